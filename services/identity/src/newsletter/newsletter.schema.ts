import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Newsletter sign-ups (decision 0800): one row per address, double opt-in.
 * `consent_at` and `source` record when and where the person asked (Nghị định 13/2023/NĐ-CP wants
 * consent provable); only a `confirmed` row receives newsletters. The confirmation token is kept
 * as a sha256 hash (it proves the mailbox); the unsubscribe token is kept as is, since every
 * newsletter mail must carry it and it can do nothing but unsubscribe.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lower-cased, unique. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    source: text('source').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(t.email),
    uniqueIndex('newsletter_subscriptions_confirm_token_idx').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_token_idx').on(t.unsubscribeToken),
    index('newsletter_subscriptions_confirmed_idx')
      .on(t.confirmedAt)
      .where(sql`status = 'confirmed'`),
    check('newsletter_subscriptions_status_check', sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
