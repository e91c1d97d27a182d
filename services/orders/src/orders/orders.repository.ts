import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { DB } from '@shop/platform';
import type { Database, Executor } from '../db/database';
import { containsPattern, fold } from '@shop/platform';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status';
import { orderItems, orderNumberSeq, orderRequests, orderReviews, orders, type OrderItemRow, type OrderRow, type StatusHistoryEntry } from './orders.schema';

export interface OrderListFilter {
  customerId?: string;
  status?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
  paymentMethod?: PaymentMethod | null;
  search?: string | null;
  page: number;
  limit: number;
}

/** spec: `DH000123` — six digits at least, more when the sequence gets there. */
export const formatOrderNumber = (n: number | bigint): string => `DH${String(n).padStart(6, '0')}`;

const historyEntry = (entry: StatusHistoryEntry): SQL => sql`${orders.statusHistory} || ${JSON.stringify([entry])}::jsonb`;

@Injectable()
export class OrdersRepository {
  constructor(@Inject(DB) readonly db: Database) {}

  /**
   * Claims an Idempotency-Key for `orderId` (decision 0611). Only the caller whose insert won goes
   * on; everybody else gets the claimant's order id back.
   */
  async claim(customerId: string, key: string, orderId: string): Promise<{ orderId: string; mine: boolean; claimedAt: Date }> {
    const [mine] = await this.db.insert(orderRequests).values({ customerId, idempotencyKey: key, orderId }).onConflictDoNothing().returning();
    if (mine) return { orderId: mine.orderId, mine: true, claimedAt: mine.claimedAt };
    const [theirs] = await this.db
      .select()
      .from(orderRequests)
      .where(and(eq(orderRequests.customerId, customerId), eq(orderRequests.idempotencyKey, key)));
    if (!theirs) return this.claim(customerId, key, orderId); // the claimant failed and let go in between
    return { orderId: theirs.orderId, mine: false, claimedAt: theirs.claimedAt };
  }

  /** A placement that failed lets go of its key, so the customer can try again with it. */
  async unclaim(customerId: string, key: string, orderId: string): Promise<void> {
    await this.db
      .delete(orderRequests)
      .where(and(eq(orderRequests.customerId, customerId), eq(orderRequests.idempotencyKey, key), eq(orderRequests.orderId, orderId)));
  }

  async claimExists(customerId: string, key: string, orderId: string): Promise<boolean> {
    const rows = await this.db
      .select({ orderId: orderRequests.orderId })
      .from(orderRequests)
      .where(and(eq(orderRequests.customerId, customerId), eq(orderRequests.idempotencyKey, key), eq(orderRequests.orderId, orderId)));
    return rows.length > 0;
  }

  async nextOrderNumber(tx: Executor): Promise<string> {
    const { rows } = await tx.execute<{ n: string }>(sql`SELECT nextval(${sql.raw(`'${orderNumberSeq.seqName}'`)}) AS n`);
    return formatOrderNumber(BigInt(rows[0].n));
  }

  async insert(
    order: typeof orders.$inferInsert,
    items: (typeof orderItems.$inferInsert)[],
    tx: Executor,
  ): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
    const [row] = await tx.insert(orders).values(order).returning();
    const lines = await tx.insert(orderItems).values(items).returning();
    return { order: row, items: lines.sort((a, b) => a.position - b.position) };
  }

  async byId(id: string, tx: Executor = this.db): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** Locks the order row until the caller's transaction ends (never across a network call). */
  async lockForUpdate(id: string, tx: Executor): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  itemsIn(orderId: string, tx: Executor): Promise<OrderItemRow[]> {
    return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  }

  async items(orderIds: string[], tx: Executor = this.db): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return tx.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.position));
  }

  async reviewed(orderIds: string[]): Promise<{ orderId: string; productId: string }[]> {
    if (orderIds.length === 0) return [];
    return this.db
      .select({ orderId: orderReviews.orderId, productId: orderReviews.productId })
      .from(orderReviews)
      .where(inArray(orderReviews.orderId, orderIds));
  }

  async list(f: OrderListFilter): Promise<{ rows: OrderRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [
      f.customerId ? eq(orders.customerId, f.customerId) : undefined,
      f.status ? eq(orders.status, f.status) : undefined,
      f.paymentStatus ? eq(orders.paymentStatus, f.paymentStatus) : undefined,
      f.paymentMethod ? eq(orders.paymentMethod, f.paymentMethod) : undefined,
      ...fold(f.search ?? '')
        .split(' ')
        .filter(Boolean)
        .slice(0, 8)
        .map((w) => like(orders.searchText, containsPattern(w))),
    ];
    const where = and(...conditions);
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
        .limit(f.limit)
        .offset((f.page - 1) * f.limit),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { rows, total: n };
  }

  /**
   * Moves an order from one of `from` to `to` in one conditional statement, with its history
   * entry: of two parallel changes only one finds the order still in `from`.
   */
  async transition(
    id: string,
    from: readonly OrderStatus[],
    to: OrderStatus,
    entry: StatusHistoryEntry,
    patch: Partial<typeof orders.$inferInsert>,
    tx: Executor,
    extra?: SQL,
  ): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ ...patch, status: to, statusHistory: historyEntry(entry), updatedAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.status, [...from]), extra))
      .returning();
    return row;
  }

  /** Payment status changes that keep the order status; `unlessPaid` never downgrades a paid order. */
  async setPayment(
    id: string,
    patch: Partial<typeof orders.$inferInsert>,
    entry: StatusHistoryEntry | null,
    tx: Executor,
    onlyIf?: SQL,
  ): Promise<OrderRow | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ ...patch, ...(entry ? { statusHistory: historyEntry(entry) } : {}), updatedAt: new Date() })
      .where(and(eq(orders.id, id), onlyIf))
      .returning();
    return row;
  }

  async insertReview(row: typeof orderReviews.$inferInsert, tx: Executor) {
    const [created] = await tx.insert(orderReviews).values(row).returning();
    return created;
  }
}
