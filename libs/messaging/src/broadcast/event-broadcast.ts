import type { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import type { EventContract, PayloadOf } from '@shop/contracts';
import type { Logger } from '@shop/config';
import { BrokerConnection } from '../amqp/broker-connection';
import { decodeEvent } from '../amqp/event-message';
import { assertEventsExchange, busNamespace, eventsExchange } from '../amqp/topology';

export interface EventBroadcastOptions {
  /** Who listens (shown in RabbitMQ's connection list), e.g. `gateway`. */
  name: string;
  url: string;
  logger: Logger;
  maxReconnectDelayMs?: number;
  /** The queue is bound and consuming: from now on every event reaches this process. */
  onUp?(): void;
  /** The connection is gone: events may be missed until `onUp` is called again. */
  onDown?(): void;
}

type Listener = (payload: unknown) => void;

/**
 * Every event of the given types delivered to EVERY process that listens (a fan-out), unlike a
 * service's durable queue where replicas share the work. Each process declares its own
 * exclusive, auto-deleted queue bound to the events exchange; nothing is kept for a process that
 * is down or disconnected, so a listener must treat `onDown` as "I may have missed events"
 * (the gateway's response cache stops serving until `onUp`, decision 0900). Listeners run
 * synchronously and must not throw; there is no inbox and no retry: this is for dropping caches,
 * never for state changes.
 */
export class EventBroadcast {
  private readonly listeners = new Map<string, { contract: EventContract; listener: Listener }[]>();
  private readonly connection: BrokerConnection;
  private up = false;

  constructor(private readonly options: EventBroadcastOptions) {
    this.connection = new BrokerConnection({
      url: options.url,
      name: `${busNamespace()}${options.name} (broadcast)`,
      logger: options.logger,
      maxReconnectDelayMs: options.maxReconnectDelayMs,
      onConnect: (model) => this.setup(model),
      onReady: () => {
        this.up = true;
        this.options.onUp?.();
      },
      onDisconnect: () => {
        if (this.up) this.options.onDown?.();
        this.up = false;
      },
    });
  }

  on<C extends EventContract>(contract: C, listener: (payload: PayloadOf<C>) => void): this {
    const list = this.listeners.get(contract.type) ?? [];
    list.push({ contract, listener: listener as Listener });
    this.listeners.set(contract.type, list);
    return this;
  }

  start(): Promise<void> {
    return this.connection.open();
  }

  isUp(): boolean {
    return this.up;
  }

  async stop(): Promise<void> {
    this.up = false;
    await this.connection.close();
  }

  private async setup(model: ChannelModel): Promise<void> {
    const ch: Channel = await model.createChannel();
    await assertEventsExchange(ch);
    const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    for (const type of this.listeners.keys()) await ch.bindQueue(queue, eventsExchange(), type);
    await ch.consume(queue, (msg) => this.deliver(msg), { noAck: true });
  }

  private deliver(msg: ConsumeMessage | null): void {
    if (!msg) return;
    const decoded = decodeEvent(msg.content);
    if (!decoded.ok) {
      this.options.logger.warn({ error: decoded.error }, 'broadcast: unreadable event ignored');
      return;
    }
    const envelope = decoded.data;
    for (const { contract, listener } of this.listeners.get(envelope.type) ?? []) {
      if (contract.version !== envelope.version) continue;
      const parsed = contract.schema.safeParse(envelope.payload);
      if (!parsed.success) {
        this.options.logger.warn({ type: envelope.type }, 'broadcast: event payload does not match its contract');
        continue;
      }
      try {
        listener(parsed.data);
      } catch (err) {
        this.options.logger.error({ err, type: envelope.type }, 'broadcast listener failed');
      }
    }
  }
}
