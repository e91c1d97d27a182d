import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type MailKind = 'placed' | 'shipped' | 'cancelled';

/**
 * Mails owed to customers (decision 0613, addendum of 27 November): written in the transaction
 * of what they announce (the order's placement, a status change's event), sent later by the
 * MailSender at a steady pace. One per order and kind, so a redelivered event owes nothing more.
 */
export const mailRequests = pgTable(
  'mail_requests',
  {
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<MailKind>().notNull(),
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
    primaryKey({ columns: [t.orderId, t.kind] }),
    // The sender only looks at mails still owed, which stay few while the table keeps history.
    index('mail_requests_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
);
