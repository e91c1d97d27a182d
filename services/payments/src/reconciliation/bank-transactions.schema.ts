import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every bank notification as it arrived: recorded first, processed after the
 * answer. The unique key on (provider, provider_id) applies each SePay transaction at most once.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    gateway: text('gateway'),
    transactionDate: text('transaction_date'),
    accountNumber: text('account_number'),
    code: text('code'),
    content: text('content').notNull(),
    transferType: text('transfer_type').notNull(),
    transferAmount: bigint('transfer_amount', { mode: 'number' }).notNull(),
    referenceCode: text('reference_code'),
    description: text('description'),
    raw: jsonb('raw').notNull(),
    /** The order the text names, once processed (null: no order matched). */
    orderId: text('order_id'),
    /**
     * paid, overpaid (paid, with an excess to return), partial, ambiguous (names several orders),
     * unmatched, already_paid, refund_due (order cancelled or expired), outgoing.
     */
    outcome: text('outcome'),
    /**
     * What the shop owes back for this transfer (decision 0703): the excess of an overpaid one, all
     * of one for an order already paid, cancelled or expired. Null when nothing is owed.
     */
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    /** Why it waits for staff when the outcome alone does not say it (the orders an ambiguous text names). */
    reason: text('reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** A staff member attached the transfer to `order_id` by hand (decision 0720): once per transfer. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    attachedBy: text('attached_by'),
    attachedByName: text('attached_by_name'),
    /** A staff member sorted it out otherwise (refunded outside the shop, not ours), with a note. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    handledByName: text('handled_by_name'),
    handledNote: text('handled_note'),
  },
  (t) => [
    uniqueIndex('bank_transactions_provider_uq').on(t.provider, t.providerId),
    index('bank_transactions_pending_idx')
      .on(t.receivedAt)
      .where(sql`processed_at IS NULL`),
    index('bank_transactions_outcome_idx').on(t.outcome, t.receivedAt),
    index('bank_transactions_order_idx')
      .on(t.orderId)
      .where(sql`order_id IS NOT NULL`),
    check('bank_transactions_handled_ck', sql`${t.handledAt} IS NULL OR length(${t.handledNote}) > 0`),
    check(
      'bank_transactions_outcome_ck',
      sql`${t.outcome} IS NULL OR ${t.outcome} IN ('paid', 'overpaid', 'partial', 'ambiguous', 'unmatched', 'already_paid', 'refund_due', 'outgoing')`,
    ),
    check('bank_transactions_refund_ck', sql`${t.refundAmount} IS NULL OR ${t.refundAmount} > 0`),
  ],
);
