import { OrderEvents } from '@shop/contracts';

const { ORDER_STATUSES } = OrderEvents;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = (typeof OrderEvents.PAYMENT_METHODS)[number];
export type PaymentStatus = (typeof OrderEvents.PAYMENT_STATUSES)[number];
export type ShippingMethod = (typeof OrderEvents.SHIPPING_METHODS)[number];

export const ORDER_STATUS_LIST: readonly OrderStatus[] = ORDER_STATUSES;

/** product §6.3: a customer cancels only while the order is pending, confirmed or processing. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

/** Statuses nothing leaves (decision 0610). */
export const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

// decision 0610: the road is pending → confirmed → processing → shipping → delivered. Staff may
// skip steps forward (a small shop often confirms and ships at once) but never go back, an order
// reaches delivered only from shipping, and staff may cancel any order not yet delivered.
const ROAD: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipping', 'delivered'];

/** Whether staff may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (FINAL_STATUSES.includes(from) || from === to) return false;
  if (to === 'cancelled') return true;
  if (to === 'delivered') return from === 'shipping';
  return ROAD.indexOf(to) > ROAD.indexOf(from);
}

/** The statuses staff may choose next, for screens that want to offer only those. */
export const nextStatuses = (from: OrderStatus): OrderStatus[] => ORDER_STATUSES.filter((to) => canTransition(from, to));

/** Vietnamese labels of product §6.2, used in messages and mails. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  processing: 'Đang xử lý',
  shipping: 'Đang giao',
  delivered: 'Đã giao',
  cancelled: 'Đã hủy',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Thanh toán khi nhận hàng (COD)',
  qr_payment: 'Chuyển khoản qua mã QR',
  bank_transfer: 'Chuyển khoản ngân hàng',
};

export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = {
  standard: 'Giao hàng tiêu chuẩn',
  express: 'Giao hàng nhanh',
};
