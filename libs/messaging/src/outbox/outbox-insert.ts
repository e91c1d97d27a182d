import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { currentTraceparent } from '@shop/config';
import type { Envelope } from '@shop/contracts';

/**
 * The messaging library's repeatable scripts (decision 0012): `messaging_outbox_insert`, the one
 * definition of an outbox row. `@shop/platform`'s migrations apply them to every service's
 * database before the service's own, whose SQL may call them. Read from `src/`, beside this file's
 * source (the service image copies them along).
 */
export const messagingScripts = [{ name: 'messaging/outbox-insert', file: path.join(__dirname, '../../src/outbox/outbox-insert.sql') }];

/**
 * A call of `messaging_outbox_insert` that writes `envelope` as an outbox row, for a statement of
 * the producer's own. `payload` replaces the envelope's payload by an SQL expression (orders'
 * placement adds the order number its statement draws). The row keeps the trace context of the
 * work that writes it, so the relay publishes the event in that trace (decision 0440).
 */
export function outboxInsert(envelope: Envelope<unknown>, payload: SQL = sql`${JSON.stringify(envelope.payload)}::jsonb`): SQL {
  return sql`messaging_outbox_insert(${JSON.stringify({ ...envelope, payload: undefined, traceparent: currentTraceparent() })}::jsonb, ${payload})`;
}
