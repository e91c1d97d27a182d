import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, SHIPPING_METHODS } from '../order-labels';
import { defineEvent } from './envelope';

// Events the orders service publishes (product §3 and §6.2, architecture §7).

export { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, SHIPPING_METHODS };

export const orderStatus = z.enum(ORDER_STATUSES);
export const paymentMethod = z.enum(PAYMENT_METHODS);
export const paymentStatus = z.enum(PAYMENT_STATUSES);

const orderLine = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int().positive(),
  /** Unit price in whole dong at the time of the order. */
  price: z.number().int(),
});

/** An order was placed (its stock is reserved under orderId; catalog confirms it on this event). */
export const OrderPlaced = defineEvent(
  'orders.OrderPlaced',
  1,
  z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    paymentMethod,
    paymentStatus,
    subtotal: z.number().int(),
    shippingFee: z.number().int(),
    totalDiscount: z.number().int(),
    totalAmount: z.number().int(),
    couponCode: z.string().nullable(),
    lines: z.array(orderLine),
    placedAt: z.string(),
  }),
);

/** An order was cancelled: catalog gives the stock back, payments closes its session. */
export const OrderCancelled = defineEvent(
  'orders.OrderCancelled',
  1,
  z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    customerId: z.string(),
    cancelledBy: z.enum(['customer', 'staff', 'system']),
    reason: z.string(),
    previousStatus: orderStatus,
    cancelledAt: z.string(),
  }),
);

/** Any status change after placement (history, mails, dashboards). Cancellation also has its own event. */
export const OrderStatusChanged = defineEvent(
  'orders.OrderStatusChanged',
  1,
  z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    customerId: z.string(),
    from: orderStatus,
    to: orderStatus,
    note: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    changedAt: z.string(),
  }),
);

/** An order reached delivered: its lines count as sold (catalog's soldCount, best sellers). */
export const OrderDelivered = defineEvent(
  'orders.OrderDelivered',
  1,
  z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    customerId: z.string(),
    lines: z.array(orderLine),
    deliveredAt: z.string(),
  }),
);

/** A customer rated a product of one of their delivered orders (a verified purchase), once per product and order. */
export const ProductReviewed = defineEvent(
  'orders.ProductReviewed',
  1,
  z.object({
    reviewId: z.string(),
    orderId: z.string(),
    productId: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    reviewedAt: z.string(),
  }),
);
