import type { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { runWithContext, type Logger } from '@shop/config';
import type { Envelope } from '@shop/contracts';
import { openChannel } from '../amqp/channels';
import { decodeEvent } from '../amqp/event-message';
import { HEADERS, readCount, type FailureReason } from '../amqp/headers';
import { assertServiceQueues, type ServiceQueues } from '../amqp/topology';
import { describeError } from '../support/errors';
import { inTransaction } from '../transaction/transaction-scope';
import { check } from '../support/json';
import { eventsConsumedCounter, type EventResult, type EventsConsumed } from '../metrics/delivery-counters';
import { eventTypeOf, settle, type FailedDeliveries } from './failed-deliveries';
import { inboxKey, recordInbox, recordInboxBatch } from './inbox';
import type { Subscription, Subscriptions } from './subscriptions';

export interface EventConsumerOptions<S extends Record<string, unknown>> {
  queues: ServiceQueues;
  subscriptions: Subscriptions<S>;
  failed: FailedDeliveries;
  db: NodePgDatabase<S>;
  logger: Logger;
  prefetch: number;
  maxAttempts: number;
}

/** A valid event of a batching subscription, waiting for the rest of its batch. */
interface Batched<S extends Record<string, unknown>> {
  ch: Channel;
  msg: ConsumeMessage;
  subscription: Subscription<S>;
  envelope: Envelope;
  done: () => void;
}

/** More than this many events waiting are applied in several transactions. */
const MAX_BATCH = 50;

/**
 * Consumes `<service>.events`: each event is applied in one database transaction that first
 * records it in the inbox, so a redelivery changes nothing. Failures are retried with backoff up
 * to `maxAttempts`, then dead-lettered; unreadable messages are dead-lettered at once.
 *
 * Events of subscriptions registered with `{ batch: true }` that arrive together (in the same
 * turn of the event loop, at most the prefetch) share one transaction and one inbox statement
 * (decision 0613); if that transaction fails, each is applied alone as above, so one bad event
 * never holds back the others and a retry or dead letter is decided per event.
 */
export class EventConsumer<S extends Record<string, unknown>> {
  private channel?: Channel;
  private consumerTag?: string;
  private stopping = false;
  private readonly inFlight = new Set<Promise<void>>();
  private waiting: Batched<S>[] = [];
  private consumed?: EventsConsumed;

  constructor(private readonly options: EventConsumerOptions<S>) {}

  async attach(model: ChannelModel): Promise<void> {
    const { subscriptions, queues, logger, prefetch } = this.options;
    if (subscriptions.size === 0 || this.stopping) return;
    this.consumed ??= eventsConsumedCounter(subscriptions.routingKeys());
    const ch = await openChannel(model, logger, 'events');
    await assertServiceQueues(ch, queues, subscriptions.routingKeys(), subscriptions.retiredKeys());
    await ch.prefetch(prefetch);
    this.channel = ch;
    this.consumerTag = (await ch.consume(queues.events, (msg) => this.receive(ch, msg))).consumerTag;
  }

  detach(): void {
    this.channel = undefined;
    this.consumerTag = undefined;
  }

  /** Stops taking messages and waits for the handlers already running. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.channel && this.consumerTag) await this.channel.cancel(this.consumerTag).catch(() => undefined);
    await Promise.allSettled([...this.inFlight]);
  }

  private receive(ch: Channel, msg: ConsumeMessage | null): void {
    if (!msg) {
      // The broker cancelled us (queue deleted); a fresh connection re-declares and re-subscribes.
      this.options.logger.warn({ queue: this.options.queues.events }, 'RabbitMQ cancelled the events consumer; reconnecting');
      ch.close().catch(() => undefined);
      return;
    }
    const work: Promise<void> = this.process(ch, msg)
      .catch((err) => this.options.logger.error({ err: describeError(err) }, 'event delivery failed unexpectedly'))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  private async process(ch: Channel, msg: ConsumeMessage): Promise<void> {
    const { subscriptions, logger } = this.options;
    const decoded = decodeEvent(msg.content);
    if (!decoded.ok) return this.deadLetter(ch, msg, 'invalid-message', decoded.error);
    const envelope = decoded.data;
    return runWithContext({ correlationId: envelope.correlationId }, async () => {
      const versions = subscriptions.versionsOf(envelope.type);
      if (!versions) {
        // Only a binding left over from an earlier subscription list routes such events here.
        logger.warn({ eventId: envelope.id, type: envelope.type }, 'no handler for this event type; acknowledged');
        return settle(() => ch.ack(msg));
      }
      const subscription = versions.get(envelope.version);
      if (!subscription) {
        const known = [...versions.keys()].map((v) => `v${v}`).join(', ');
        return this.deadLetter(ch, msg, 'unsupported-version', `${envelope.type} v${envelope.version} has no handler here (handled: ${known})`);
      }
      const payload = check(subscription.contract.schema, envelope.payload);
      if (!payload.ok) return this.deadLetter(ch, msg, 'invalid-message', `payload does not match ${envelope.type} v${envelope.version}: ${payload.error}`);
      const event = { ...envelope, payload: payload.data };
      if (subscription.batch) return this.batched(ch, msg, subscription, event);
      await this.applyOrRetry(ch, msg, subscription, event);
    });
  }

  /** Waits for the events delivered in the same turn, then applies them together. */
  private batched(ch: Channel, msg: ConsumeMessage, subscription: Subscription<S>, envelope: Envelope): Promise<void> {
    return new Promise<void>((done) => {
      if (this.waiting.length === 0) setImmediate(() => this.flush());
      this.waiting.push({ ch, msg, subscription, envelope, done });
    });
  }

  private flush(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (let i = 0; i < waiting.length; i += MAX_BATCH) {
      const batch = waiting.slice(i, i + MAX_BATCH);
      const work = batch.length === 1 ? this.applyOrRetry(batch[0].ch, batch[0].msg, batch[0].subscription, batch[0].envelope) : this.applyBatch(batch);
      void work
        .catch((err) => this.options.logger.error({ err: describeError(err) }, 'event delivery failed unexpectedly'))
        .finally(() => batch.forEach((b) => b.done()));
    }
  }

  private async applyBatch(batch: Batched<S>[]): Promise<void> {
    const { db, logger } = this.options;
    let fresh: Batched<S>[] = [];
    try {
      await inTransaction(db, logger, async (tx) => {
        const taken = await recordInboxBatch(
          tx,
          batch.map((b) => ({ eventId: b.envelope.id, consumer: b.subscription.consumer, eventType: b.envelope.type })),
        );
        // An event the inbox already had is skipped; one delivered twice in the batch runs once.
        fresh = batch.filter(({ subscription, envelope }) => taken.delete(inboxKey(envelope.id, subscription.consumer)));
        // Consecutive events of one subscription are applied together, in delivery order.
        for (let i = 0; i < fresh.length;) {
          const subscription = fresh[i].subscription;
          let end = i + 1;
          while (end < fresh.length && fresh[end].subscription === subscription) end++;
          await subscription.apply(
            fresh.slice(i, end).map((b) => b.envelope),
            tx,
          );
          i = end;
        }
      });
    } catch (err) {
      logger.debug({ events: batch.length, err: describeError(err) }, 'a batch of events failed; applying them one by one');
      await Promise.all(
        batch.map((b) => runWithContext({ correlationId: b.envelope.correlationId }, () => this.applyOrRetry(b.ch, b.msg, b.subscription, b.envelope))),
      );
      return;
    }
    const applied = new Set(fresh);
    for (const b of batch) {
      settle(() => b.ch.ack(b.msg));
      this.count(b.envelope.type, applied.has(b) ? 'ok' : 'duplicate');
    }
  }

  private async applyOrRetry(ch: Channel, msg: ConsumeMessage, subscription: Subscription<S>, envelope: Envelope): Promise<void> {
    const { failed, logger, maxAttempts } = this.options;
    try {
      const applied = await this.apply(subscription, envelope);
      if (!applied) logger.debug({ eventId: envelope.id, type: envelope.type }, 'event already handled; skipped');
      settle(() => ch.ack(msg));
      this.count(envelope.type, applied ? 'ok' : 'duplicate');
    } catch (err) {
      const failures = readCount(msg.properties.headers, HEADERS.failures) + 1;
      if (failures >= maxAttempts) return this.deadLetter(ch, msg, 'handler-failed', err, failures);
      logger.warn({ eventId: envelope.id, type: envelope.type, failures, err: describeError(err) }, 'event handler failed; will retry');
      if (await failed.retry(ch, msg, failures, err)) this.count(envelope.type, 'retry');
    }
  }

  private async deadLetter(ch: Channel, msg: ConsumeMessage, reason: FailureReason, err: unknown, failures?: number): Promise<void> {
    if (await this.options.failed.deadLetter(ch, msg, reason, err, failures)) this.count(eventTypeOf(msg), 'dead_letter');
  }

  /** A delivery settled (a requeued one is not: it comes again and is counted then). */
  private count(type: string, result: EventResult): void {
    this.consumed?.add({ event: type, result });
  }

  /**
   * One event in its own transaction, opened through the transaction context (decision 0011): the
   * handler's repositories run in it, and what it registers with `afterCommit` (a job, a sender
   * woken, the relay woken for the events it wrote) runs once it has committed.
   */
  private apply(subscription: Subscription<S>, envelope: Envelope): Promise<boolean> {
    const { db, logger } = this.options;
    return inTransaction(db, logger, async (tx) => {
      if (!(await recordInbox(tx, envelope.id, subscription.consumer, envelope.type))) return false;
      await subscription.apply([envelope], tx);
      return true;
    });
  }
}
