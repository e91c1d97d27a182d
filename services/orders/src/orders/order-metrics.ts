import { shopCounter } from '@shop/config';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/contracts';
import type { CancelledBy } from './orders.service';

/** Who cancelled: the system cancels only an unpaid QR order whose payment hold ran out. */
export const CANCELLED_BY = ['customer', 'staff', 'expiry'] as const;

const labels = { payment_method: PAYMENT_METHODS };
export const ordersPlaced = shopCounter('shop_orders_placed_total', 'Orders placed, counted once committed, by payment method', labels);
export const orderRevenue = shopCounter('shop_order_revenue_vnd_total', 'Totals of the orders placed, in đồng, by payment method', labels);
export const ordersCancelled = shopCounter('shop_orders_cancelled_total', 'Orders cancelled, counted once committed, by who cancelled', { by: CANCELLED_BY });

/** After the order's statement committed. */
export function countPlaced(order: { paymentMethod: PaymentMethod; totalAmount: number }): void {
  ordersPlaced.add({ payment_method: order.paymentMethod });
  orderRevenue.add({ payment_method: order.paymentMethod }, order.totalAmount);
}

/** After the cancelling transaction committed. */
export function countCancelled(by: CancelledBy): void {
  ordersCancelled.add({ by: by === 'system' ? 'expiry' : by });
}
