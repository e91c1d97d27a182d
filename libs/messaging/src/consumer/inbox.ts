import type { OutboxWriter } from '../outbox/enqueue-event';
import { inbox } from '../schema';

/**
 * Claims an event for a consumer inside the handler's transaction. Returns false when the key is
 * already taken: the event was applied before (a redelivery), so the handler must not run. A
 * concurrent delivery of the same event waits on the first one's row and then sees it taken.
 */
export async function recordInbox(tx: OutboxWriter, eventId: string, consumer: string, eventType: string): Promise<boolean> {
  const rows = await tx.insert(inbox).values({ eventId, consumer, eventType }).onConflictDoNothing().returning({ eventId: inbox.eventId });
  return rows.length === 1;
}

/**
 * Claims several events at once (a batch of one consumer queue); answers the `eventId|consumer`
 * keys it took. Those missing were applied before, or appear twice in the batch.
 */
export async function recordInboxBatch(tx: OutboxWriter, events: { eventId: string; consumer: string; eventType: string }[]): Promise<Set<string>> {
  const rows = await tx.insert(inbox).values(events).onConflictDoNothing().returning({ eventId: inbox.eventId, consumer: inbox.consumer });
  return new Set(rows.map((r) => inboxKey(r.eventId, r.consumer)));
}

export const inboxKey = (eventId: string, consumer: string): string => `${eventId}|${consumer}`;
