import { sql } from 'drizzle-orm';
import type { TransactionContext } from '../transaction-context';

/** A mail owed and taken by a sender: what it is about (an order, a refund), which mail, and how often it was tried. */
export interface DueMail<K extends string = string> {
  subjectId: string;
  kind: K;
  attempts: number;
}

/** Where a service keeps the mails it owes: the table and the name of its subject column (`order_id`, `refund_id`). */
export interface OwedMailsTable {
  table: string;
  subject: string;
}

/**
 * The mails a service owes its customers (decision 0613, addendum of 27 November), one row per
 * subject and kind in a table of the service's own database with the columns of orders'
 * `mail_requests`: owed in the transaction of what they announce, so a redelivered event or a
 * retried request owes nothing more, and sent later by an `OwedMailSender`, never while a
 * transaction is open.
 */
export class OwedMails<K extends string = string> {
  private readonly table;
  private readonly subject;

  constructor(
    private readonly tx: TransactionContext,
    { table, subject }: OwedMailsTable,
  ) {
    this.table = sql.identifier(table);
    this.subject = sql.identifier(subject);
  }

  /** Owes the customer a mail, in the caller's transaction; the same subject and kind again owe nothing more. */
  async request(subjectId: string, kind: K): Promise<void> {
    await this.tx.current().execute(sql`INSERT INTO ${this.table} (${this.subject}, kind) VALUES (${subjectId}, ${kind}) ON CONFLICT DO NOTHING`);
  }

  /**
   * Takes up to `limit` due mails, oldest first, and leases them for `leaseMs` (pushed into the
   * future, so another replica's sender skips them; a sender that dies leaves them due again).
   */
  async claim(limit: number, leaseMs: number): Promise<DueMail<K>[]> {
    const { rows } = await this.tx.current().execute<{ subject_id: string; kind: K; attempts: number }>(sql`
      UPDATE ${this.table} m SET next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
      FROM (SELECT ${this.subject} AS subject_id, kind FROM ${this.table}
            WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            ORDER BY next_attempt_at, created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED) due
      WHERE m.${this.subject} = due.subject_id AND m.kind = due.kind
      RETURNING m.${this.subject}::text AS subject_id, m.kind, m.attempts`);
    return rows.map((r) => ({ subjectId: r.subject_id, kind: r.kind, attempts: r.attempts }));
  }

  async sent(mail: DueMail<K>): Promise<void> {
    await this.tx.current().execute(sql`UPDATE ${this.table} SET sent_at = now(), attempts = attempts + 1, last_error = NULL
      WHERE ${this.subject} = ${mail.subjectId} AND kind = ${mail.kind}`);
  }

  /** A failed attempt: tried again at `retryAt`, or given up for good when `retryAt` is null. */
  async failed(mail: DueMail<K>, error: string, retryAt: Date | null): Promise<void> {
    await this.tx.current().execute(sql`UPDATE ${this.table} SET attempts = attempts + 1, last_error = ${error.slice(0, 1000)},
        next_attempt_at = coalesce(${retryAt}::timestamptz, next_attempt_at), failed_at = CASE WHEN ${retryAt}::timestamptz IS NULL THEN now() END
      WHERE ${this.subject} = ${mail.subjectId} AND kind = ${mail.kind}`);
  }

  /**
   * Leased mails a stopping sender did not get to: due again at once. The subject is compared as
   * text, whatever its column's type, among the mails still owed only (the due index's rows).
   */
  async unlease(mails: DueMail<K>[]): Promise<void> {
    if (mails.length === 0) return;
    await this.tx.current().execute(sql`UPDATE ${this.table} m SET next_attempt_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(mails)}::jsonb) AS d("subjectId" text, kind text)
      WHERE m.sent_at IS NULL AND m.failed_at IS NULL AND m.${this.subject}::text = d."subjectId" AND m.kind = d.kind`);
  }

  /** The mails still owed (neither sent nor given up) and the age of the oldest, in seconds (0 when none). */
  async backlog(): Promise<{ owed: number; oldestSeconds: number }> {
    const { rows } = await this.tx.current().execute<{ owed: number; oldest_seconds: number }>(
      sql`SELECT count(*)::int AS owed, COALESCE(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest_seconds
          FROM ${this.table} WHERE sent_at IS NULL AND failed_at IS NULL`,
    );
    return { owed: rows[0].owed, oldestSeconds: Math.max(0, rows[0].oldest_seconds) };
  }

  /** Deletes up to `limit` mails sent before `before`; answers how many went (`OwedMailRetention`). */
  async deleteSentBefore(before: Date, limit: number): Promise<number> {
    const { rowCount } = await this.tx.current().execute(sql`DELETE FROM ${this.table} WHERE (${this.subject}, kind) IN
      (SELECT ${this.subject}, kind FROM ${this.table} WHERE sent_at < ${before.toISOString()}::timestamptz LIMIT ${limit})`);
    return rowCount ?? 0;
  }
}
