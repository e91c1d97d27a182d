import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { DB, queryPrepared, TRANSACTIONS } from '@shop/platform';
import type { Envelope } from '@shop/contracts';
import { outboxInsert } from '@shop/messaging';
import type { Database, Transactions } from '../db/database';
import { containsPattern, fold } from '@shop/platform';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status';
import { SHOP_TIME_ZONE } from '../stats/stats.repository';
import { orderItems, orderNumberSeq, orderRequests, orderReviews, orders, type OrderItemRow, type OrderRow, type StatusHistoryEntry } from './orders.schema';

export interface OrderListFilter {
  customerId?: string;
  status?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
  paymentMethod?: PaymentMethod | null;
  search?: string | null;
  /** First and last day placed, YYYY-MM-DD in Vietnam time, both included; checked by the caller. */
  from?: string | null;
  to?: string | null;
  page: number;
  limit: number;
}

const historyEntry = (entry: StatusHistoryEntry): SQL => sql`${orders.statusHistory} || ${JSON.stringify([entry])}::jsonb`;

@Injectable()
export class OrdersRepository {
  /** Prepared once (decision 0613): every order with an Idempotency-Key runs it. */
  private readonly claimStatement;

  constructor(
    @Inject(DB) db: Database,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
  ) {
    this.claimStatement = db
      .insert(orderRequests)
      .values({
        customerId: sql.placeholder('customerId'),
        idempotencyKey: sql.placeholder('key'),
        orderId: sql.placeholder('orderId'),
        fingerprint: sql.placeholder('fingerprint'),
      })
      .onConflictDoNothing()
      .returning()
      .prepare('orders.claim');
  }

  /**
   * Claims an Idempotency-Key for `orderId` and the request's fingerprint (decisions 0611, 0614).
   * Only the caller whose insert won goes on; everybody else gets the claimant's order id and
   * fingerprint back.
   */
  async claim(
    customerId: string,
    key: string,
    orderId: string,
    fingerprint: string,
  ): Promise<{ orderId: string; mine: boolean; claimedAt: Date; fingerprint: string | null }> {
    const [mine] = await this.claimStatement.execute({ customerId, key, orderId, fingerprint });
    if (mine) return { orderId: mine.orderId, mine: true, claimedAt: mine.claimedAt, fingerprint };
    const [theirs] = await this.tx
      .current()
      .select()
      .from(orderRequests)
      .where(and(eq(orderRequests.customerId, customerId), eq(orderRequests.idempotencyKey, key)));
    if (!theirs) return this.claim(customerId, key, orderId, fingerprint); // the claimant failed and let go in between
    return { orderId: theirs.orderId, mine: false, claimedAt: theirs.claimedAt, fingerprint: theirs.fingerprint };
  }

  /** A placement that failed lets go of its key, so the customer can try again with it. */
  async unclaim(customerId: string, key: string, orderId: string): Promise<void> {
    await this.tx
      .current()
      .delete(orderRequests)
      .where(and(eq(orderRequests.customerId, customerId), eq(orderRequests.idempotencyKey, key), eq(orderRequests.orderId, orderId)));
  }

  async claimExists(customerId: string, key: string, orderId: string): Promise<boolean> {
    const rows = await this.tx
      .current()
      .select({ orderId: orderRequests.orderId })
      .from(orderRequests)
      .where(and(eq(orderRequests.customerId, customerId), eq(orderRequests.idempotencyKey, key), eq(orderRequests.orderId, orderId)));
    return rows.length > 0;
  }

