import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { owedMailColumns, owedMailDueIndex } from '@shop/platform';

export const MAIL_KINDS = ['placed', 'shipped', 'cancelled'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

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
    ...owedMailColumns(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] }), owedMailDueIndex('mail_requests_due_idx', t.nextAttemptAt)],
);
