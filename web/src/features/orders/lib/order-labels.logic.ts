import { ORDER_STATUS_LABELS } from '../../../lib/shop-rules.js';

// What a customer may do with an order, and the texts of the customer's order pages. Status,
// payment method and shipping method labels, and which orders may be cancelled, are lib/shop-rules'.

/** product §9.1: the customer view shows paid or not paid. */
export const paymentStatusLabel = (status: string): string => (status === 'paid' ? 'Đã thanh toán' : 'Chưa thanh toán');

/** product §2 "My orders": the five filter tabs; "all" sends no status. */
export const MY_ORDER_TABS = [
  { key: 'all', label: 'Tất cả' },
  ...(['pending', 'shipping', 'delivered', 'cancelled'] as const).map((key) => ({ key, label: ORDER_STATUS_LABELS[key] })),
] as const;

export type MyOrderTab = (typeof MY_ORDER_TABS)[number]['key'];

export const tabFromParam = (value: string | null): MyOrderTab => MY_ORDER_TABS.find((t) => t.key === value)?.key ?? 'all';

/** product §9.2: an unpaid order paid by QR gets a Pay button (not once cancelled). */
export const canPay = (order: { paymentMethod: string; paymentStatus: string; status: string }): boolean =>
  order.paymentMethod === 'qr_payment' && order.paymentStatus !== 'paid' && order.status !== 'cancelled';

/** Buy again and Rate product are offered on delivered orders. */
export const isDelivered = (status: string): boolean => status === 'delivered';

const pad = (n: number) => String(n).padStart(2, '0');

/** product §14: dates shown as dd/MM/yyyy HH:mm (the browser's time zone). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
