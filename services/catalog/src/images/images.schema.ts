import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from '../products/products.schema';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Product images, kept in the catalog's own database (decision 0202): the uploaded file re-encoded
 * (metadata stripped, at most 2048 px), served as WebP renditions. An upload is unclaimed until a
 * product takes it; unclaimed uploads older than a day are removed. An image a product drops (or
 * whose product is deleted) stays, so order history keeps its pictures.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    claimed: boolean('claimed').notNull().default(false),
    data: bytea('data').notNull(),
    mimetype: text('mimetype').notNull(),
    alt: text('alt'),
    /** The colour the photo shows (one of the product's colours), so choosing it shows this photo. */
    color: text('color'),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** sha256 of `data`: part of every rendition's ETag. */
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    index('product_images_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`NOT claimed`),
  ],
);

export type ProductImageRow = typeof productImages.$inferSelect;
