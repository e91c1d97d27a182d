import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { FacetSnapshot, type FacetSource } from './listing-facets';

/**
 * Reads what `FacetSnapshot` holds: one scan of the products with their variants (and their places in
 * the listing's date and name orders, their search texts, and pg_trgm's trigrams of the folded
 * names that are not plain ASCII), the categories' slugs, and the values' vi_vn order.
 */
@Injectable()
export class ListingFacetsRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  async snapshot(): Promise<FacetSnapshot> {
    const [products, categories] = await Promise.all([
      this.tx.current().execute<FacetSource>(sql`
        SELECT p.id, p.name, dense_rank() OVER (ORDER BY p.created_at)::int AS "createdRank",
               dense_rank() OVER (ORDER BY p.name COLLATE vi_vn)::int AS "nameRank", p.is_active AS "isActive", p.category_id AS "categoryId", p.price, p.is_featured AS "isFeatured",
               p.is_new_arrival AS "isNewArrival", p.colors, p.sizes,
               p.search_text AS "searchText", p.search_name AS "searchName", lower(p.name) AS "lowerName",
               CASE WHEN p.search_name !~ '^[ -~]*$' THEN show_trgm(p.search_name) END AS trigrams,
               COALESCE(v.colors, '{}') AS "variantColors", COALESCE(v.sizes, '{}') AS "variantSizes"
        FROM products p
        LEFT JOIN (
          SELECT product_id, array_agg(color ORDER BY position, sku) FILTER (WHERE color <> '') AS colors,
                 array_agg(size ORDER BY position, sku) FILTER (WHERE size <> '') AS sizes
          FROM variants GROUP BY product_id
        ) v ON v.product_id = p.id`),
      this.tx.current().execute<{ id: string; slug: string }>(sql`SELECT id, slug FROM categories`),
    ]);
    const values = FacetSnapshot.values(products.rows);
    const order = values.length
      ? (await this.tx.current().execute<{ value: string }>(sql`SELECT value FROM unnest(${sql.param(values)}::text[]) value ORDER BY value COLLATE vi_vn`))
          .rows
      : [];
    return new FacetSnapshot(
      products.rows,
      new Map(categories.rows.map((c) => [c.slug, c.id])),
      order.map((r) => r.value),
    );
  }
}
