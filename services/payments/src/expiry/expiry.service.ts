import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { PaymentEvents } from '@shop/contracts';
import { enqueueEvent } from '@shop/messaging';
import type { Logger } from '@shop/config';
import type { Transactions } from '../db/database';
import { OrderPaymentsRepository } from '../sessions/order-payments.repository';
import { orderPayments, paymentSessions } from '../sessions/sessions.schema';

export const holdExpiredReason = (holdMinutes: number): string => `Hết thời gian chờ thanh toán chuyển khoản (${holdMinutes} phút)`;

/**
 * What the worker's jobs do. Each step re-reads the database under the order's
 * row lock, so a job that fires twice, early or late, or together with a payment, does the right
 * thing: a paid order is never expired, and an expired one never turns paid.
 */
export class ExpiryService {
  private readonly orders: OrderPaymentsRepository;

  constructor(
    private readonly tx: Transactions,
    private readonly logger: Logger,
    private readonly holdMinutes: number,
  ) {
    this.orders = new OrderPaymentsRepository(tx);
  }

  /** A code's 300 s ran out: it stops counting (the order stays payable until its hold ends). */
  async expireSession(sessionId: string): Promise<boolean> {
    const rows = await this.tx
      .current()
      .update(paymentSessions)
      .set({ status: 'expired' })
      .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'open'), lte(paymentSessions.expiresAt, sql`now()`)))
      .returning({ id: paymentSessions.id });
    return rows.length > 0;
  }

  /**
   * The hold of an unpaid qr_payment order ended: close it and publish `payments.PaymentExpired`,
   * on which orders cancels the order and gives its stock and coupon back. Returns 'early' when
   * the hold has not ended yet (the job is then scheduled again).
   */
  async expireHold(orderId: string): Promise<'expired' | 'early' | 'nothing'> {
    const result = await this.tx.transactional(async () => {
      const order = await this.orders.lockOrder(orderId);
      if (!order || order.paymentMethod !== 'qr_payment' || order.paymentStatus === 'paid' || order.closedReason || !order.holdUntil) return 'nothing' as const;
      if (order.holdUntil.getTime() > Date.now()) return 'early' as const;
      const session = await this.orders.latestSessionOf(orderId);
      await this.orders.endOpenSessions(orderId, 'expired');
      await this.orders.closeOrder(orderId, 'expired');
      await enqueueEvent(this.tx.current(), PaymentEvents.PaymentExpired, {
        orderId,
        paymentId: session?.id ?? orderId,
        expiredAt: new Date().toISOString(),
        reason: holdExpiredReason(this.holdMinutes),
      });
      return 'expired' as const;
    });
    if (result === 'expired') this.logger.info({ orderId }, 'unpaid QR order expired');
    return result;
  }

  /**
   * Everything overdue that no job covered: a job lost before it reached Redis, or every job at
   * once when Redis came back empty (decision 0702). The database says what is overdue, so the
   * sweep goes on in batches until no ended hold is left, not one batch a round.
   */
  async sweep(batch = 100): Promise<{ sessions: number; holds: number }> {
    const sessions = await this.tx
      .current()
      .update(paymentSessions)
      .set({ status: 'expired' })
      .where(and(eq(paymentSessions.status, 'open'), lte(paymentSessions.expiresAt, sql`now()`)))
      .returning({ id: paymentSessions.id });
    let holds = 0;
    for (;;) {
      const overdue = await this.tx
        .current()
        .select({ orderId: orderPayments.orderId })
        .from(orderPayments)
        .where(
          and(
            isNull(orderPayments.closedAt),
            ne(orderPayments.paymentStatus, 'paid'),
            eq(orderPayments.paymentMethod, 'qr_payment'),
            lte(orderPayments.holdUntil, sql`now()`),
          ),
        )
        .orderBy(asc(orderPayments.holdUntil))
        .limit(batch);
      let expired = 0;
      for (const { orderId } of overdue) if ((await this.expireHold(orderId)) === 'expired') expired++;
      holds += expired;
      // A short batch was the last; one where nothing expired (this clock behind the database's)
      // is left to the next round rather than read again at once.
      if (overdue.length < batch || expired === 0) return { sessions: sessions.length, holds };
    }
  }
}
