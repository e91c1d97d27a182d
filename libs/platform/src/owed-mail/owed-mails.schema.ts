import { sql } from 'drizzle-orm';
import { index, integer, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * The columns a table of owed mails (`OwedMails`) has besides its subject and its `kind`, for a
 * service's Drizzle schema: when it was owed, when it may be tried (again, and the sender's lease
 * while it is being sent), how often it was, when it was sent, or given up with its error.
 */
export const owedMailColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it may be tried (again); also the sender's lease while it is being sent. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Set when the sender gave up after its last attempt; kept with the error for staff to see. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/** The index the sender's claim reads: the mails still owed only, which stay few while the table keeps history. */
export const owedMailDueIndex = (name: string, nextAttemptAt: PgColumn) =>
  index(name)
    .on(nextAttemptAt)
    .where(sql`sent_at IS NULL AND failed_at IS NULL`);
