import type { Mail } from '@shop/platform';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');
export const confirmLink = (publicUrl: string, token: string) => `${base(publicUrl)}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeLink = (publicUrl: string, token: string) => `${base(publicUrl)}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

export const UNSUBSCRIBE_TEXT = 'Không muốn nhận thư nữa? Hủy đăng ký tại:';

/**
 * Every mail of the newsletter is built here, so none leaves without its unsubscribe link: in the
 * text, in the HTML and as `List-Unsubscribe` (decision 0800). `paragraphs` are plain text;
 * `link` is an optional call to action.
 */
export function newsletterMail(opts: {
  to: string;
  subject: string;
  paragraphs: string[];
  link?: { label: string; url: string };
  unsubscribeUrl: string;
}): Mail {
  const text = [
    ...opts.paragraphs.flatMap((p) => [p, '']),
    ...(opts.link ? [`${opts.link.label}: ${opts.link.url}`, ''] : []),
    'Túi Việt',
    '',
    `${UNSUBSCRIBE_TEXT} ${opts.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    ...opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(opts.link ? [`<p><a href="${escapeHtml(opts.link.url)}">${escapeHtml(opts.link.label)}</a></p>`] : []),
    '<p>Túi Việt</p>',
    `<p style="font-size:12px;color:#595959">Không muốn nhận thư nữa? <a href="${escapeHtml(opts.unsubscribeUrl)}">Hủy đăng ký</a></p>`,
  ].join('\n');
  return { to: opts.to, subject: opts.subject, text, html, headers: { 'List-Unsubscribe': `<${opts.unsubscribeUrl}>` } };
}

/** The double opt-in mail: nothing is sent to the address until its owner follows this link. */
export function confirmationMail(opts: { to: string; publicUrl: string; confirmToken: string; unsubscribeToken: string; validDays: number }): Mail {
  return newsletterMail({
    to: opts.to,
    subject: 'Xác nhận đăng ký nhận bản tin Túi Việt',
    paragraphs: [
      'Xin chào,',
      `Chúng tôi nhận được yêu cầu đăng ký nhận bản tin Túi Việt cho địa chỉ ${opts.to}.`,
      `Để bắt đầu nhận tin về bộ sưu tập mới và ưu đãi, vui lòng xác nhận trong vòng ${opts.validDays} ngày.`,
      'Nếu bạn không đăng ký, hãy bỏ qua email này: bạn sẽ không nhận được thư nào khác.',
    ],
    link: { label: 'Xác nhận đăng ký', url: confirmLink(opts.publicUrl, opts.confirmToken) },
    unsubscribeUrl: unsubscribeLink(opts.publicUrl, opts.unsubscribeToken),
  });
}
