import { Injectable } from '@nestjs/common';
import type { OrderModel } from './order.model';
import { toOrderModel, type OrderViewer } from './order-view';
import type { OrderRow } from './orders.schema';
import { OrdersRepository } from './orders.repository';

/** Turns order rows into views with their items and rated products, in two queries for a whole page. */
@Injectable()
export class OrderViews {
  constructor(private readonly orders: OrdersRepository) {}

  async of(rows: OrderRow[], viewer: OrderViewer): Promise<OrderModel[]> {
    const ids = rows.map((r) => r.id);
    const [items, reviewed] = await Promise.all([this.orders.items(ids), this.orders.reviewed(ids)]);
    return rows.map((row) =>
      toOrderModel(
        row,
        items.filter((i) => i.orderId === row.id),
        new Set(reviewed.filter((r) => r.orderId === row.id).map((r) => r.productId)),
        viewer,
      ),
    );
  }

  async one(row: OrderRow, viewer: OrderViewer): Promise<OrderModel> {
    return (await this.of([row], viewer))[0];
  }
}
