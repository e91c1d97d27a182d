import { randomUUID } from 'node:crypto';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { rabbitmqUrl } from '@shop/config';
import { CatalogCommands, type CommandContract, type EventContract, type PayloadOf, type RequestOf, type ResponseOf } from '@shop/contracts';
import { commandQueue, eventsExchange, serviceQueues } from '@shop/messaging';
import { startCatalog, type CatalogUnderTest } from './catalog-app';

type Reply = { ok: true; data: unknown } | { ok: false; error: { code: string; message: string } };

/**
 * orders' side of the wire, played from outside the catalog under test: it sends commands the
 * way `bus.request` does (direct reply-to) and publishes event envelopes to the events exchange.
 */
export class BusProbe {
  private readonly waiting = new Map<string, (reply: Reply) => void>();

  private constructor(
    private readonly connection: ChannelModel,
    private readonly channel: Channel,
  ) {}

  static async open(): Promise<BusProbe> {
    const connection = await amqp.connect(rabbitmqUrl());
    const channel = await connection.createChannel();
    await channel.assertExchange(eventsExchange(), 'topic', { durable: true });
    const probe = new BusProbe(connection, channel);
    await channel.consume(
      'amq.rabbitmq.reply-to',
      (msg) => {
        const id = msg?.properties.correlationId as string | undefined;
        const resolve = id ? probe.waiting.get(id) : undefined;
        if (msg && resolve) resolve(JSON.parse(msg.content.toString()) as Reply);
      },
      { noAck: true },
    );
    return probe;
  }

  /** Sends a command and answers its response; a handler's error is thrown with its code. */
  async request<C extends CommandContract>(command: C, payload: RequestOf<C>, timeoutMs = 30_000): Promise<ResponseOf<C>> {
    const id = randomUUID();
    const reply = new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${command.name} got no reply within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(id, (r) => {
        clearTimeout(timer);
        resolve(r);
      });
    });
    const queue = commandQueue(command.name);
    await this.channel.assertQueue(queue, { durable: true });
    this.channel.sendToQueue(queue, Buffer.from(JSON.stringify(payload)), {
      replyTo: 'amq.rabbitmq.reply-to',
      correlationId: id,
      contentType: 'application/json',
      expiration: String(timeoutMs),
    });
    try {
      const r = await reply;
      if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
      return command.response.parse(r.data) as ResponseOf<C>;
    } finally {
      this.waiting.delete(id);
    }
  }

  /** Publishes an event as orders' relay would; pass the same `id` twice to play a redelivery. */
  publish<C extends EventContract>(contract: C, payload: PayloadOf<C>, id: string = randomUUID()): string {
    const envelope = {
      id,
      type: contract.type,
      version: contract.version,
      occurredAt: new Date().toISOString(),
      correlationId: randomUUID(),
      causationId: null,
      producer: 'orders',
      payload: contract.schema.parse(payload),
    };
    this.channel.publish(eventsExchange(), contract.type, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      messageId: id,
      type: contract.type,
      contentType: 'application/json',
    });
    return id;
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}

/** Removes what a catalog under test declared in its file's own namespace (durable queues would outlive the run). */
export async function removeCatalogTopology(): Promise<void> {
  const connection = await amqp.connect(rabbitmqUrl());
  try {
    const channel = await connection.createChannel();
    const queues = serviceQueues('catalog');
    const commands = [CatalogCommands.QuoteLines, CatalogCommands.ReserveStock, CatalogCommands.ReleaseStock].map((c) => commandQueue(c.name));
    for (const q of [queues.events, queues.retry, queues.deadLetters, ...commands]) await channel.deleteQueue(q);
    await channel.deleteExchange(queues.dlx);
    await channel.deleteExchange(eventsExchange());
  } finally {
    await connection.close();
  }
}

/** The catalog with its bus, and orders' side of the wire to it; `close` stops both. */
export async function startCatalogWithProbe(): Promise<{ catalog: CatalogUnderTest; orders: BusProbe; close(): Promise<void> }> {
  const catalog = await startCatalog({ bus: true });
  const orders = await BusProbe.open();
  return {
    catalog,
    orders,
    async close() {
      await orders.close();
      await catalog.close();
    },
  };
}
