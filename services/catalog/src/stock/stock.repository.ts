import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid, TRANSACTIONS } from '@shop/platform';
import { containsPattern } from '@shop/platform';
import { queryRows as rows, type Transactions } from '../db/database';
import { products, variants, type ProductRow, type VariantRow } from '../products/products.schema';
import { StockFilter } from './inventory.model';
import { lineName } from './stock-lines';
import type { ReservedLine } from './stock.schema';

/** One changed stock row, as `catalog.StockChanged` reports it. */
export interface StockChange {
  productId: string;
  variantId: string | null;
  sku: string | null;
  previousStock: number;
  stock: number;
  totalStock: number;
}

/** Why a line cannot be taken, and what is left of it (0 when it cannot be sold at all). */
export interface Shortage {
  productId: string;
  variantId: string | null;
  name: string;
  requested: number;
  available: number;
}

/**
 * Stock SQL: every change of stock is one conditional UPDATE, so the database, not a
 * read made earlier, decides whether the units are there. Writers lock the product row before its
 * variants (as the staff product writes do), so stock writes never deadlock each other.
 */
@Injectable()
export class StockRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  // ---- taking and giving back ----------------------------------------------------------------

  /** Gives one line back; null when its product or variant no longer exists (nothing to give back to). */
  async giveBack(line: ReservedLine): Promise<StockChange | null> {
    const { productId: p, variantId: v, quantity: q } = line;
    if (!isUuid(p) || (v !== null && !isUuid(v))) return null;
    if (v === null) {
      // Once the product got variants its own stock no longer counts, so nothing goes back to it.
      const [row] = await rows<{ stock: number; total_stock: number }>(
        this.tx.current(),
        sql`UPDATE products SET stock = stock + ${q}, total_stock = total_stock + ${q}
            WHERE id = ${p} AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = ${p})
            RETURNING stock, total_stock`,
      );
      return row ? { productId: p, variantId: null, sku: null, previousStock: row.stock - q, stock: row.stock, totalStock: row.total_stock } : null;
    }
    const [product] = await rows<{ total_stock: number }>(
      this.tx.current(),
      sql`UPDATE products SET total_stock = total_stock + ${q}
          WHERE id = ${p} AND EXISTS (SELECT 1 FROM variants v WHERE v.id = ${v} AND v.product_id = ${p})
          RETURNING total_stock`,
    );
    if (!product) return null;
    const [variant] = await rows<{ stock: number; sku: string }>(
      this.tx.current(),
      sql`UPDATE variants SET stock = stock + ${q} WHERE id = ${v} AND product_id = ${p} RETURNING stock, sku`,
    );
    return variant
      ? { productId: p, variantId: v, sku: variant.sku, previousStock: variant.stock - q, stock: variant.stock, totalStock: product.total_stock }
      : null;
  }

  /** What a line that could not be taken has left: 0 for an unknown, hidden or deleted product or an unknown variant. */
  async shortage(line: ReservedLine): Promise<Shortage> {
    const { productId, variantId, quantity: requested } = line;
    const none = { productId, variantId, name: 'Sản phẩm không còn bán', requested, available: 0 };
    if (!isUuid(productId) || (variantId !== null && !isUuid(variantId))) return none;
    const [row] = await rows<{
      name: string;
      is_active: boolean;
      stock: number;
      variant_count: number;
      v_id: string | null;
      v_stock: number | null;
      v_name: string | null;
      v_color: string | null;
      v_size: string | null;
    }>(
      this.tx.current(),
      sql`SELECT p.name, p.is_active, p.stock, (SELECT count(*)::int FROM variants x WHERE x.product_id = p.id) AS variant_count,
                 v.id AS v_id, v.stock AS v_stock, v.name AS v_name, v.color AS v_color, v.size AS v_size
          FROM products p LEFT JOIN variants v ON v.id = ${variantId} AND v.product_id = p.id
          WHERE p.id = ${productId}`,
    );
    if (!row) return none;
    const variant = row.v_id ? { name: row.v_name, color: row.v_color, size: row.v_size } : null;
    const name = lineName(row.name, variant);
    if (!row.is_active) return { ...none, name };
    if (variantId === null) return { ...none, name, available: row.variant_count > 0 ? 0 : row.stock };
    return { ...none, name, available: row.v_stock ?? 0 };
  }

  // ---- staff stock ---------------------------------------------------------------------------

  async variantForUpdate(productId: string, variantId: string): Promise<VariantRow | undefined> {
    if (!isUuid(variantId)) return undefined;
    const [row] = await this.tx
      .current()
      .select()
      .from(variants)
      .where(and(eq(variants.id, variantId), eq(variants.productId, productId)))
      .for('update');
    return row;
  }

  async hasVariants(productId: string): Promise<boolean> {
    const [row] = await this.tx.current().select({ id: variants.id }).from(variants).where(eq(variants.productId, productId)).limit(1);
    return !!row;
  }

  async setVariantStock(variantId: string, stock: number): Promise<void> {
    await this.tx.current().update(variants).set({ stock }).where(eq(variants.id, variantId));
  }

  async setProductStock(productId: string, stock: number): Promise<void> {
    await this.tx.current().update(products).set({ stock, updatedAt: new Date() }).where(eq(products.id, productId));
  }

  // ---- inventory -----------------------------------------------------------------------------

  private stockCondition(filter: StockFilter): SQL | undefined {
    if (filter === StockFilter.out)
      return sql`(EXISTS (SELECT 1 FROM variants v WHERE v.product_id = ${products.id} AND v.stock = 0) OR (NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = ${products.id}) AND ${products.stock} = 0))`;
    if (filter === StockFilter.low)
      return sql`(EXISTS (SELECT 1 FROM variants v WHERE v.product_id = ${products.id} AND v.stock BETWEEN 1 AND 4) OR (NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = ${products.id}) AND ${products.stock} BETWEEN 1 AND 4))`;
    return undefined;
  }

  async inventory(page: number, limit: number, words: string[], filter: StockFilter): Promise<{ rows: ProductRow[]; total: number }> {
    const conds = [...words.map((w) => sql`${products.searchText} LIKE ${containsPattern(w)}`), this.stockCondition(filter)].filter((c): c is SQL => !!c);
    const where = conds.length ? and(...conds) : undefined;
    const [found, [{ total }]] = await Promise.all([
      this.tx
        .current()
        .select()
        .from(products)
        .where(where)
        .orderBy(asc(products.totalStock), sql`${products.name} COLLATE vi_vn`, asc(products.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.tx
        .current()
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where),
    ]);
    return { rows: found, total };
  }

  /** product §4.4 summary: in stock counts above 5 only, so exactly 5 is in no group. */
  async inventorySummary(): Promise<{ totalVariants: number; inStock: number; low: number; out: number }> {
    const [r] = await rows<{ total: number; in_stock: number; low: number; out: number }>(
      this.tx.current(),
      sql`
      SELECT count(*)::int AS total,
             (count(*) FILTER (WHERE s > 5))::int AS in_stock,
             (count(*) FILTER (WHERE s BETWEEN 1 AND 4))::int AS low,
             (count(*) FILTER (WHERE s = 0))::int AS out
      FROM (SELECT v.stock AS s FROM variants v
            UNION ALL
            SELECT p.stock FROM products p WHERE NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)) items`,
    );
    return { totalVariants: r.total, inStock: r.in_stock, low: r.low, out: r.out };
  }
}
