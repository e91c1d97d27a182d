import { Injectable } from '@nestjs/common';
import type { OrderEvents, PayloadOf } from '@shop/contracts';
import { sumLines } from '../stock/stock-lines';
import { SalesRepository } from './sales.repository';

/**
 * soldCount (decision 0600): a sale counts when its order is delivered, once per order, and a
 * cancelled order (never delivered: delivered and cancelled are both final) never counts.
 * Best sellers sort by it.
 */
@Injectable()
export class SoldCountService {
  constructor(private readonly sales: SalesRepository) {}

  /** `orders.OrderDelivered`, in the handler's transaction. */
  async countDelivered(order: PayloadOf<typeof OrderEvents.OrderDelivered>): Promise<void> {
    if (!(await this.sales.claimOrder(order.orderId))) return;
    const perProduct = sumLines(order.lines.map((l) => ({ productId: l.productId, variantId: null, quantity: l.quantity })));
    for (const line of perProduct) await this.sales.addSold(line.productId, line.quantity);
  }
}
