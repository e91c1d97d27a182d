import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Envelope, EventContract, PayloadOf } from '@shop/contracts';

/** The transaction a handler runs in; pass a schema to the bus to get typed relational queries. */
export type BusTransaction<S extends Record<string, unknown> = Record<string, never>> = NodePgTransaction<S, ExtractTablesWithRelations<S>>;

export type EventHandler<C extends EventContract, S extends Record<string, unknown> = Record<string, never>> = (
  payload: PayloadOf<C>,
  envelope: Envelope<PayloadOf<C>>,
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
  handler: (payload: unknown, envelope: Envelope, tx: BusTransaction<S>) => Promise<void>;
  batch: boolean;
}

/**
 * Handlers by event type, then version. A producer may move to a new version before a consumer
 * does; registering both contracts routes each message to the handler of its version.
 */
export class Subscriptions<S extends Record<string, unknown>> {
  private readonly byType = new Map<string, Map<number, Subscription<S>>>();
  private readonly retired = new Set<string>();

  constructor(private readonly service: string) {}

  add<C extends EventContract>(contract: C, handler: EventHandler<C, S>, options: SubscriptionOptions = {}): void {
    const versions = this.byType.get(contract.type) ?? new Map<number, Subscription<S>>();
    if (versions.has(contract.version)) throw new Error(`${contract.type} v${contract.version} already has a handler in ${this.service}`);
    versions.set(contract.version, {
      contract,
      consumer: `${this.service}:${contract.type}`,
      handler: handler as Subscription<S>['handler'],
      batch: options.batch ?? false,
    });
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

  /** Routing keys to bind: event types are the keys (ARCHITECTURE.md "Events and commands"). */
  routingKeys(): string[] {
    return [...this.byType.keys()];
  }

  versionsOf(type: string): Map<number, Subscription<S>> | undefined {
    return this.byType.get(type);
  }
}
