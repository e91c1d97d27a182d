import { and, desc, eq, sql } from 'drizzle-orm';
import type { Transactions } from '../db/database';
import { orderPayments, paymentSessions } from './sessions.schema';

export type OrderPayment = typeof orderPayments.$inferSelect;
export type PaymentSession = typeof paymentSessions.$inferSelect;

/** An order's payment row and its codes, on the transaction context's executor (decision 0011). */
export class OrderPaymentsRepository {
  constructor(private readonly tx: Transactions) {}

  /** The order's row, locked until the transaction ends: payments, cancels and expiries queue up here. */
  async lockOrder(orderId: string): Promise<OrderPayment | undefined> {
    const [row] = await this.tx.current().select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).for('update');
    return row;
  }

  async findOrder(orderId: string): Promise<OrderPayment | undefined> {
    const [row] = await this.tx.current().select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    return row;
  }

  async openSessionOf(orderId: string): Promise<PaymentSession | undefined> {
    const [row] = await this.tx
      .current()
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')))
      .orderBy(desc(paymentSessions.createdAt))
      .limit(1);
    return row;
  }

  async latestSessionOf(orderId: string): Promise<PaymentSession | undefined> {
    const [row] = await this.tx
      .current()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, orderId))
      .orderBy(desc(paymentSessions.createdAt))
      .limit(1);
    return row;
  }

  /** Ends the open code of an order (replaced by a new one, payment cancelled, order closed or paid). */
  async endOpenSessions(orderId: string, status: 'replaced' | 'closed' | 'paid' | 'expired'): Promise<void> {
    await this.tx
      .current()
      .update(paymentSessions)
      .set({ status })
      .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')));
  }

  async setPaymentStatus(orderId: string, paymentStatus: 'unpaid' | 'pending' | 'paid'): Promise<void> {
    await this.tx
      .current()
      .update(orderPayments)
      .set({ paymentStatus, updatedAt: sql`now()` })
      .where(eq(orderPayments.orderId, orderId));
  }

  async closeOrder(orderId: string, reason: 'cancelled' | 'expired'): Promise<void> {
    await this.tx
      .current()
      .update(orderPayments)
      .set({ closedReason: reason, closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orderPayments.orderId, orderId));
  }

  /**
   * The customer's email for orders the command recorded first (it does not carry one), in one
   * statement for the orders of a batch; an email already known is kept.
   */
  async fillEmails(orders: { orderId: string; customerEmail: string }[]): Promise<void> {
    if (!orders.length) return;
    await this.tx.current().execute(sql`
      UPDATE order_payments o SET customer_email = v.email
      FROM unnest(${sql.param(orders.map((o) => o.orderId))}::text[], ${sql.param(orders.map((o) => o.customerEmail))}::text[]) AS v(order_id, email)
      WHERE o.order_id = v.order_id AND o.customer_email IS NULL`);
  }
}
