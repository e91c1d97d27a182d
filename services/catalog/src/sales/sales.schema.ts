import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Orders whose lines were added to `products.sold_count` (decision 0600). The inbox already drops
 * a redelivered event; this key also makes a second, different `OrderDelivered` for the same order
 * (republished by hand, or sent again by orders) count nothing.
 */
export const countedOrders = pgTable('counted_orders', {
  orderId: text('order_id').primaryKey(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
});
