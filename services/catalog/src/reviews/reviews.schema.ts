import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from '../products/products.schema';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** The delivered order the customer rated from (`orders.ProductReviewed`); null for a review staff entered. */
    orderId: text('order_id'),
    customerId: text('customer_id'),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // One review per product and order: a redelivered ProductReviewed adds nothing.
    uniqueIndex('reviews_order_product_unique').on(t.orderId, t.productId),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
