import type { Channel } from 'amqplib';

/**
 * An optional prefix for every exchange and queue name (env BUS_NAMESPACE), so that several
 * copies of the shop can share one broker without stealing each other's messages: the test
 * tiers and the benchmarks run beside a developer's `npm start`.
 */
export function busNamespace(): string {
  const ns = process.env.BUS_NAMESPACE;
  return ns ? `${ns}.` : '';
}

/** The one exchange every service publishes its events to; routing key = event type. */
export const eventsExchange = (): string => `${busNamespace()}shop.events`;

/** Names of the queues and exchange one consuming service owns (architecture §3). */
export interface ServiceQueues {
  /** Durable queue bound to the event types the service subscribes to. */
  events: string;
  /** Holds failed deliveries for their backoff delay (per-message TTL), then dead-letters them back to `events`. */
  retry: string;
  /** Dead-letter exchange of the service; fans out to `deadLetters`. */
  dlx: string;
  /** Messages that failed `maxAttempts` times or could not be read at all; kept for inspection and replay. */
  deadLetters: string;
}

export function serviceQueues(service: string): ServiceQueues {
  const base = `${busNamespace()}${service}`;
  return { events: `${base}.events`, retry: `${base}.events.retry`, dlx: `${base}.dlx`, deadLetters: `${base}.events.dlq` };
}

export const commandQueue = (command: string): string => `${busNamespace()}cmd.${command}`;

export async function assertEventsExchange(ch: Channel): Promise<void> {
  await ch.assertExchange(eventsExchange(), 'topic', { durable: true });
}

/** Declares the consuming side of a service; idempotent, so it runs again after every reconnect. */
export async function assertServiceQueues(
  ch: Channel,
  queues: ServiceQueues,
  routingKeys: Iterable<string>,
  retiredKeys: Iterable<string> = [],
): Promise<void> {
  await ch.assertExchange(queues.dlx, 'fanout', { durable: true });
  await ch.assertQueue(queues.deadLetters, { durable: true });
  await ch.bindQueue(queues.deadLetters, queues.dlx, '');
  // The broker dead-letters here too if a message is ever rejected without requeue.
  await ch.assertQueue(queues.events, { durable: true, arguments: { 'x-dead-letter-exchange': queues.dlx } });
  await ch.assertQueue(queues.retry, {
    durable: true,
    arguments: { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queues.events },
  });
  for (const key of routingKeys) await ch.bindQueue(queues.events, eventsExchange(), key);
  // Bindings outlive the code that made them: a type no longer consumed is unbound (a no-op when
  // it was never bound), or the broker would go on routing every such event here to be dropped.
  for (const key of retiredKeys) await ch.unbindQueue(queues.events, eventsExchange(), key);
}

/** Command queues are durable and declared by handler and caller alike, so a request is never unroutable. */
export async function assertCommandQueue(ch: Channel, command: string): Promise<string> {
  const queue = commandQueue(command);
  await ch.assertQueue(queue, { durable: true });
  return queue;
}
