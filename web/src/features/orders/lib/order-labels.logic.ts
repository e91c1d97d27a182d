import type { OrderStatus } from '../api/orders.types.js';

// Labels and what a customer may do with an order (product §6.2 "Order status", §9.1 "Payment status").

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  processing: 'Đang xử lý',
  shipping: 'Đang giao',
  delivered: 'Đã giao',
  cancelled: 'Đã hủy',
};

const isStatus = (status: string): status is OrderStatus => Object.hasOwn(ORDER_STATUS_LABELS, status);

/** product §6.2: an unknown status is displayed as pending. */
export const normalizeStatus = (status: string | null | undefined): OrderStatus => (status && isStatus(status) ? status : 'pending');

export const statusLabel = (status: string | null | undefined): string => ORDER_STATUS_LABELS[normalizeStatus(status)];

/** A colour per status for tags (antd preset names). */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'gold',
  confirmed: 'blue',
  processing: 'cyan',
  shipping: 'geekblue',
  delivered: 'green',
  cancelled: 'red',
};

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: 'Thanh toán khi nhận hàng (COD)',
  qr_payment: 'Chuyển khoản qua mã QR',
  bank_transfer: 'Chuyển khoản ngân hàng',
};

export const paymentMethodLabel = (method: string): string => PAYMENT_METHOD_LABELS[method] ?? method;

/** product §9.1: the customer view shows paid or not paid. */
export const paymentStatusLabel = (status: string): string => (status === 'paid' ? 'Đã thanh toán' : 'Chưa thanh toán');

const SHIPPING_METHOD_LABELS: Record<string, string> = {
  standard: 'Giao hàng tiêu chuẩn',
  express: 'Giao hàng nhanh',
};

export const shippingMethodLabel = (method: string): string => SHIPPING_METHOD_LABELS[method] ?? method;

/** product §2 "My orders": the five filter tabs; "all" sends no status. */
export const MY_ORDER_TABS = [
  { key: 'all', label: 'Tất cả' },
  { key: 'pending', label: 'Chờ xác nhận' },
  { key: 'shipping', label: 'Đang giao' },
  { key: 'delivered', label: 'Đã giao' },
  { key: 'cancelled', label: 'Đã hủy' },
] as const;

export type MyOrderTab = (typeof MY_ORDER_TABS)[number]['key'];

export const tabFromParam = (value: string | null): MyOrderTab => MY_ORDER_TABS.find((t) => t.key === value)?.key ?? 'all';

/** product §6.3: a customer can cancel only while pending, confirmed or processing. */
export const canCancel = (status: string): boolean => status === 'pending' || status === 'confirmed' || status === 'processing';

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

/** "Màu sắc: Đỏ · Chất liệu: Canvas · Kích thước: M" for an order line's variant. */
export function variantText(
  variant: { name?: string | null; color?: string | null; material?: string | null; size?: string | null } | null | undefined,
): string {
  if (!variant) return '';
  const parts = [
    variant.color && `Màu sắc: ${variant.color}`,
    variant.material && `Chất liệu: ${variant.material}`,
    variant.size && `Kích thước: ${variant.size}`,
  ].filter(Boolean);
  if (parts.length === 0 && variant.name) return `Phân loại: ${variant.name}`;
  return parts.join(' · ');
}

/** "12 Lê Lợi, Phường Bến Nghé, Quận 1, Hồ Chí Minh": the parts present, in that order. */
export const addressText = (a: { addressLine: string; ward?: string | null; district?: string | null; city: string }): string =>
  [a.addressLine, a.ward, a.district, a.city].filter((p) => p && p.trim()).join(', ');