  /**
   * Places an order in one statement (decision 0613, addendum of 27 November): takes the coupon's
   * use (when there is one), then, only if it was taken, numbers the order from the sequence and
   * inserts it with its items, removes its lines from the cart, owes the customer the confirmation
   * mail and writes its event to the outbox with the number set (`messaging_outbox_insert`, called
   * once per order placed). One statement is one implicit transaction: all of it or nothing, and
   * the coupon's row is locked only while the statement runs. Answers the order number, or null
   * when the coupon's use could not be taken (used up, expired or switched off since it was read).
   * Prepared once per connection: planning it cost more than running it.
   */
  async place(p: {
    order: Omit<typeof orders.$inferInsert, 'orderNumber' | 'searchText'> & { createdAt: Date };
    items: (typeof orderItems.$inferInsert & { id: string })[];
    /** The customer's name folded (`fold`): the search text is the order number's then this. */
    foldedName: string;
    cartKeys: string[];
    /** The OrderPlaced event, whose payload gets `orderNumber` from the statement. */
    event: Envelope<unknown>;
  }): Promise<string | null> {
    const { order: o, event } = p;
    const json = (v: unknown) => JSON.stringify(v ?? null);
    const items = p.items.map((i) => ({
      id: i.id,
      position: i.position,
      product_id: i.productId,
      variant_id: i.variantId ?? null,
      name: i.name,
      image: i.image ?? null,
      price: i.price,
      quantity: i.quantity,
      subtotal: i.subtotal,
      variant: i.variant ?? null,
    }));
    const rows = await queryPrepared<{ order_number: string }>(
      this.tx.current(),
      'orders.place',
      sql`
      WITH coupon AS (
        UPDATE coupons SET used_count = used_count + 1
        WHERE id = ${o.couponId ?? null}::uuid AND is_active AND start_date < ${o.createdAt} AND end_date > ${o.createdAt}
          AND (usage_limit IS NULL OR used_count < usage_limit)
        RETURNING id
      ), numbered AS (
        -- spec: DH000123, six digits at least, more when the sequence gets there.
        SELECT 'DH' || repeat('0', greatest(0, 6 - length(n))) || n AS order_number
        FROM (SELECT nextval(${sql.raw(`'${orderNumberSeq.seqName}'`)})::text AS n
              WHERE ${o.couponId ?? null}::uuid IS NULL OR EXISTS (SELECT 1 FROM coupon)) AS next
      ), placed AS (
        INSERT INTO orders (id, order_number, customer_id, idempotency_key, status, customer_info, shipping_address,
          shipping_method, payment_method, payment_status, subtotal, shipping_fee, total_discount, total_amount,
          coupon_id, coupon_code, customer_note, created_by, status_history, search_text, created_at, updated_at)
        SELECT ${o.id}::uuid, order_number, ${o.customerId}::uuid, ${o.idempotencyKey ?? null},
          ${o.status}, ${json(o.customerInfo)}::jsonb, ${json(o.shippingAddress)}::jsonb, ${o.shippingMethod}, ${o.paymentMethod},
          ${o.paymentStatus}, ${o.subtotal}, ${o.shippingFee}, ${o.totalDiscount}, ${o.totalAmount}, ${o.couponId ?? null}::uuid,
          ${o.couponCode ?? null}, ${o.customerNote ?? null}, ${o.createdBy ? json(o.createdBy) : null}::jsonb, ${json(o.statusHistory)}::jsonb,
          rtrim(lower(order_number) || ' ' || ${p.foldedName}), ${o.createdAt}, ${o.createdAt}
        FROM numbered
        RETURNING order_number
      ), items AS (
        INSERT INTO order_items (id, order_id, position, product_id, variant_id, name, image, price, quantity, subtotal, variant)
        SELECT x.id, ${o.id}::uuid, x.position, x.product_id, x.variant_id, x.name, x.image, x.price, x.quantity, x.subtotal, x.variant
        FROM placed, jsonb_to_recordset(${json(items)}::jsonb) AS x(id uuid, position int, product_id uuid, variant_id text,
          name text, image text, price bigint, quantity int, subtotal bigint, variant jsonb)
      ), cart AS (
        DELETE FROM cart_items
        WHERE user_id = ${o.customerId}::uuid AND EXISTS (SELECT 1 FROM placed)
          AND product_id::text || '|' || variant_id IN (SELECT jsonb_array_elements_text(${json(p.cartKeys)}::jsonb))
      ), mail AS (
        INSERT INTO mail_requests (order_id, kind) SELECT ${o.id}::uuid, 'placed' FROM placed
      )
      SELECT order_number, ${outboxInsert(event, sql`${json(event.payload)}::jsonb || jsonb_build_object('orderNumber', placed.order_number)`)}
      FROM placed`,
    );
    return rows[0]?.order_number ?? null;
  }

  async byId(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.tx.current().select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** Locks the order row until the caller's transaction ends (never across a network call). */
  async lockForUpdate(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.tx.current().select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  }

  itemsIn(orderId: string): Promise<OrderItemRow[]> {
    return this.tx.current().select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  }

  /** An order and its items in one statement (the order mail reads both for every order placed). */
  async withItems(id: string): Promise<{ order: OrderRow; items: OrderItemRow[] } | undefined> {
    const rows = await this.tx
      .current()
      .select({ order: orders, item: orderItems })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.id, id))
      .orderBy(asc(orderItems.position));
    if (rows.length === 0) return undefined;
    return { order: rows[0].order, items: rows.flatMap((r) => (r.item ? [r.item] : [])) };
  }

  async items(orderIds: string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return this.tx.current().select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.position));
  }

  async reviewed(orderIds: string[]): Promise<{ orderId: string; productId: string }[]> {
    if (orderIds.length === 0) return [];
    return this.tx
      .current()
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
      f.from ? sql`${orders.createdAt} >= (${f.from}::date::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})` : undefined,
      f.to ? sql`${orders.createdAt} < ((${f.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})` : undefined,
      ...fold(f.search ?? '')
        .split(' ')
        .filter(Boolean)
        .slice(0, 8)
        .map((w) => like(orders.searchText, containsPattern(w))),
    ];
    const where = and(...conditions);
    const [rows, [{ n }]] = await Promise.all([
      this.tx
        .current()
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
        .limit(f.limit)
        .offset((f.page - 1) * f.limit),
      this.tx.current().select({ n: count() }).from(orders).where(where),
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
    extra?: SQL,
  ): Promise<OrderRow | undefined> {
    const [row] = await this.tx
      .current()
      .update(orders)
      .set({ ...patch, status: to, statusHistory: historyEntry(entry), updatedAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.status, [...from]), extra))
      .returning();
    return row;
  }

  /** Payment status changes: the order status and its history stay as they are; `onlyIf` never downgrades a paid order. */
  async setPayment(id: string, patch: Partial<typeof orders.$inferInsert>, onlyIf?: SQL): Promise<OrderRow | undefined> {
    const [row] = await this.tx
      .current()
      .update(orders)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(orders.id, id), onlyIf))
      .returning();
    return row;
  }

  async insertReview(row: typeof orderReviews.$inferInsert) {
    const [created] = await this.tx.current().insert(orderReviews).values(row).returning();
    return created;
  }
}
