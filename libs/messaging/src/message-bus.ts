import type { ChannelModel } from 'amqplib';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { Logger } from '@shop/config';
import type { CommandContract, EventContract, RequestOf, ResponseOf } from '@shop/contracts';
import { BrokerConnection, MAX_RECONNECT_DELAY_MS } from './amqp/broker-connection';
import { openConfirmChannel } from './amqp/channels';
import { Publisher } from './amqp/publisher';
import { assertEventsExchange, serviceQueues } from './amqp/topology';
import { CommandClient, type RequestOptions } from './commands/command-client';
import { CommandUnavailableError } from './commands/command-errors';
import { CommandServer, type CommandHandler } from './commands/command-server';
import { EventConsumer } from './consumer/event-consumer';
import { FailedDeliveries } from './consumer/failed-deliveries';
import { Subscriptions, type BatchEventHandler, type EventHandler, type SubscriptionOptions } from './consumer/subscriptions';
import { setEventProducer } from './outbox/enqueue-event';
import { observeBus } from './metrics/bus-gauges';
import { DeadLetterDepth } from './metrics/dead-letter-depth';
import { OutboxRelay } from './outbox/outbox-relay';
import { OutboxRepository } from './outbox/outbox.repository';
import { wakeOnOutboxCommit } from './outbox/relay-wakeup';
import { describeError } from './support/errors';

export interface MessageBusOptions<S extends Record<string, unknown> = Record<string, never>> {
  /** The service's name: producer of its events, prefix of its queues (`<service>.events`). */
  service: string;
  url: string;
  /** The service's own pool; its database holds the `outbox` and `inbox` tables. */
  pool: Pool;
  logger: Logger;
  /** Unacknowledged events (and commands) per consumer at a time. Default 10. */
  prefetch?: number;
  /** Handler attempts before an event goes to the dead-letter queue. Default 5. */
  maxAttempts?: number;
  /** How often the relay polls the outbox when nobody nudges it. Default 1000. */
  relayIntervalMs?: number;
  /** First retry delay of failed handlers and failed publishes, doubled per attempt. Default 1000. */
  retryDelayMs?: number;
  /** Cap of those delays and of the reconnect backoff. Default 30000. */
  maxRetryDelayMs?: number;
  /** The service's Drizzle schema, so handlers get a transaction with typed relational queries. */
  schema?: S;
  /**
   * The service's Drizzle database over `pool`: handlers' transactions are opened on it, so its
   * repositories find them in the transaction context. Default: one built from `pool` and `schema`.
   */
  db?: NodePgDatabase<S>;
  /**
   * Whether a command handler's error means something it depends on cannot be reached right now
   * (the service's database restarting): such a command is answered `UNAVAILABLE`, which callers
   * treat as the service being away, and logged as a warning, not as a failure. Default: none is.
   */
  unavailable?: (err: unknown) => boolean;
}

/**
 * The service's door to RabbitMQ (architecture §3): publishes its
 * outbox, consumes its subscriptions idempotently, serves and sends commands, and rides out
 * broker restarts. Register handlers, then `start()`; `stop()` on shutdown.
 */
export class MessageBus<S extends Record<string, unknown> = Record<string, never>> {
  private readonly logger: Logger;
  private readonly connection: BrokerConnection;
  private readonly publisher = new Publisher(15_000);
  private readonly subscriptions: Subscriptions<S>;
  private readonly consumer: EventConsumer<S>;
  private readonly commandServer: CommandServer;
  private readonly commandClient: CommandClient;
  private readonly relay: OutboxRelay;
  private readonly outbox: OutboxRepository;
  private readonly service: string;
  private deadLetters?: DeadLetterDepth;
  private stopObserving?: () => void;
  private started = false;
  private stopping?: Promise<void>;
  private stopWaking?: () => void;

  constructor(options: MessageBusOptions<S>) {
    const { service, pool, prefetch = 10, maxAttempts = 5, relayIntervalMs = 1000, retryDelayMs = 1000, maxRetryDelayMs = 30_000 } = options;
    setEventProducer(service);
    this.logger = options.logger.child({ component: 'messaging' });
    const logger = this.logger;
    const db = options.db ?? drizzle<S>(pool, { schema: options.schema });
    const queues = serviceQueues(service);
    const publisher = this.publisher;
    this.subscriptions = new Subscriptions<S>(service);
    const failed = new FailedDeliveries({ service, queues, publisher, logger, retryDelayMs, maxRetryDelayMs });
    this.consumer = new EventConsumer<S>({
      queues,
      subscriptions: this.subscriptions,
      failed,
      db,
      logger,
      prefetch,
      maxAttempts,
    });
    this.commandServer = new CommandServer(logger, prefetch, options.unavailable);
    this.commandClient = new CommandClient(logger);
    this.service = service;
    const repository = new OutboxRepository(db);
    this.outbox = repository;
    const isOnline = () => this.connection.isConnected();
    this.relay = new OutboxRelay({ repository, publisher, isOnline, producer: service, logger, intervalMs: relayIntervalMs, retryDelayMs, maxRetryDelayMs });
    this.connection = new BrokerConnection({
      url: options.url,
      name: service,
      logger,
      // At most MAX_RECONNECT_DELAY_MS between connection attempts (decision 0407): a broker back
      // after an outage is used again within a second, not after a delay that doubled meanwhile.
      maxReconnectDelayMs: Math.min(maxRetryDelayMs, MAX_RECONNECT_DELAY_MS),
      onConnect: (model) => this.attach(model),
      onReady: () => this.relay.nudge(), // whatever piled up while we were away
      onDisconnect: () => this.detach(),
    });
  }

