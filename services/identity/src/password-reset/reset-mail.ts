import type { Mail } from '@shop/platform';

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The "forgot password" mail: the temporary password on a line of its own, and the reset link. */
export function resetMail(opts: { to: string; name: string; temporaryPassword: string; publicUrl: string; validMinutes: number }): Mail {
  const link = `${opts.publicUrl.replace(/\/$/, '')}/reset-password?email=${encodeURIComponent(opts.to)}`;
  const text = [
    `Xin chào ${opts.name},`,
    '',
    `Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${opts.to}.`,
    '',
    'Mật khẩu tạm thời của bạn:',
    '',
    `    ${opts.temporaryPassword}`,
    '',
    `Mật khẩu tạm thời chỉ dùng được một lần và có hiệu lực trong ${opts.validMinutes} phút.`,
    `Đặt mật khẩu mới tại: ${link}`,
    '',
    'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này; mật khẩu hiện tại của bạn vẫn giữ nguyên.',
    '',
    'Túi Việt',
  ].join('\n');
  const html = `<p>Xin chào ${escapeHtml(opts.name)},</p>
<p>Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${escapeHtml(opts.to)}.</p>
<p>Mật khẩu tạm thời của bạn:</p>
<p style="font-size:20px;font-family:monospace;letter-spacing:2px"><strong>${escapeHtml(opts.temporaryPassword)}</strong></p>
<p>Mật khẩu tạm thời chỉ dùng được một lần và có hiệu lực trong ${opts.validMinutes} phút.</p>
<p><a href="${escapeHtml(link)}">Đặt mật khẩu mới</a></p>
<p>Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này; mật khẩu hiện tại của bạn vẫn giữ nguyên.</p>
<p>Túi Việt</p>`;
  return { to: opts.to, subject: 'Mật khẩu tạm thời để đặt lại mật khẩu', text, html };
}
