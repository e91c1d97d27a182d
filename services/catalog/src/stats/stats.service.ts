import { Inject, Injectable } from '@nestjs/common';
import { and, desc, gt, asc, sql } from 'drizzle-orm';
import { DB } from '@shop/platform';
import type { Database } from '../db/database';
import { products } from '../products/products.schema';
import type { ProductModel } from '../products/product.model';
import { ProductsService } from '../products/products.service';
import type { CatalogStatsModel, StockAlertModel } from './stats.model';

/** product §4.4: low stock is above 0 and below 5, out of stock is 0. */
export const LOW_STOCK_BELOW = 5;
const ALERT_LIST_CAP = 200;

@Injectable()
export class CatalogStatsService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly products: ProductsService,
  ) {}

  async overview(): Promise<CatalogStatsModel> {
    const db = this.db;
    const { rows: counts } = await db.execute<{ total: string; low: string; out: string }>(sql`
      SELECT COUNT(*) AS total,
             COUNT(*) FILTER (WHERE total_stock > 0 AND total_stock < ${LOW_STOCK_BELOW}) AS low,
             COUNT(*) FILTER (WHERE total_stock = 0) AS out
      FROM products`);
    // A product with variants counts by its variants; one without, by its own stock.
    const alerts = (where: ReturnType<typeof sql>) =>
      db.execute<{
        product_id: string;
        product_name: string;
        variant_id: string | null;
        variant_name: string | null;
        sku: string | null;
        stock: number;
      }>(sql`
      SELECT * FROM (
        SELECT p.id AS product_id, p.name AS product_name, v.id::text AS variant_id, v.name AS variant_name, v.sku, v.stock, v.position, p.created_at
        FROM variants v JOIN products p ON p.id = v.product_id
        UNION ALL
        SELECT p.id, p.name, NULL, NULL, NULL, p.stock, 0, p.created_at
        FROM products p WHERE NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)
      ) items
      WHERE ${where}
      ORDER BY stock, created_at DESC, product_id, position
      LIMIT ${ALERT_LIST_CAP}`);
    const [low, out] = await Promise.all([alerts(sql`stock > 0 AND stock < ${LOW_STOCK_BELOW}`), alerts(sql`stock = 0`)]);
    const view = (r: (typeof low.rows)[number]): StockAlertModel => ({
      productId: r.product_id,
      productName: r.product_name,
      variantId: r.variant_id,
      variantName: r.variant_name,
      sku: r.sku,
      stock: Number(r.stock),
    });
    const c = counts[0];
    return {
      totalProducts: Number(c.total),
      lowStockProducts: Number(c.low),
      outOfStockProducts: Number(c.out),
      lowStockVariants: low.rows.map(view),
      outOfStockVariants: out.rows.map(view),
    };
  }

  /** Products by soldCount (delivered units, decision 0600), those never sold left out. */
  async bestSellers(limit: number): Promise<ProductModel[]> {
    const rows = await this.db
      .select()
      .from(products)
      .where(and(gt(products.soldCount, 0)))
      .orderBy(desc(products.soldCount), asc(products.name), asc(products.id))
      .limit(limit);
    return this.products.views(rows, false);
  }
}
