import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { outbox } from '../schema';
import { queryPrepared } from '../support/prepared';

export type OutboxRow = typeof outbox.$inferSelect;

/** A row as a raw statement answers it (Drizzle leaves timestamps as PostgreSQL's text). */
interface RawOutboxRow extends Record<string, unknown> {
  id: string;
  type: string;
  version: number;
  payload: unknown;
  correlation_id: string;
  causation_id: string | null;
  occurred_at: string;
  published_at: string | null;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  traceparent: string | null;
}

const fromRaw = (r: RawOutboxRow): OutboxRow => ({
  id: r.id,
  type: r.type,
  version: r.version,
  payload: r.payload,
  correlationId: r.correlation_id,
  causationId: r.causation_id,
  occurredAt: new Date(r.occurred_at),
  publishedAt: r.published_at === null ? null : new Date(r.published_at),
  attempts: r.attempts,
  nextAttemptAt: new Date(r.next_attempt_at),
  lastError: r.last_error,
  traceparent: r.traceparent,
});

const ms = (n: number) => sql`now() + ${n} * interval '1 millisecond'`;

/** SQL of the relay; every statement is a single auto-committed one, so no lock outlives it. */
export class OutboxRepository {
  constructor(private readonly db: NodePgDatabase<Record<string, unknown>>) {}

  /**
   * Takes up to `limit` due rows for this relay. SKIP LOCKED lets replicas claim disjoint rows
   * at the same moment, and pushing `next_attempt_at` out by `leaseMs` keeps the rows ours while
   * we publish without holding a database lock across the network call (architecture §9).
   * A relay that dies mid-publish simply lets the lease run out and another one takes over.
   */
  async claim(limit: number, leaseMs: number): Promise<OutboxRow[]> {
    // Prepared once per connection (decision 0613): every relay pass of every service runs it.
    const rows = await queryPrepared<RawOutboxRow>(
      this.db,
      'messaging.outboxClaim',
      sql`UPDATE outbox SET next_attempt_at = ${ms(leaseMs)}
          WHERE id IN (SELECT id FROM outbox WHERE published_at IS NULL AND next_attempt_at <= now()
                       ORDER BY occurred_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING id, type, version, payload, correlation_id, causation_id, occurred_at, published_at, attempts, next_attempt_at, last_error, traceparent`,
    );
    // RETURNING does not keep the subquery's order.
    return rows.map(fromRaw).sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id.localeCompare(b.id));
  }

  async markPublished(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await queryPrepared(
      this.db,
      'messaging.outboxPublished',
      sql`UPDATE outbox SET published_at = now(), last_error = NULL WHERE id = ANY(${sql.param(ids)}::uuid[])`,
    );
  }

  /**
   * How many events wait to be published and how long the oldest has waited: one statement over
   * the relay's partial index of unpublished rows, which stay few.
   */
  async backlog(): Promise<{ pending: number; oldestSeconds: number }> {
    const { rows } = await this.db.execute<{ pending: number; oldest_seconds: number }>(
      sql`SELECT count(*)::int AS pending, COALESCE(extract(epoch FROM now() - min(occurred_at)), 0)::float8 AS oldest_seconds
          FROM outbox WHERE published_at IS NULL`,
    );
    return { pending: rows[0].pending, oldestSeconds: Math.max(0, rows[0].oldest_seconds) };
  }

  async markFailed(id: string, error: string, retryInMs: number): Promise<void> {
    await this.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: ms(retryInMs), lastError: error })
      .where(eq(outbox.id, id));
  }
}
