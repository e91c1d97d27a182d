import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { refunds } from './refunds.schema';

export type PaymentMailKind = 'refunded';

/**
 * Mails payments owes customers (the platform's `OwedMails`, as orders' `mail_requests`): owed in
 * the transaction that handles `payments.RefundCompleted`, sent later by the RefundMailSender. One
 * per refund and kind, so a redelivered event owes nothing more.
 */
export const mailRequests = pgTable(
  'mail_requests',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id),
    kind: text('kind').$type<PaymentMailKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it may be tried (again); also the sender's lease while it is being sent. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the sender gave up after its last attempt; kept with the error for staff to see. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.kind] }),
    // The sender only looks at mails still owed, which stay few while the table keeps history.
    index('mail_requests_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
);
