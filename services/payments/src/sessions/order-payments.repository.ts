import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { orderPayments, paymentSessions } from './sessions.schema';

export type OrderPayment = typeof orderPayments.$inferSelect;
export type PaymentSession = typeof paymentSessions.$inferSelect;

/** The order's row, locked until the transaction ends: payments, cancels and expiries queue up here. */
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderPayment | undefined> {
  const [row] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).for('update');
  return row;
}

export async function findOrder(db: Executor, orderId: string): Promise<OrderPayment | undefined> {
  const [row] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return row;
}

export async function openSessionOf(db: Executor, orderId: string): Promise<PaymentSession | undefined> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')))
    .orderBy(desc(paymentSessions.createdAt))
    .limit(1);
  return row;
}

export async function latestSessionOf(db: Executor, orderId: string): Promise<PaymentSession | undefined> {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId)).orderBy(desc(paymentSessions.createdAt)).limit(1);
  return row;
}

/** Ends the open code of an order (replaced by a new one, payment cancelled, order closed or paid). */
export async function endOpenSessions(tx: Executor, orderId: string, status: 'replaced' | 'closed' | 'paid' | 'expired'): Promise<void> {
  await tx
    .update(paymentSessions)
    .set({ status })
    .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')));
}

export async function setPaymentStatus(tx: Executor, orderId: string, paymentStatus: 'unpaid' | 'pending' | 'paid'): Promise<void> {
  await tx
    .update(orderPayments)
    .set({ paymentStatus, updatedAt: sql`now()` })
    .where(eq(orderPayments.orderId, orderId));
}

export async function closeOrder(tx: Executor, orderId: string, reason: 'cancelled' | 'expired'): Promise<void> {
  await tx
    .update(orderPayments)
    .set({ closedReason: reason, closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orderPayments.orderId, orderId));
}
