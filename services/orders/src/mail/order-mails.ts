import { carrierName, deliveryPromise, formatVnd, PAYMENT_METHOD_LABELS, SHIPPING_METHOD_LABELS, trackingUrl } from '@shop/contracts';
import type { OrderItemRow, OrderRow } from '../orders/orders.schema';
import type { Mail } from '@shop/platform';

// The customer's mails about an order: placed, shipped, cancelled.

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
export const money = formatVnd;

const orderLink = (publicUrl: string, id: string) => `${publicUrl.replace(/\/$/, '')}/orders/${id}`;

function addressLine(o: OrderRow): string {
  const a = o.shippingAddress;
  return [a.addressLine, a.ward, a.district, a.city].filter(Boolean).join(', ');
}

function variantText(i: OrderItemRow): string {
  const v = i.variant;
  if (!v) return '';
  const parts = [v.name, v.color, v.material, v.size].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

const wrap = (o: OrderRow, subject: string, text: string[], html: string): Mail => ({
  to: o.customerInfo.email,
  subject,
  text: [`Xin chào ${o.customerInfo.name},`, '', ...text, '', 'Túi Việt'].join('\n'),
  html: `<p>Xin chào ${escapeHtml(o.customerInfo.name)},</p>\n${html}\n<p>Túi Việt</p>`,
});

/** The delivery time promised, from the one shipping rule the fee was charged by (decision 0650). */
const promiseOf = (o: OrderRow): string => deliveryPromise(o.shippingAddress.city, o.shippingMethod);

/** Confirmation: number, lines, totals, address, payment method. */
export function orderPlacedMail(o: OrderRow, items: OrderItemRow[], publicUrl: string): Mail {
  const lines = items.map((i) => `- ${i.name}${variantText(i)} × ${i.quantity}: ${money(i.subtotal)}`);
  const totals = [
    `Tạm tính: ${money(o.subtotal)}`,
    `Phí vận chuyển: ${money(o.shippingFee)}`,
    ...(o.totalDiscount > 0 ? [`Giảm giá${o.couponCode ? ` (${o.couponCode})` : ''}: -${money(o.totalDiscount)}`] : []),
    `Tổng cộng: ${money(o.totalAmount)}`,
  ];
  const text = [
    `Cảm ơn bạn đã đặt hàng. Đơn hàng ${o.orderNumber} của bạn đã được ghi nhận.`,
    '',
    ...lines,
    '',
    ...totals,
    '',
    `Giao đến: ${o.shippingAddress.fullName}, ${o.shippingAddress.phone}, ${addressLine(o)}`,
    `Vận chuyển: ${SHIPPING_METHOD_LABELS[o.shippingMethod]}`,
    promiseOf(o),
    `Thanh toán: ${PAYMENT_METHOD_LABELS[o.paymentMethod]}`,
    '',
    `Xem đơn hàng: ${orderLink(publicUrl, o.id)}`,
  ];
  const rows = items
    .map((i) => `<tr><td>${escapeHtml(i.name + variantText(i))}</td><td align="right">${i.quantity}</td><td align="right">${money(i.subtotal)}</td></tr>`)
    .join('');
  const html = `<p>Cảm ơn bạn đã đặt hàng. Đơn hàng <strong>${escapeHtml(o.orderNumber)}</strong> của bạn đã được ghi nhận.</p>
<table cellpadding="4"><tr><th align="left">Sản phẩm</th><th>SL</th><th>Thành tiền</th></tr>${rows}</table>
<p>${totals.map(escapeHtml).join('<br>')}</p>
<p>Giao đến: ${escapeHtml(`${o.shippingAddress.fullName}, ${o.shippingAddress.phone}, ${addressLine(o)}`)}<br>
Vận chuyển: ${escapeHtml(SHIPPING_METHOD_LABELS[o.shippingMethod])}<br>
${escapeHtml(promiseOf(o))}<br>
Thanh toán: ${escapeHtml(PAYMENT_METHOD_LABELS[o.paymentMethod])}</p>
<p><a href="${escapeHtml(orderLink(publicUrl, o.id))}">Xem đơn hàng</a></p>`;
  return wrap(o, `Xác nhận đơn hàng ${o.orderNumber}`, text, html);
}

/** Shipped, with the carrier, the tracking code and the carrier's tracking page when staff gave them (decision 0615). */
export function orderShippedMail(o: OrderRow, publicUrl: string): Mail {
  const tracking = o.trackingNumber ? `Mã vận đơn: ${o.trackingNumber}` : 'Mã vận đơn sẽ được cập nhật sau.';
  const carrier = carrierName(o.carrier);
  const follow = trackingUrl(o.carrier, o.trackingNumber);
  const text = [
    `Đơn hàng ${o.orderNumber} của bạn đang được giao.`,
    ...(carrier ? [`Đơn vị vận chuyển: ${carrier}`] : []),
    tracking,
    ...(follow ? [`Theo dõi đơn hàng: ${follow}`] : []),
    '',
    `Xem đơn hàng: ${orderLink(publicUrl, o.id)}`,
  ];
  const html = `<p>Đơn hàng <strong>${escapeHtml(o.orderNumber)}</strong> của bạn đang được giao.</p>
${carrier ? `<p>Đơn vị vận chuyển: ${escapeHtml(carrier)}</p>` : ''}
<p>${escapeHtml(tracking)}</p>
${follow ? `<p><a href="${escapeHtml(follow)}">Theo dõi đơn hàng trên trang ${escapeHtml(carrier ?? '')}</a></p>` : ''}
<p><a href="${escapeHtml(orderLink(publicUrl, o.id))}">Xem đơn hàng</a></p>`;
  return wrap(o, `Đơn hàng ${o.orderNumber} đang được giao`, text, html);
}

/** Cancelled, with the reason and the refund notice of product §6.3. */
export function orderCancelledMail(o: OrderRow, publicUrl: string): Mail {
  const text = [
    `Đơn hàng ${o.orderNumber} của bạn đã được hủy.`,
    `Lý do: ${o.cancelReason ?? ''}`,
    '',
    'Nếu bạn đã thanh toán, tiền sẽ được hoàn lại trong 3-5 ngày làm việc. Bạn có thể đặt hàng lại bất cứ lúc nào.',
    '',
    `Xem đơn hàng: ${orderLink(publicUrl, o.id)}`,
  ];
  const html = `<p>Đơn hàng <strong>${escapeHtml(o.orderNumber)}</strong> của bạn đã được hủy.</p>
<p>Lý do: ${escapeHtml(o.cancelReason ?? '')}</p>
<p>Nếu bạn đã thanh toán, tiền sẽ được hoàn lại trong 3-5 ngày làm việc. Bạn có thể đặt hàng lại bất cứ lúc nào.</p>
<p><a href="${escapeHtml(orderLink(publicUrl, o.id))}">Xem đơn hàng</a></p>`;
  return wrap(o, `Đơn hàng ${o.orderNumber} đã bị hủy`, text, html);
}
