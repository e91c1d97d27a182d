import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, queryPrepared } from '@shop/platform';
import { isUuid } from '../common/ids';
import type { Database } from '../db/database';
import type { ProductRow, VariantRow } from '../products/products.schema';

export interface QuoteData {
  products: Map<string, Pick<ProductRow, 'id' | 'name' | 'price' | 'originalPrice' | 'totalStock' | 'isActive'>>;
  variants: Map<string, VariantRow>;
  /** The first image of each product, by position. */
  images: Map<string, string>;
}

interface QuoteRow extends Record<string, unknown> {
  id: string;
  name: string;
  price: number;
  original_price: number | null;
  total_stock: number;
  is_active: boolean;
  image_id: string | null;
  variants: VariantRow[];
}

/** A PostgreSQL array literal of ids already checked to be UUIDs (nothing in them needs quoting). */
const uuidArray = (ids: string[]): string => `{${ids.join(',')}}`;

/**
 * What `catalog.quoteLines` reads, in one statement whatever the number of lines: each product
 * with its first image and the asked variants it has. A quote runs for every placement and cart
 * read, and on this machine a round trip to PostgreSQL costs more than the query (decision 0613).
 */
@Injectable()
export class QuoteRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async load(productIds: string[], variantIds: string[]): Promise<QuoteData> {
    const pIds = [...new Set(productIds.filter(isUuid))];
    const vIds = [...new Set(variantIds.filter(isUuid))];
    if (pIds.length === 0) return { products: new Map(), variants: new Map(), images: new Map() };
    const found = await queryPrepared<QuoteRow>(
      this.db,
      'catalog.quote',
      sql`SELECT p.id, p.name, p.price, p.original_price, p.total_stock, p.is_active,
            (SELECT i.id FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.created_at, i.id LIMIT 1) AS image_id,
            COALESCE((SELECT json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'name', v.name, 'color', v.color,
                        'material', v.material, 'size', v.size, 'sku', v.sku, 'stock', v.stock, 'position', v.position))
                      FROM variants v WHERE v.product_id = p.id AND v.id = ANY(${uuidArray(vIds)}::uuid[])), '[]'::json) AS variants
          FROM products p WHERE p.id = ANY(${uuidArray(pIds)}::uuid[])`,
    );
    const out: QuoteData = { products: new Map(), variants: new Map(), images: new Map() };
    for (const r of found) {
      out.products.set(r.id, { id: r.id, name: r.name, price: r.price, originalPrice: r.original_price, totalStock: r.total_stock, isActive: r.is_active });
      if (r.image_id) out.images.set(r.id, r.image_id);
      for (const v of r.variants) out.variants.set(v.id, v);
    }
    return out;
  }
}
