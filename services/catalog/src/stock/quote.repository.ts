import { Inject, Injectable } from '@nestjs/common';
import { asc, inArray, sql } from 'drizzle-orm';
import { DB } from '@shop/platform';
import { isUuid } from '../common/ids';
import type { Database } from '../db/database';
import { productImages } from '../images/images.schema';
import { products, variants, type ProductRow, type VariantRow } from '../products/products.schema';

export interface QuoteData {
  products: Map<string, Pick<ProductRow, 'id' | 'name' | 'price' | 'originalPrice' | 'totalStock' | 'isActive'>>;
  variants: Map<string, VariantRow>;
  /** The first image of each product, by position. */
  images: Map<string, string>;
}

/** What `catalog.quoteLines` reads: three indexed queries, whatever the number of lines. */
@Injectable()
export class QuoteRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async load(productIds: string[], variantIds: string[]): Promise<QuoteData> {
    const pIds = [...new Set(productIds.filter(isUuid))];
    const vIds = [...new Set(variantIds.filter(isUuid))];
    if (pIds.length === 0) return { products: new Map(), variants: new Map(), images: new Map() };
    const [p, v, i] = await Promise.all([
      this.db
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          originalPrice: products.originalPrice,
          totalStock: products.totalStock,
          isActive: products.isActive,
        })
        .from(products)
        .where(inArray(products.id, pIds)),
      vIds.length ? this.db.select().from(variants).where(inArray(variants.id, vIds)) : Promise.resolve([]),
      this.db
        .selectDistinctOn([productImages.productId], { productId: productImages.productId, id: productImages.id })
        .from(productImages)
        .where(inArray(productImages.productId, pIds))
        .orderBy(productImages.productId, asc(productImages.position), asc(productImages.createdAt), sql`${productImages.id}`),
    ]);
    return {
      products: new Map(p.map((r) => [r.id, r])),
      variants: new Map(v.map((r) => [r.id, r])),
      images: new Map(i.filter((r) => r.productId).map((r) => [r.productId!, r.id])),
    };
  }
}
