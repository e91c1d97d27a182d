import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { newsletterSubscriptions } from './newsletter.schema';

export interface SubscriptionRequest {
  email: string;
  source: string;
  confirmTokenHash: string;
  confirmExpiresAt: Date;
  unsubscribeToken: string;
}

export interface ConfirmedSubscriber {
  id: string;
  email: string;
  source: string;
  consentAt: Date;
  confirmedAt: Date;
}

const t = newsletterSubscriptions;

@Injectable()
export class NewsletterRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /**
   * Records a sign-up in one statement, so the same address sent twice (even at once) is one row.
   * A confirmed subscription stays as it is; any other becomes pending with this consent (time,
   * source) and this confirmation token. Answers the row's status and unsubscribe token.
   */
  async request(r: SubscriptionRequest): Promise<{ status: string; unsubscribeToken: string }> {
    const confirmed = sql`${t.status} = 'confirmed'`;
    const [row] = await this.tx
      .current()
      .insert(t)
      .values({ ...r, status: 'pending' })
      .onConflictDoUpdate({
        target: t.email,
        set: {
          status: sql`CASE WHEN ${confirmed} THEN ${t.status} ELSE 'pending' END`,
          source: sql`CASE WHEN ${confirmed} THEN ${t.source} ELSE excluded.source END`,
          consentAt: sql`CASE WHEN ${confirmed} THEN ${t.consentAt} ELSE excluded.consent_at END`,
          confirmTokenHash: sql`CASE WHEN ${confirmed} THEN ${t.confirmTokenHash} ELSE excluded.confirm_token_hash END`,
          confirmExpiresAt: sql`CASE WHEN ${confirmed} THEN ${t.confirmExpiresAt} ELSE excluded.confirm_expires_at END`,
        },
      })
      .returning({ status: t.status, unsubscribeToken: t.unsubscribeToken });
    return row;
  }

  /**
   * Confirms the subscription whose link this is. A second click on the same link (until it
   * expires) answers the same; a link from before an unsubscribe was retired by it.
   */
  async confirm(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.tx
      .current()
      .update(t)
      .set({
        status: 'confirmed',
        confirmedAt: sql`CASE WHEN ${t.status} = 'confirmed' THEN ${t.confirmedAt} ELSE now() END`,
        unsubscribedAt: null,
      })
      .where(and(eq(t.confirmTokenHash, tokenHash), gt(t.confirmExpiresAt, sql`now()`)))
      .returning({ email: t.email });
    return row?.email;
  }

  /** Unsubscribes (idempotent); the pending confirmation link, if any, stops working. */
  async unsubscribe(token: string): Promise<string | undefined> {
    const [row] = await this.tx
      .current()
      .update(t)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`COALESCE(${t.unsubscribedAt}, now())`,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where(eq(t.unsubscribeToken, token))
      .returning({ email: t.email });
    return row?.email;
  }

  /** Confirmed subscribers in confirmation order, `limit` at a time after the (confirmedAt, id) given. */
  async confirmedPage(after: { confirmedAt: Date; id: string } | undefined, limit: number): Promise<ConfirmedSubscriber[]> {
    const rows = await this.tx
      .current()
      .select({ id: t.id, email: t.email, source: t.source, consentAt: t.consentAt, confirmedAt: t.confirmedAt })
      .from(t)
      .where(
        and(
          eq(t.status, 'confirmed'),
          after ? sql`(${t.confirmedAt}, ${t.id}) > (${after.confirmedAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(t.confirmedAt), asc(t.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, confirmedAt: r.confirmedAt as Date }));
  }

  /** Removes sign-ups never confirmed whose link expired before `before` (they hold an address without consent). */
  async removeUnconfirmed(before: Date, limit: number): Promise<number> {
    const { rowCount } = await this.tx.current().execute(sql`
      DELETE FROM newsletter_subscriptions WHERE id IN (
        SELECT id FROM newsletter_subscriptions
        WHERE status = 'pending' AND confirmed_at IS NULL AND confirm_expires_at < ${before.toISOString()}::timestamptz
        LIMIT ${limit})`);
    return rowCount ?? 0;
  }
}
