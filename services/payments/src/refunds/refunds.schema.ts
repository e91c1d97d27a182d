import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bankTransactions } from '../reconciliation/bank-transactions.schema';
import { orderPayments } from '../sessions/sessions.schema';

/**
 * Money the shop owes a customer back (decision 0730), one row per sum owed. `cause` names what
 * made it owed, `payment:<id>` (a paid order cancelled, or a payment staff confirmed on a cancelled
 * order) or `transfer:<id>` (an overpaid transfer's excess, a transfer for an order already paid or
 * closed); its unique index is what makes a redelivered event or a retried transfer owe nothing more.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    cause: text('cause').notNull(),
    /** cancelled_paid, overpaid, already_paid, closed_order: why the money goes back. */
    source: text('source').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orderPayments.orderId),
    /** The transfer the money came with, when it came with one (staff may take the customer's account from it). */
    bankTransactionId: uuid('bank_transaction_id').references(() => bankTransactions.id),
    /** Whole dong. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** owed, then refunded once staff have sent it. */
    status: text('status').notNull().default('owed'),
    /** The customer's account, entered by staff: NAPAS BIN, bank name, account number and holder. */
    bankBin: text('bank_bin'),
    bankName: text('bank_name'),
    accountNo: text('account_no'),
    accountName: text('account_name'),
    /** The reference of the bank transfer staff made back (what the bank's app shows). */
    bankReference: text('bank_reference'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: text('refunded_by'),
    refundedByName: text('refunded_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_cause_uq').on(t.cause),
    index('refunds_status_idx').on(t.status, t.createdAt),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_ck', sql`${t.amount} > 0`),
    check('refunds_source_ck', sql`${t.source} IN ('cancelled_paid', 'overpaid', 'already_paid', 'closed_order')`),
    check('refunds_status_ck', sql`${t.status} IN ('owed', 'refunded')`),
    check('refunds_refunded_ck', sql`${t.status} = 'owed' OR (${t.refundedAt} IS NOT NULL AND length(${t.bankReference}) > 0)`),
  ],
);
