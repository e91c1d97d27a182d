import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Envelope, EventContract, PayloadOf } from '@shop/contracts';
import { runWithContext } from '@shop/config';
import { runHandlingEvent } from './event-context';

/** The transaction a handler runs in; pass a schema to the bus to get typed relational queries. */
export type BusTransaction<S extends Record<string, unknown> = Record<string, never>> = NodePgTransaction<S, ExtractTablesWithRelations<S>>;

export type EventHandler<C extends EventContract, S extends Record<string, unknown> = Record<string, never>> = (
  payload: PayloadOf<C>,
  envelope: Envelope<PayloadOf<C>>,
  tx: BusTransaction<S>,
) => Promise<void>;

/** One event given to a `BatchEventHandler`. */
export interface HandledEvent<P> {
  payload: P;
  envelope: Envelope<P>;
  /**
   * Runs `fn` as this event's own handling: events it enqueues name this one as their cause and
   * carry its correlation id. What the batch handler does outside `as` names no cause.
   */
  as<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * Applies several events of one type at once, in their transaction: those of a batch the inbox
 * took (new ones, each once, in delivery order), or a single one. Its only effects must be
 * statements in `tx` (and `afterCommit`), as for `{ batch: true }`: a failed batch is applied
 * again event by event, calling it with one event each time.
 */
export type BatchEventHandler<C extends EventContract, S extends Record<string, unknown> = Record<string, never>> = (
  events: HandledEvent<PayloadOf<C>>[],
  tx: BusTransaction<S>,
) => Promise<void>;

export interface SubscriptionOptions {
  /**
   * The handler's only effects are statements in its `tx`: events arriving together may then be
   * applied in one transaction (one inbox statement for all of them), and each again alone if
   * that transaction fails. Not for a handler that mails or calls out: it could act twice.
   */
  batch?: boolean;
}

export interface Subscription<S extends Record<string, unknown>> {
  contract: EventContract;
  /** Inbox key next to the event id; one per event type, so a version upgrade keeps deduplicating. */
  consumer: string;
  /** Applies events of this subscription (one, or a batch's in delivery order) in their transaction. */
  apply: (events: Envelope[], tx: BusTransaction<S>) => Promise<void>;
  batch: boolean;
}

/** Runs `fn` as the handling of `envelope` (its correlation id, and it as the cause of what is enqueued). */
const handlingOf =
  (envelope: Envelope) =>
  <T>(fn: () => Promise<T>): Promise<T> =>
    runWithContext({ correlationId: envelope.correlationId }, () => runHandlingEvent(envelope.id, fn));

/**
 * Handlers by event type, then version. A producer may move to a new version before a consumer
 * does; registering both contracts routes each message to the handler of its version.
 */
export class Subscriptions<S extends Record<string, unknown>> {
  private readonly byType = new Map<string, Map<number, Subscription<S>>>();
  private readonly retired = new Set<string>();

  constructor(private readonly service: string) {}

  add<C extends EventContract>(contract: C, handler: EventHandler<C, S>, options: SubscriptionOptions = {}): void {
    const h = handler as unknown as (payload: unknown, envelope: Envelope, tx: BusTransaction<S>) => Promise<void>;
    this.register(contract, options.batch ?? false, async (events, tx) => {
      for (const envelope of events) await handlingOf(envelope)(() => h(envelope.payload, envelope, tx));
    });
  }

  /** A handler of several events at once (see BatchEventHandler); its events are always batched. */
  addBatch<C extends EventContract>(contract: C, handler: BatchEventHandler<C, S>): void {
    const h = handler as unknown as BatchEventHandler<EventContract, S>;
    this.register(contract, true, (events, tx) =>
      // Outside `as`, the handler runs as no event's handling: what it enqueues names no cause.
      runHandlingEvent(undefined, () =>
        h(
          events.map((envelope) => ({ payload: envelope.payload, envelope, as: handlingOf(envelope) })),
          tx,
        ),
      ),
    );
  }

  private register(contract: EventContract, batch: boolean, apply: Subscription<S>['apply']): void {
    const versions = this.byType.get(contract.type) ?? new Map<number, Subscription<S>>();
    if (versions.has(contract.version)) throw new Error(`${contract.type} v${contract.version} already has a handler in ${this.service}`);
    versions.set(contract.version, { contract, consumer: `${this.service}:${contract.type}`, apply, batch });
    this.byType.set(contract.type, versions);
  }

  /** An event type the service used to consume and no longer does (see MessageBus.retire). */
  retire(type: string): void {
    this.retired.add(type);
  }

  /** Retired types to unbind; a type subscribed again stays bound. */
  retiredKeys(): string[] {
    return [...this.retired].filter((t) => !this.byType.has(t));
  }

  get size(): number {
    return this.byType.size;
  }

  /** Routing keys to bind: event types are the keys (architecture §3). */
  routingKeys(): string[] {
    return [...this.byType.keys()];
  }

  versionsOf(type: string): Map<number, Subscription<S>> | undefined {
    return this.byType.get(type);
  }
}
