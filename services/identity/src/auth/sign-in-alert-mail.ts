import type { Mail } from '@shop/platform';
import { escapeHtml } from '../password-reset/reset-mail';

/** Told to the owner once, when wrong passwords start holding their account's sign-in (decision 0107). */
export function signInAlertMail(opts: { to: string; name: string; publicUrl: string; holdCapMinutes: number }): Mail {
  const link = `${opts.publicUrl.replace(/\/$/, '')}/forgot-password`;
  const lines = [
    `Chúng tôi ghi nhận nhiều lần đăng nhập sai mật khẩu vào tài khoản ${opts.to}.`,
    `Để bảo vệ tài khoản, mỗi lần thử tiếp theo phải chờ lâu hơn, tối đa ${opts.holdCapMinutes} phút. Thiết bị bạn đã đăng nhập gần đây không bị ảnh hưởng.`,
    'Nếu không phải bạn, mật khẩu của bạn vẫn an toàn; bạn có thể đổi sang một mật khẩu mạnh hơn.',
  ];
  const text = [`Xin chào ${opts.name},`, '', ...lines.flatMap((l) => [l, '']), `Quên mật khẩu? Đặt lại tại: ${link}`, '', 'Túi Việt'].join('\n');
  const html = [
    `<p>Xin chào ${escapeHtml(opts.name)},</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">Quên mật khẩu? Đặt lại tại đây</a></p>`,
    '<p>Túi Việt</p>',
  ].join('\n');
  return { to: opts.to, subject: 'Có nhiều lần đăng nhập sai vào tài khoản của bạn', text, html };
}
