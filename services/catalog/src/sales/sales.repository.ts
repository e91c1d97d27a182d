import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { isUuid, TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { countedOrders } from './sales.schema';

@Injectable()
export class SalesRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /** Takes the order's counting key; false when the order was counted before. */
  async claimOrder(orderId: string): Promise<boolean> {
    const inserted = await this.tx.current().insert(countedOrders).values({ orderId }).onConflictDoNothing().returning({ orderId: countedOrders.orderId });
    return inserted.length === 1;
  }

  /** One conditional-free increment per product; a product deleted since is skipped. */
  async addSold(productId: string, quantity: number): Promise<void> {
    if (!isUuid(productId)) return;
    await this.tx.current().execute(sql`UPDATE products SET sold_count = sold_count + ${quantity} WHERE id = ${productId}`);
  }
}