  /**
   * Subscribes to an event; its type becomes a binding of `<service>.events`. Before `start()`.
   * `{ batch: true }` for a handler whose only effects are in its transaction (see SubscriptionOptions).
   */
  on<C extends EventContract>(contract: C, handler: EventHandler<C, S>, options?: SubscriptionOptions): this {
    this.assertNotStarted(`on(${contract.type})`);
    this.subscriptions.add(contract, handler, options);
    return this;
  }

  /**
   * Subscribes with a handler of several events at once (see BatchEventHandler): the events of a
   * type that arrive together are given to it in one call, for set-based statements. Before `start()`.
   */
  onBatch<C extends EventContract>(contract: C, handler: BatchEventHandler<C, S>): this {
    this.assertNotStarted(`onBatch(${contract.type})`);
    this.subscriptions.addBatch(contract, handler);
    return this;
  }

  /**
   * Stops receiving an event type the service consumed in an earlier version and no longer does:
   * its binding to `<service>.events` is removed when the bus connects. Before `start()`.
   */
  retire(type: string): this {
    this.assertNotStarted(`retire(${type})`);
    this.subscriptions.retire(type);
    return this;
  }

  /** Serves a command from `cmd.<name>`. Before `start()`. */
  handle<C extends CommandContract>(command: C, handler: CommandHandler<C>): this {
    this.assertNotStarted(`handle(${command.name})`);
    this.commandServer.add(command, handler);
    return this;
  }

  request<C extends CommandContract>(command: C, payload: RequestOf<C>, options?: RequestOptions): Promise<ResponseOf<C>> {
    if (!this.started || this.stopping) return Promise.reject(new CommandUnavailableError(command.name, 'the message bus is not running'));
    return this.commandClient.request(command, payload, options);
  }

  /** Connects in the background (a service boots while RabbitMQ is down) and starts the relay. */
  async start(): Promise<void> {
    this.assertNotStarted('start()');
    this.started = true;
    // Subscriptions are final now: a service that consumes no events owns no dead-letter queue.
    const deadLetters = new DeadLetterDepth(this.subscriptions.size > 0 ? serviceQueues(this.service).deadLetters : undefined);
    this.deadLetters = deadLetters;
    this.stopObserving = observeBus({ service: this.service, outbox: this.outbox, deadLetters, isConnected: () => this.isConnected() });
    this.stopWaking = wakeOnOutboxCommit(() => this.relay.nudge());
    this.relay.start();
    await this.connection.open();
  }

  /** Stops consuming, waits for running handlers, flushes the outbox one last time, disconnects. */
  stop(): Promise<void> {
    this.stopping ??= this.shutDown();
    return this.stopping;
  }

  /** Publishes every due outbox row now; rejects if some could not be published. */
  flush(): Promise<void> {
    return this.relay.flush();
  }

  /**
   * Asks the relay to look at the outbox now. A transaction of the context that wrote events does
   * this itself once it commits; this is for rows written otherwise.
   */
  nudge(): void {
    this.relay.nudge();
  }

  /** For readiness checks: true while connected with topology and consumers in place. */
  isConnected(): boolean {
    return this.connection.isConnected();
  }

  private async attach(model: ChannelModel): Promise<void> {
    const ch = await openConfirmChannel(model, this.logger, 'publish');
    await assertEventsExchange(ch);
    this.publisher.attach(ch);
    await this.consumer.attach(model);
    await this.commandServer.attach(model);
    await this.commandClient.attach(model);
    this.deadLetters?.attach(model);
  }

  private detach(): void {
    this.deadLetters?.detach();
    this.publisher.detach();
    this.consumer.detach();
    this.commandServer.detach();
    this.commandClient.detach();
  }

  private async shutDown(): Promise<void> {
    if (!this.started) return;
    this.stopObserving?.();
    this.stopWaking?.();
    await this.consumer.stop();
    await this.commandServer.stop();
    await this.relay.stop();
    try {
      await this.relay.flush();
    } catch (err) {
      this.logger.warn({ err: describeError(err) }, 'outbox not fully flushed at shutdown; the next start publishes the rest');
    }
    this.commandClient.stop();
    await this.connection.close();
  }

  private assertNotStarted(what: string): void {
    if (this.started) throw new Error(`MessageBus: ${what} must come before start()`);
  }
}
