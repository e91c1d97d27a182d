// Product images are served by the catalog as WebP renditions at stable URLs
// (`/images/<id>.webp?w=<width>`, long-cached); a page asks for the width it draws.

/** The widths the catalog renders (services/catalog ProductImage.url). */
export type RenditionWidth = 160 | 320 | 640 | 1024;

/** The rendition of `url` at `width` pixels, keeping any other query parameter. */
export function imageRendition(url: string, width: RenditionWidth): string {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${path}?${params.toString()}`;
}

/** Drawn in place of a missing or broken product image: a light square with a bag outline. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f2f0eb"/>' +
      '<path d="M30 40h40l-4 34H34z" fill="none" stroke="#c8c2b6" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M41 40v-6a9 9 0 0 1 18 0v6" fill="none" stroke="#c8c2b6" stroke-width="3"/></svg>',
  );
