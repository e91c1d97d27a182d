// What an order's status, payment and shipping are called, written once for the orders service's
// messages and mails, the customer's pages and the staff screens, with the status rules the screens
// share with the service: which orders a customer may cancel and the staff state machine (decision
// 0610), so the back office offers exactly the moves the service accepts. This file has no imports
// so the web app can use it directly.

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipping', 'delivered', 'cancelled'] as const;
export const PAYMENT_METHODS = ['cod', 'qr_payment', 'bank_transfer'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid'] as const;
export const SHIPPING_METHODS = ['standard', 'express'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  processing: 'Đang xử lý',
  shipping: 'Đang giao',
  delivered: 'Đã giao',
  cancelled: 'Đã hủy',
};

/** The antd preset colour of each status's tag. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'gold',
  confirmed: 'blue',
  processing: 'cyan',
  shipping: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

/** The same colours for charts: the base shade of each antd preset. */
export const ORDER_STATUS_CHART_COLORS: Record<OrderStatus, string> = {
  pending: '#faad14',
  confirmed: '#1677ff',
  processing: '#13c2c2',
  shipping: '#722ed1',
  delivered: '#52c41a',
  cancelled: '#f5222d',
};

export const isOrderStatus = (value: unknown): value is OrderStatus => typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** An unknown status is displayed as pending. */
export const displayedOrderStatus = (status: string | null | undefined): OrderStatus => (isOrderStatus(status) ? status : 'pending');

export const orderStatusLabel = (status: string | null | undefined): string => ORDER_STATUS_LABELS[displayedOrderStatus(status)];

/** A customer cancels an order only while it is pending, confirmed or processing. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

export const customerMayCancel = (status: string): boolean => (CUSTOMER_CANCELLABLE as readonly string[]).includes(status);

/** Statuses nothing leaves (decision 0610). */
export const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

// decision 0610: the road is pending → confirmed → processing → shipping → delivered. Staff may
// skip steps forward (a small shop often confirms and ships at once) but never go back, an order
// reaches delivered only from shipping, and staff may cancel any order not yet delivered.
const ROAD: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipping', 'delivered'];

/** Whether staff may move an order from `from` to `to`; an unknown status moves nowhere. */
export function canTransition(from: string, to: string): boolean {
  if (!isOrderStatus(from) || !isOrderStatus(to) || FINAL_STATUSES.includes(from) || from === to) return false;
  if (to === 'cancelled') return true;
  if (to === 'delivered') return from === 'shipping';
  return ROAD.indexOf(to) > ROAD.indexOf(from);
}

/** The statuses staff may choose next, in the order of the road, cancelled last. */
export const nextStatuses = (from: string): OrderStatus[] => ORDER_STATUSES.filter((to) => canTransition(from, to));

/**
 * The usual next move of an order, for a one-click button: pending is confirmed, a confirmed or
 * processing order is handed to the carrier, a shipping one is delivered; none for final orders.
 */
export function nextStep(from: string): OrderStatus | undefined {
  if (from === 'pending') return 'confirmed';
  if (from === 'confirmed' || from === 'processing') return 'shipping';
  if (from === 'shipping') return 'delivered';
  return undefined;
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Thanh toán khi nhận hàng (COD)',
  qr_payment: 'Chuyển khoản qua mã QR',
  bank_transfer: 'Chuyển khoản ngân hàng',
};

export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = {
  standard: 'Giao hàng tiêu chuẩn',
  express: 'Giao hàng nhanh',
};

const labelOf = (labels: Record<string, string>, value: string): string => (Object.hasOwn(labels, value) ? labels[value] : value);

/** The label of a payment method, or the method itself when it has none. */
export const paymentMethodLabel = (method: string): string => labelOf(PAYMENT_METHOD_LABELS, method);

/** The label of a shipping method, or the method itself when it has none. */
export const shippingMethodLabel = (method: string): string => labelOf(SHIPPING_METHOD_LABELS, method);
