import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { mailRequests, type MailKind } from './mail-requests.schema';

export interface DueMail {
  orderId: string;
  kind: MailKind;
  attempts: number;
}

@Injectable()
export class MailRequestsRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /** Owes the customer a mail, in the caller's transaction; the same order and kind again owe nothing more. */
  async request(orderId: string, kind: MailKind): Promise<void> {
    await this.tx.current().insert(mailRequests).values({ orderId, kind }).onConflictDoNothing();
  }

  /**
   * Takes up to `limit` due mails, oldest first, and leases them for `leaseMs` (pushed into the
   * future, so another replica's sender skips them; a sender that dies leaves them due again).
   */
  async claim(limit: number, leaseMs: number): Promise<DueMail[]> {
    const { rows } = await this.tx.current().execute<{ order_id: string; kind: MailKind; attempts: number }>(sql`
      UPDATE mail_requests m SET next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
      FROM (SELECT order_id, kind FROM mail_requests
            WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            ORDER BY next_attempt_at, created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED) due
      WHERE m.order_id = due.order_id AND m.kind = due.kind
      RETURNING m.order_id, m.kind, m.attempts`);
    return rows.map((r) => ({ orderId: r.order_id, kind: r.kind, attempts: r.attempts }));
  }

  async sent(mail: DueMail): Promise<void> {
    await this.tx.current().execute(sql`UPDATE mail_requests SET sent_at = now(), attempts = attempts + 1, last_error = NULL
      WHERE order_id = ${mail.orderId} AND kind = ${mail.kind}`);
  }

  /** A failed attempt: tried again at `retryAt`, or given up for good when `retryAt` is null. */
  async failed(mail: DueMail, error: string, retryAt: Date | null): Promise<void> {
    await this.tx.current().execute(sql`UPDATE mail_requests SET attempts = attempts + 1, last_error = ${error.slice(0, 1000)},
        next_attempt_at = coalesce(${retryAt}::timestamptz, next_attempt_at), failed_at = CASE WHEN ${retryAt}::timestamptz IS NULL THEN now() END
      WHERE order_id = ${mail.orderId} AND kind = ${mail.kind}`);
  }

  /** Leased mails a stopping sender did not get to: due again at once. */
  async unlease(mails: DueMail[]): Promise<void> {
    if (mails.length === 0) return;
    await this.tx.current().execute(sql`UPDATE mail_requests m SET next_attempt_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(mails)}::jsonb) AS d("orderId" uuid, kind text)
      WHERE m.order_id = d."orderId" AND m.kind = d.kind AND m.sent_at IS NULL`);
  }

  /** Deletes up to `limit` mails sent before `before`; answers how many went (MailRetentionJob). */
  async deleteSentBefore(before: Date, limit: number): Promise<number> {
    const { rowCount } = await this.tx.current().execute(sql`DELETE FROM mail_requests WHERE (order_id, kind) IN
      (SELECT order_id, kind FROM mail_requests WHERE sent_at < ${before.toISOString()}::timestamptz LIMIT ${limit})`);
    return rowCount ?? 0;
  }
}
