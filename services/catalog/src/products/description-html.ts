import sanitizeHtml from 'sanitize-html';
import { imageIdFromUrl, imageUrl } from '../images/image-format';

const OUTSIDE_LINK_REL = 'noopener noreferrer nofollow';

/** A path of this site ('/…', '#…'), as opposed to another site or a mail address. */
const isSitePath = (href: string): boolean => /^(\/(?![/\\])|#)/.test(href.trim());

/**
 * Product descriptions are HTML written by staff and shown to every shopper: sanitised when written
 * and again when served (decision 0203), keeping formatting, lists, tables and links but no
 * scripts, styles or event handlers. Images come from the shop's own `/images/` only: an image
 * from anywhere else would be a tracking pixel or mixed content, so it is dropped. Links to
 * other sites are marked `rel="noopener noreferrer nofollow"`; links inside the shop carry no rel.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, { rel: _rel, ...attribs }) => ({
        tagName,
        attribs: attribs.href !== undefined && isSitePath(attribs.href) ? attribs : { ...attribs, rel: OUTSIDE_LINK_REL },
      }),
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        const id = src?.startsWith('/images/') ? imageIdFromUrl(src) : null;
        return { tagName, attribs: id ? { ...attribs, src: imageUrl(id) } : rest };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
}
