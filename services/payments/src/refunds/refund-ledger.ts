import { randomUUID } from 'node:crypto';
import type { Transactions } from '../db/database';
import { refunds } from './refunds.schema';

/** Why money goes back (decision 0730). */
export type RefundSource = 'cancelled_paid' | 'overpaid' | 'already_paid' | 'closed_order';

/** What a transfer's outcome owes back, when it owes anything (decision 0703). */
export const TRANSFER_REFUND_SOURCES: Partial<Record<string, RefundSource>> = {
  overpaid: 'overpaid',
  already_paid: 'already_paid',
  refund_due: 'closed_order',
};

export type RefundCause = { payment: string } | { transfer: string };

/**
 * Records money owed, once per cause, in the caller's transaction: a redelivered OrderCancelled,
 * a transfer processed twice or two staff at once all meet the unique `cause` and owe nothing more.
 */
export class RefundLedger {
  constructor(private readonly tx: Transactions) {}

  async owe(cause: RefundCause, source: RefundSource, orderId: string, amount: number): Promise<void> {
    if (amount <= 0) return;
    const key = 'payment' in cause ? `payment:${cause.payment}` : `transfer:${cause.transfer}`;
    await this.tx
      .current()
      .insert(refunds)
      .values({ id: randomUUID(), cause: key, source, orderId, amount, bankTransactionId: 'transfer' in cause ? cause.transfer : null })
      .onConflictDoNothing({ target: refunds.cause });
  }
}
