import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import { queryRows as rows, type Transactions } from '../db/database';
import type { StockItem } from './stock-import.plan';

type ItemRow = {
  product_id: string;
  product_name: string;
  variant_id: string | null;
  variant_name: string | null;
  sku: string | null;
  price: number;
  original_price: number | null;
  stock: number;
  is_active: boolean;
};

const toItem = (r: ItemRow): StockItem & { isActive: boolean } => ({
  productId: r.product_id,
  productName: r.product_name,
  variantId: r.variant_id,
  variantName: r.variant_name,
  sku: r.sku,
  price: Number(r.price),
  originalPrice: r.original_price === null ? null : Number(r.original_price),
  stock: Number(r.stock),
  isActive: r.is_active,
});

/** Every variant, and every product without variants, as one sheet row (decision 0522). */
@Injectable()
export class StockSheetRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /** Newest products first, variants in their order, hidden products included (staff view). */
  async items(): Promise<(StockItem & { isActive: boolean })[]> {
    const found = await rows<ItemRow>(
      this.tx.current(),
      sql`SELECT p.id AS product_id, p.name AS product_name, v.id AS variant_id, v.name AS variant_name, v.sku,
            p.price, p.original_price, COALESCE(v.stock, p.stock) AS stock, p.is_active
          FROM products p LEFT JOIN variants v ON v.product_id = p.id
          ORDER BY p.created_at DESC, p.id, v.position, v.id`,
    );
    return found.map(toItem);
  }

  /**
   * The rows of these products, locked until the transaction ends: products in id order, then
   * their variants, as reservations and staff product writes lock them (decision 0601), so an
   * import and an order never deadlock.
   */
  async lockItems(productIds: string[]): Promise<StockItem[]> {
    if (productIds.length === 0) return [];
    const ids = sql`ARRAY[${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
    await rows(this.tx.current(), sql`SELECT id FROM products WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE`);
    await rows(this.tx.current(), sql`SELECT id FROM variants WHERE product_id = ANY(${ids}) ORDER BY product_id, id FOR UPDATE`);
    const found = await rows<ItemRow>(
      this.tx.current(),
      sql`SELECT p.id AS product_id, p.name AS product_name, v.id AS variant_id, v.name AS variant_name, v.sku,
            p.price, p.original_price, COALESCE(v.stock, p.stock) AS stock, p.is_active
          FROM products p LEFT JOIN variants v ON v.product_id = p.id
          WHERE p.id = ANY(${ids})`,
    );
    return found.map(toItem);
  }

  async setPrice(productId: string, price: number, originalPrice: number | null): Promise<void> {
    await this.tx.current().execute(sql`UPDATE products SET price = ${price}, original_price = ${originalPrice}, updated_at = now() WHERE id = ${productId}`);
  }
}
