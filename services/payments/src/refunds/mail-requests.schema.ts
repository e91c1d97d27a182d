import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { owedMailColumns, owedMailDueIndex } from '@shop/platform';
import { refunds } from './refunds.schema';

export const PAYMENT_MAIL_KINDS = ['refunded'] as const;
export type PaymentMailKind = (typeof PAYMENT_MAIL_KINDS)[number];

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
    ...owedMailColumns(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.kind] }), owedMailDueIndex('mail_requests_due_idx', t.nextAttemptAt)],
);
