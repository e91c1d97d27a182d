import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories } from '../categories/categories.schema';

/**
 * Products (product §3). `total_stock` and `search_text` are derived columns the service writes in
 * the same transaction as every change of a variant's stock, a product's own stock or a category's
 * name (decisions 0201, 0601), so the listing's filters, sorts and search stay exact and cheap.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brand: text('brand'),
    shortDescription: text('short_description').notNull(),
    /** HTML, sanitised before it is written (products/description-html.ts). */
    description: text('description').notNull(),
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    materials: text('materials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The product's own stock, which counts only while it has no variants. */
    stock: integer('stock').notNull().default(0),
    /** Sum of the variants' stock, or `stock` without variants. */
    totalStock: integer('total_stock').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Folded (lower case, no accents, đ → d) name, brand, short description and category name. */
    searchText: text('search_text').notNull().default(''),
    /** Folded name, for ranking matches in the name first. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`catalog_fold(name)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_original_price_check', sql`${t.originalPrice} IS NULL OR ${t.originalPrice} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_total_stock_check', sql`${t.totalStock} >= 0`),
    check('products_sold_count_check', sql`${t.soldCount} >= 0`),
    index('products_category_idx').on(t.categoryId),
    // Sort orders of the listing; the id breaks ties in the same direction (scanned either way).
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_price_idx').on(t.price, t.id),
    index('products_sold_count_idx').on(t.soldCount, t.id),
    index('products_name_vi_idx').on(sql`${t.name} COLLATE vi_vn`, t.id),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The folded name without its spaces: 'balo' finds 'Ba lô …' and 'ba lo' finds 'Balo …' (decision 0205).
    index('products_search_name_compact_trgm_idx').using('gin', sql`replace(${t.searchName}, ' ', '') gin_trgm_ops`),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name'),
    color: text('color'),
    material: text('material'),
    size: text('size'),
    sku: text('sku').notNull().unique(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('variants_stock_check', sql`${t.stock} >= 0`), index('variants_product_idx').on(t.productId, t.position)],
);

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;
