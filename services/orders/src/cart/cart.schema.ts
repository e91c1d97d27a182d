import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A signed-in customer's server cart (product §3 "Cart item"). Product data is never stored here:
 * it is quoted fresh from the catalog on every read. `variant_id` is '' for a product without
 * variants, so that (user, product, variant) can be the key that adds up equal lines.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: text('variant_id').notNull().default(''),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.variantId] })],
);

/** Merge keys already applied (product §5 merge on sign-in): a second tab or a retry merges nothing twice. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: uuid('user_id').notNull(),
    mergeId: text('merge_id').notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mergeId] })],
);

export type CartItemRow = typeof cartItems.$inferSelect;
