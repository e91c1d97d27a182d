import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { isUuid } from '@shop/platform';
import type { Executor } from '../db/database';
import { countedOrders } from './sales.schema';

@Injectable()
export class SalesRepository {
  /** Takes the order's counting key; false when the order was counted before. */
  async claimOrder(tx: Executor, orderId: string): Promise<boolean> {
    const inserted = await tx.insert(countedOrders).values({ orderId }).onConflictDoNothing().returning({ orderId: countedOrders.orderId });
    return inserted.length === 1;
  }

  /** One conditional-free increment per product; a product deleted since is skipped. */
  async addSold(tx: Executor, productId: string, quantity: number): Promise<void> {
    if (!isUuid(productId)) return;
    await tx.execute(sql`UPDATE products SET sold_count = sold_count + ${quantity} WHERE id = ${productId}`);
  }
}
