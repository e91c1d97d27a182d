import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from '@shop/config';
import type { Transactions } from '../db/database';
import { RefundLedger, TRANSFER_REFUND_SOURCES } from '../refunds/refund-ledger';
import { OrderPaymentsRepository } from '../sessions/order-payments.repository';
import { PaymentLedger } from '../sessions/payment-ledger';
import { countTransfer } from '../sessions/payment-metrics';
import { orderPayments } from '../sessions/sessions.schema';
import { bankTransactions } from './bank-transactions.schema';
import type { SepayTransaction } from '@shop/contracts';
import type { Outcome } from './transfer-outcomes';
import { foldReference, namedReferences } from './transfer-reference';

export type { Outcome };

/**
 * Outcomes staff must look at: short transfers, texts naming no order or several, and money to
 * return (the excess of an overpaid transfer, a second payment, a payment for a closed order).
 */
export const NEEDS_STAFF: Outcome[] = ['partial', 'ambiguous', 'unmatched', 'overpaid', 'already_paid', 'refund_due'];

/** What processing decided about a transfer; `refundAmount` is what the shop owes back (decision 0703). */
interface Applied {
  orderId: string | null;
  outcome: Outcome;
  refundAmount?: number;
  reason?: string;
}

/**
 * Automatic reconciliation of SePay notifications. `record` stores the
 * notification under its unique key and returns at once; `process` applies it afterwards, in its
 * own transaction, under the order's row lock.
 */
export class ReconciliationService {
  private readonly orders: OrderPaymentsRepository;
  private readonly ledger: PaymentLedger;
  private readonly refunds: RefundLedger;

  constructor(
    private readonly tx: Transactions,
    private readonly logger: Logger,
  ) {
    this.orders = new OrderPaymentsRepository(tx);
    this.ledger = new PaymentLedger(tx);
    this.refunds = new RefundLedger(tx);
  }

  /** The id of the new row, or undefined when this SePay transaction was already recorded. */
  async record(transfer: SepayTransaction): Promise<string | undefined> {
    const [row] = await this.tx
      .current()
      .insert(bankTransactions)
      .values({
        id: randomUUID(),
        provider: 'sepay',
        providerId: String(transfer.id),
        gateway: transfer.gateway,
        transactionDate: transfer.transactionDate,
        accountNumber: transfer.accountNumber,
        code: transfer.code,
        content: transfer.content,
        transferType: transfer.transferType,
        transferAmount: transfer.transferAmount,
        referenceCode: transfer.referenceCode,
        description: transfer.description,
        raw: transfer,
      })
      .onConflictDoNothing({ target: [bankTransactions.provider, bankTransactions.providerId] })
      .returning({ id: bankTransactions.id });
    return row?.id;
  }

  /** Applies one recorded notification, once: a second caller finds it locked or processed. */
  async process(id: string): Promise<Outcome | undefined> {
    const outcome = await this.tx.transactional(async () => {
      const [row] = await this.tx
        .current()
        .select()
        .from(bankTransactions)
        .where(and(eq(bankTransactions.id, id), isNull(bankTransactions.processedAt)))
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      const { orderId, outcome, refundAmount = null, reason = null } = await this.apply(row);
      await this.tx
        .current()
        .update(bankTransactions)
        .set({ orderId, outcome, refundAmount, reason, processedAt: sql`now()` })
        .where(eq(bankTransactions.id, id));
      const source = TRANSFER_REFUND_SOURCES[outcome];
      if (source && orderId && refundAmount) await this.refunds.owe({ transfer: id }, source, orderId, refundAmount);
      return outcome;
    });
    if (outcome) {
      this.logger.info({ bankTransaction: id, outcome }, 'bank transfer processed');
      countTransfer(outcome);
    }
    return outcome;
  }

  /** Processes what was recorded but not processed (a crash between answer and processing). */
  async processPending(olderThanMs = 10_000, limit = 100): Promise<number> {
    const rows = await this.tx
      .current()
      .select({ id: bankTransactions.id })
      .from(bankTransactions)
      .where(and(isNull(bankTransactions.processedAt), lt(bankTransactions.receivedAt, new Date(Date.now() - olderThanMs))))
      .orderBy(asc(bankTransactions.receivedAt))
      .limit(limit);
    for (const { id } of rows) await this.process(id);
    return rows.length;
  }

  private async apply(row: typeof bankTransactions.$inferSelect): Promise<Applied> {
    if (row.transferType !== 'in') return { orderId: null, outcome: 'outgoing' };
    let named = await this.namedOrders(row.content);
    if (!named.length && row.description) named = await this.namedOrders(row.description);
    // One transfer naming two orders pays neither: guessing would pay the wrong one (decision 0703).
    if (named.length > 1) {
      return { orderId: null, outcome: 'ambiguous', reason: `Nội dung chuyển khoản ghi nhiều đơn hàng: ${named.map((o) => o.orderNumber).join(', ')}` };
    }
    const order = named.length ? await this.orders.lockOrder(named[0].orderId) : undefined;
    if (!order) return { orderId: null, outcome: 'unmatched' };
    const { orderId } = order;
    const all = { orderId, refundAmount: row.transferAmount };
    if (order.paymentStatus === 'paid') return { ...all, outcome: 'already_paid' };
    // Money for a cancelled or expired order is never lost: it waits for staff to refund it.
    if (order.closedReason) return { ...all, outcome: 'refund_due' };
    if (row.transferAmount < order.amount) return { orderId, outcome: 'partial' };
    const result = await this.ledger.markPaid(order, {
      source: 'webhook',
      transactionId: `SEPAY-${row.providerId}`,
      amount: order.amount,
      note: row.content.slice(0, 500),
      confirmedBy: null,
    });
    if (result !== 'paid') return { ...all, outcome: 'already_paid' };
    // The order takes its total; the rest goes back to the customer.
    const excess = row.transferAmount - order.amount;
    return excess > 0 ? { orderId, outcome: 'overpaid', refundAmount: excess } : { orderId, outcome: 'paid' };
  }

  /** The orders the text names, each once, in the order it names them. */
  private async namedOrders(text: string): Promise<{ orderId: string; orderNumber: string }[]> {
    const folded = foldReference(text);
    if (!folded.includes('DONHANG')) return [];
    const candidates = await this.tx
      .current()
      .select({ orderId: orderPayments.orderId, orderNumber: orderPayments.orderNumber, key: orderPayments.referenceKey })
      .from(orderPayments)
      .where(sql`strpos(${folded}, ${orderPayments.referenceKey}) > 0`);
    const byKey = new Map(candidates.map(({ key, ...order }) => [key, order]));
    return namedReferences(text, [...byKey.keys()]).flatMap((key) => byKey.get(key) ?? []);
  }
}
