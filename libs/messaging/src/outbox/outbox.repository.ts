import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { outbox } from '../schema';

export type OutboxRow = typeof outbox.$inferSelect;

const ms = (n: number) => sql`now() + ${n} * interval '1 millisecond'`;

/** SQL of the relay; every statement is a single auto-committed one, so no lock outlives it. */
export class OutboxRepository {
  constructor(private readonly db: NodePgDatabase<Record<string, unknown>>) {}

  /**
   * Takes up to `limit` due rows for this relay. SKIP LOCKED lets replicas claim disjoint rows
   * at the same moment, and pushing `next_attempt_at` out by `leaseMs` keeps the rows ours while
   * we publish without holding a database lock across the network call (ARCHITECTURE.md rule 2).
   * A relay that dies mid-publish simply lets the lease run out and another one takes over.
   */
  async claim(limit: number, leaseMs: number): Promise<OutboxRow[]> {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.publishedAt), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.occurredAt), asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(outbox)
      .set({ nextAttemptAt: ms(leaseMs) })
      .where(inArray(outbox.id, due))
      .returning();
    // RETURNING does not keep the subquery's order.
    return rows.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id.localeCompare(b.id));
  }

  async markPublished(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(outbox)
      .set({ publishedAt: sql`now()`, lastError: null })
      .where(inArray(outbox.id, ids));
  }

  async markFailed(id: string, error: string, retryInMs: number): Promise<void> {
    await this.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: ms(retryInMs), lastError: error })
      .where(eq(outbox.id, id));
  }
}
