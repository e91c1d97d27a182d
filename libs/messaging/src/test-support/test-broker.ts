import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type ChannelModel, type ConfirmChannel, type ConsumeMessage, type GetMessage } from 'amqplib';
import { createLogger, rabbitmqUrl, type Logger } from '@shop/config';
import type { Envelope, EventContract, PayloadOf } from '@shop/contracts';
import type { Pool } from 'pg';
import { encodeEvent } from '../amqp/event-message';
import { MessageBus, type MessageBusOptions } from '../message-bus';
import { eventsExchange, serviceQueues } from '../amqp/topology';

/** Service names no other test run uses, so queues never collide. */
export function uniqueService(label: string): string {
  return `msgtest-${label}-${randomBytes(3).toString('hex')}`;
}

/** Quiet unless LOG_LEVEL asks otherwise: outage tests log reconnect warnings by design. */
export function testLogger(): Logger {
  const logger = createLogger('messaging-test');
  logger.level = process.env.LOG_LEVEL ?? 'fatal';
  return logger;
}

export function envelopeOf<C extends EventContract>(contract: C, payload: PayloadOf<C>, overrides: Partial<Envelope> = {}): Envelope {
  return {
    id: randomUUID(),
    type: contract.type,
    version: contract.version,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    causationId: null,
    producer: 'messaging-test',
    payload,
    ...overrides,
  };
}

/** Everything that arrives on a routing key, seen from outside the bus under test. */
export interface Probe {
  messages: ConsumeMessage[];
  ids(): string[];
}

/** A direct connection to the real broker for arranging and observing, never through the bus. */
export class TestBroker {
  private constructor(
    private readonly connection: ChannelModel,
    readonly channel: ConfirmChannel,
  ) {}

  static async open(): Promise<TestBroker> {
    const connection = await connect(rabbitmqUrl());
    const channel = await connection.createConfirmChannel();
    await channel.assertExchange(eventsExchange(), 'topic', { durable: true });
    return new TestBroker(connection, channel);
  }

  async probe(routingKey: string): Promise<Probe> {
    const { queue } = await this.channel.assertQueue('', { exclusive: true, autoDelete: true });
    await this.channel.bindQueue(queue, eventsExchange(), routingKey);
    const messages: ConsumeMessage[] = [];
    await this.channel.consume(queue, (msg) => msg && messages.push(msg), { noAck: true });
    return { messages, ids: () => messages.map((m) => m.properties.messageId as string) };
  }

  /** Publishes as a producer's relay would, e.g. to deliver the same event twice. */
  async publish(envelope: Envelope): Promise<void> {
    const { content, options } = encodeEvent(envelope);
    this.channel.publish(eventsExchange(), envelope.type, content, options);
    await this.channel.waitForConfirms();
  }

  async publishRaw(routingKey: string, content: Buffer): Promise<void> {
    this.channel.publish(eventsExchange(), routingKey, content, { persistent: true, messageId: randomUUID() });
    await this.channel.waitForConfirms();
  }

  /** Takes every message currently in a queue. */
  async take(queue: string): Promise<GetMessage[]> {
    const taken: GetMessage[] = [];
    for (let msg = await this.channel.get(queue, { noAck: true }); msg; msg = await this.channel.get(queue, { noAck: true })) taken.push(msg);
    return taken;
  }

  async messageCount(queue: string): Promise<number> {
    return (await this.channel.checkQueue(queue)).messageCount;
  }

  /** Removes what a test service declared; `shop.events` is shared and stays. */
  async deleteService(service: string, commandQueues: string[] = []): Promise<void> {
    const q = serviceQueues(service);
    for (const queue of [q.events, q.retry, q.deadLetters, ...commandQueues]) await this.channel.deleteQueue(queue);
    await this.channel.deleteExchange(q.dlx);
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}

/** Bus settings that keep the suite fast: short polling, backoff and reconnect delays. */
export const FAST_BUS = { relayIntervalMs: 100, retryDelayMs: 50, maxRetryDelayMs: 400 } as const;

/** A bus under test: the real broker, quiet logs and FAST_BUS, then `options` on top. */
export function testBus<S extends Record<string, unknown> = Record<string, never>>(
  service: string,
  pool: Pool,
  options: Partial<MessageBusOptions<S>> = {},
): MessageBus<S> {
  return new MessageBus<S>({ service, url: rabbitmqUrl(), pool, logger: testLogger(), ...FAST_BUS, ...options });
}
