import { formatVnd } from '@shop/contracts';
import type { Mail } from '@shop/platform';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The customer's mail when staff return money for an order (decision 0730). */
export function refundedMail(to: string, refund: { orderId: string; orderNumber: string; amount: number; bankReference: string }, publicUrl: string): Mail {
  const link = `${publicUrl.replace(/\/$/, '')}/orders/${refund.orderId}`;
  const lines = [
    `Túi Việt đã hoàn ${formatVnd(refund.amount)} cho đơn hàng ${refund.orderNumber}.`,
    `Mã giao dịch hoàn tiền: ${refund.bankReference}`,
    'Tiền thường về tài khoản của bạn trong vòng 1 ngày làm việc, tùy ngân hàng.',
  ];
  return {
    to,
    subject: `Đã hoàn tiền đơn hàng ${refund.orderNumber}`,
    text: ['Xin chào,', '', ...lines, '', `Xem đơn hàng: ${link}`, '', 'Túi Việt'].join('\n'),
    html: `<p>Xin chào,</p>\n${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">Xem đơn hàng</a></p>\n<p>Túi Việt</p>`,
  };
}
