import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from '@shop/config';
import type { MessageBus } from '@shop/messaging';
import type { Database, Transaction } from '../db/database';
import { lockOrder } from '../sessions/order-payments.repository';
import { markPaid } from '../sessions/payment-ledger';
import { orderPayments } from '../sessions/sessions.schema';
import { bankTransactions } from './bank-transactions.schema';
import type { SepayTransaction } from './sepay-body';
import { foldReference, matchReference } from './transfer-reference';

export type Outcome = 'paid' | 'partial' | 'unmatched' | 'already_paid' | 'refund_due' | 'outgoing';

/** Outcomes staff must look at (issue 9 item 5): short transfers, unknown texts, money to refund. */
export const NEEDS_STAFF: Outcome[] = ['partial', 'unmatched', 'already_paid', 'refund_due'];

/**
 * Automatic reconciliation of SePay notifications (issue 9 item 4). `record` stores the
 * notification under its unique key and returns at once; `process` applies it afterwards, in its
 * own transaction, under the order's row lock.
 */
export class ReconciliationService {
  constructor(
    private readonly db: Database,
    private readonly bus: Pick<MessageBus, 'nudge'>,
    private readonly logger: Logger,
  ) {}

  /** The id of the new row, or undefined when this SePay transaction was already recorded. */
  async record(tx: SepayTransaction): Promise<string | undefined> {
    const [row] = await this.db
      .insert(bankTransactions)
      .values({
        id: randomUUID(),
        provider: 'sepay',
        providerId: String(tx.id),
        gateway: tx.gateway,
        transactionDate: tx.transactionDate,
        accountNumber: tx.accountNumber,
        code: tx.code,
        content: tx.content,
        transferType: tx.transferType,
        transferAmount: tx.transferAmount,
        referenceCode: tx.referenceCode,
        description: tx.description,
        raw: tx,
      })
      .onConflictDoNothing({ target: [bankTransactions.provider, bankTransactions.providerId] })
      .returning({ id: bankTransactions.id });
    return row?.id;
  }

  /** Applies one recorded notification, once: a second caller finds it locked or processed. */
  async process(id: string): Promise<Outcome | undefined> {
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(bankTransactions)
        .where(and(eq(bankTransactions.id, id), isNull(bankTransactions.processedAt)))
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      const { orderId, outcome } = await this.apply(tx, row);
      await tx
        .update(bankTransactions)
        .set({ orderId, outcome, processedAt: sql`now()` })
        .where(eq(bankTransactions.id, id));
      return outcome;
    });
    if (outcome) {
      this.logger.info({ bankTransaction: id, outcome }, 'bank transfer processed');
      this.bus.nudge();
    }
    return outcome;
  }

  /** Processes what was recorded but not processed (a crash between answer and processing). */
  async processPending(olderThanMs = 10_000, limit = 100): Promise<number> {
    const rows = await this.db
      .select({ id: bankTransactions.id })
      .from(bankTransactions)
      .where(and(isNull(bankTransactions.processedAt), lt(bankTransactions.receivedAt, new Date(Date.now() - olderThanMs))))
      .orderBy(asc(bankTransactions.receivedAt))
      .limit(limit);
    for (const { id } of rows) await this.process(id);
    return rows.length;
  }

  private async apply(tx: Transaction, row: typeof bankTransactions.$inferSelect): Promise<{ orderId: string | null; outcome: Outcome }> {
    if (row.transferType !== 'in') return { orderId: null, outcome: 'outgoing' };
    const orderId = (await this.matchOrder(tx, row.content)) ?? (row.description ? await this.matchOrder(tx, row.description) : undefined);
    if (!orderId) return { orderId: null, outcome: 'unmatched' };
    const order = await lockOrder(tx, orderId);
    if (!order) return { orderId: null, outcome: 'unmatched' };
    if (order.paymentStatus === 'paid') return { orderId, outcome: 'already_paid' };
    // Money for a cancelled or expired order is never lost: it waits for staff to refund it.
    if (order.closedReason) return { orderId, outcome: 'refund_due' };
    if (row.transferAmount < order.amount) return { orderId, outcome: 'partial' };
    const result = await markPaid(tx, order, {
      source: 'webhook',
      transactionId: `SEPAY-${row.providerId}`,
      amount: order.amount,
      note: row.content.slice(0, 500),
      confirmedBy: null,
    });
    return { orderId, outcome: result === 'paid' ? 'paid' : 'already_paid' };
  }

  private async matchOrder(tx: Transaction, text: string): Promise<string | undefined> {
    const folded = foldReference(text);
    if (!folded.includes('DONHANG')) return undefined;
    const candidates = await tx
      .select({ orderId: orderPayments.orderId, key: orderPayments.referenceKey })
      .from(orderPayments)
      .where(sql`strpos(${folded}, ${orderPayments.referenceKey}) > 0`);
    const key = matchReference(
      text,
      candidates.map((c) => c.key),
    );
    return candidates.find((c) => c.key === key)?.orderId;
  }
}
