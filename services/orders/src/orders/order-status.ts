import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from '@shop/contracts';

export { CUSTOMER_CANCELLABLE } from '@shop/contracts';
export type { OrderStatus, PaymentMethod, ShippingMethod } from '@shop/contracts';
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUS_LIST: readonly OrderStatus[] = ORDER_STATUSES;

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
