import { sql } from 'drizzle-orm';
import { queryPrepared, type PreparingExecutor } from '../support/prepared';

/**
 * Claims an event for a consumer inside the handler's transaction. Returns false when the key is
 * already taken: the event was applied before (a redelivery), so the handler must not run. A
 * concurrent delivery of the same event waits on the first one's row and then sees it taken.
 */
export async function recordInbox(tx: PreparingExecutor, eventId: string, consumer: string, eventType: string): Promise<boolean> {
  return (await recordInboxBatch(tx, [{ eventId, consumer, eventType }])).size === 1;
}

/**
 * Claims several events at once (a batch of one consumer queue); answers the `eventId|consumer`
 * keys it took. Those missing were applied before, or appear twice in the batch. One statement
 * whatever the batch's size (three array parameters), prepared once per connection (decision 0613).
 */
export async function recordInboxBatch(tx: PreparingExecutor, events: { eventId: string; consumer: string; eventType: string }[]): Promise<Set<string>> {
  const rows = await queryPrepared<{ event_id: string; consumer: string }>(
    tx,
    'messaging.inbox',
    sql`INSERT INTO inbox (event_id, consumer, event_type)
        SELECT * FROM unnest(${sql.param(events.map((e) => e.eventId))}::uuid[], ${sql.param(events.map((e) => e.consumer))}::text[], ${sql.param(events.map((e) => e.eventType))}::text[])
        ON CONFLICT DO NOTHING
        RETURNING event_id, consumer`,
  );
  return new Set(rows.map((r) => inboxKey(r.event_id, r.consumer)));
}

export const inboxKey = (eventId: string, consumer: string): string => `${eventId}|${consumer}`;
