import type { Channel, Options } from 'amqplib';
import { env, envInt } from '@shop/config';

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

export const QUEUE_TYPES = ['classic', 'quorum'] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];

/**
 * The type of every durable queue the shop declares (RABBITMQ_QUEUE_TYPE): `quorum` where the
 * broker is a cluster (k8s/config.yaml), so a queue survives the loss of a node; `classic` by
 * default, because a queue cannot be declared again with another type and a developer's broker
 * already holds classic ones (docs/operations.md "RabbitMQ").
 */
export function queueType(): QueueType {
  const value = env('RABBITMQ_QUEUE_TYPE', 'classic');
  if (!(QUEUE_TYPES as readonly string[]).includes(value)) throw new Error(`RABBITMQ_QUEUE_TYPE must be classic or quorum, got "${value}"`);
  return value as QueueType;
}

/**
 * The most dead letters a service's dead-letter queue keeps (DEAD_LETTER_MAX_LENGTH; 0: no limit):
 * past it the oldest are dropped, so a flood of failing messages can fill neither the broker's
 * memory nor its disk and stop every publisher. The alert on dead letters fires long before.
 */
export function deadLetterMaxLength(): number {
  const limit = envInt('DEAD_LETTER_MAX_LENGTH', 0);
  if (limit < 0) throw new Error(`DEAD_LETTER_MAX_LENGTH must be 0 (no limit) or more, got ${limit}`);
  return limit;
}

/** Options of a durable queue of the configured type, with `args` of its own. */
function durableQueue(args: Record<string, unknown> = {}): Options.AssertQueue {
  // Classic queues are declared without the argument, exactly as before it existed, so that
  // queues already on a broker are declared with the same arguments and accepted.
  const type = queueType();
  return { durable: true, arguments: { ...(type === 'classic' ? {} : { 'x-queue-type': type }), ...args } };
}

/** How each queue of a consuming service is declared, with the settings in force now. */
export function serviceQueueOptions(queues: ServiceQueues): Record<'events' | 'retry' | 'deadLetters', Options.AssertQueue> {
  const limit = deadLetterMaxLength();
  return {
    // The broker dead-letters here too if a message is ever rejected without requeue.
    events: durableQueue({ 'x-dead-letter-exchange': queues.dlx }),
    retry: durableQueue({ 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queues.events }),
    deadLetters: durableQueue(limit > 0 ? { 'x-max-length': limit, 'x-overflow': 'drop-head' } : {}),
  };
}

export const commandQueueOptions = (): Options.AssertQueue => durableQueue();

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
  const options = serviceQueueOptions(queues);
  await ch.assertExchange(queues.dlx, 'fanout', { durable: true });
  await ch.assertQueue(queues.deadLetters, options.deadLetters);
  await ch.bindQueue(queues.deadLetters, queues.dlx, '');
  await ch.assertQueue(queues.events, options.events);
  await ch.assertQueue(queues.retry, options.retry);
  for (const key of routingKeys) await ch.bindQueue(queues.events, eventsExchange(), key);
  // Bindings outlive the code that made them: a type no longer consumed is unbound (a no-op when
  // it was never bound), or the broker would go on routing every such event here to be dropped.
  for (const key of retiredKeys) await ch.unbindQueue(queues.events, eventsExchange(), key);
}

/** Command queues are durable and declared by handler and caller alike, so a request is never unroutable. */
export async function assertCommandQueue(ch: Channel, command: string): Promise<string> {
  const queue = commandQueue(command);
  await ch.assertQueue(queue, commandQueueOptions());
  return queue;
}
