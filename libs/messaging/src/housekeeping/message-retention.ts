import type { Pool } from 'pg';

// The outbox keeps every event after publication and the inbox every applied event id; both
// would grow for ever. Old rows go in small batches (decision 0420). A published outbox row is
// history only. An inbox row is what makes a redelivered event harmless, so it must outlive any
// redelivery: RabbitMQ's own retries take minutes, but a dead letter may be replayed by hand days
// later — hence the longer default retention of the inbox.

/** Deletes up to `limit` outbox rows published before `before`; answers how many went. */
export async function deletePublishedOutboxBatch(pool: Pool, before: Date, limit: number): Promise<number> {
  const { rowCount } = await pool.query(
    'DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE published_at IS NOT NULL AND published_at < $1 LIMIT $2)',
    [before, limit],
  );
  return rowCount ?? 0;
}

/** Deletes up to `limit` inbox rows processed before `before`; answers how many went. */
export async function deleteProcessedInboxBatch(pool: Pool, before: Date, limit: number): Promise<number> {
  const { rowCount } = await pool.query(
    `DELETE FROM inbox WHERE (event_id, consumer) IN
       (SELECT event_id, consumer FROM inbox WHERE processed_at < $1 LIMIT $2)`,
    [before, limit],
  );
  return rowCount ?? 0;
}
