import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PaymentEvents } from '@shop/contracts';
import { enqueueEvent } from '@shop/messaging';
import { uniqueViolation } from '@shop/platform';
import type { Transaction } from '../db/database';
import { endOpenSessions, latestSessionOf, type OrderPayment } from './order-payments.repository';
import { orderPayments, payments } from './sessions.schema';

export interface PaymentFacts {
  source: 'webhook' | 'staff';
  transactionId: string;
  amount: number;
  note: string | null;
  confirmedBy: string | null;
}

export type MarkPaidResult = 'paid' | 'already_paid' | 'transaction_used';

/**
 * Marks a locked, open, unpaid order paid: the payment row (whose unique keys say "once per order,
 * one order per transaction"), the status, the code, and `payments.PaymentConfirmed`, all in the
 * caller's transaction. The caller holds the order's row lock (lockOrder), so a webhook, a staff
 * confirmation and an expiry of the same order take turns.
 */
export async function markPaid(tx: Transaction, order: OrderPayment, facts: PaymentFacts): Promise<MarkPaidResult> {
  if (order.paymentStatus === 'paid') return 'already_paid';
  const id = randomUUID();
  try {
    // A savepoint, so a unique violation leaves the caller's transaction usable.
    await tx.transaction(async (sp) => {
      await sp.insert(payments).values({ id, orderId: order.orderId, ...facts });
    });
  } catch (err) {
    if (uniqueViolation(err, 'payments_order_uq')) return 'already_paid';
    if (uniqueViolation(err, 'payments_transaction_uq')) return 'transaction_used';
    throw err;
  }
  const session = await latestSessionOf(tx, order.orderId);
  await tx
    .update(orderPayments)
    .set({ paymentStatus: 'paid', updatedAt: sql`now()` })
    .where(eq(orderPayments.orderId, order.orderId));
  await endOpenSessions(tx, order.orderId, 'paid');
  await enqueueEvent(tx, PaymentEvents.PaymentConfirmed, {
    orderId: order.orderId,
    paymentId: session?.id ?? id,
    amount: facts.amount,
    source: facts.source,
    transactionId: facts.transactionId,
    note: facts.note,
    paidAt: new Date().toISOString(),
  });
  return 'paid';
}
