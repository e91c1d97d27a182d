import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PaymentEvents } from '@shop/contracts';
import { enqueueEvent } from '@shop/messaging';
import { uniqueViolation } from '@shop/platform';
import type { Transactions } from '../db/database';
import { OrderPaymentsRepository, type OrderPayment } from './order-payments.repository';
import { orderPayments, payments } from './sessions.schema';

export interface PaymentFacts {
  source: 'webhook' | 'staff';
  transactionId: string;
  amount: number;
  note: string | null;
  confirmedBy: string | null;
}

export type MarkPaidResult = 'paid' | 'already_paid' | 'transaction_used';

/** The one way an order becomes paid, whoever says so: the bank, a staff member, a transfer staff attach. */
export class PaymentLedger {
  private readonly orders: OrderPaymentsRepository;

  constructor(private readonly tx: Transactions) {
    this.orders = new OrderPaymentsRepository(tx);
  }

  /**
   * Marks a locked, open, unpaid order paid: the payment row (whose unique keys say "once per
   * order, one order per transaction"), the status, the code, and `payments.PaymentConfirmed`, all
   * in the open transaction. The caller holds the order's row lock (lockOrder), so a webhook, a
   * staff confirmation and an expiry of the same order take turns.
   */
  async markPaid(order: OrderPayment, facts: PaymentFacts): Promise<MarkPaidResult> {
    if (order.paymentStatus === 'paid') return 'already_paid';
    const id = randomUUID();
    try {
      // A savepoint, so a unique violation leaves the caller's transaction usable.
      await this.tx.savepoint(async () => {
        await this.tx
          .current()
          .insert(payments)
          .values({ id, orderId: order.orderId, ...facts });
      });
    } catch (err) {
      if (uniqueViolation(err, 'payments_order_uq')) return 'already_paid';
      if (uniqueViolation(err, 'payments_transaction_uq')) return 'transaction_used';
      throw err;
    }
    const session = await this.orders.latestSessionOf(order.orderId);
    await this.tx
      .current()
      .update(orderPayments)
      .set({ paymentStatus: 'paid', updatedAt: sql`now()` })
      .where(eq(orderPayments.orderId, order.orderId));
    await this.orders.endOpenSessions(order.orderId, 'paid');
    await enqueueEvent(this.tx.current(), PaymentEvents.PaymentConfirmed, {
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
}
