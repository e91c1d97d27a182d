import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect, type Channel } from 'amqplib';
import { z } from 'zod';
import { rabbitmqUrl } from '@shop/config';
import { defineCommand, defineEvent } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { commandQueueOptions, queueType, serviceQueueOptions, type QueueType } from './amqp/topology';
import { commandQueue, MessageBus, serviceQueues } from './index';
import { createMessagingDatabase, type MessagingTestDatabase } from './test-support/test-database';
import { envelopeOf, TestBroker, testBus, uniqueService } from './test-support/test-broker';

// The queue type is a setting (RABBITMQ_QUEUE_TYPE: classic locally, quorum in k8s/config.yaml)
// and the dead-letter queue keeps at most DEAD_LETTER_MAX_LENGTH messages: both run here against
// the real broker, each type under names of its own (docs/operations.md "RabbitMQ").

const DEAD_LETTER_LIMIT = 3;
const MAX_ATTEMPTS = 2;

/** Whether the broker accepts `declare` made with RABBITMQ_QUEUE_TYPE=`type`: a queue cannot be declared again with another type. */
async function declaresAgainAs(type: QueueType, declare: (ch: Channel) => Promise<unknown>): Promise<boolean> {
  const saved = process.env.RABBITMQ_QUEUE_TYPE;
  process.env.RABBITMQ_QUEUE_TYPE = type;
  const connection = await connect(rabbitmqUrl());
  try {
    const ch = await connection.createChannel();
    ch.on('error', () => undefined); // a refused declaration closes the channel; the rejection below says so
    await declare(ch);
    await ch.close();
    return true;
  } catch (err) {
    if (/PRECONDITION_FAILED/.test(String(err))) return false;
    throw err;
  } finally {
    process.env.RABBITMQ_QUEUE_TYPE = saved;
    await connection.close().catch(() => undefined);
  }
}

for (const type of ['classic', 'quorum'] as const) {
  describe(`queues declared with RABBITMQ_QUEUE_TYPE=${type}`, () => {
    const service = uniqueService(`qtype-${type}`);
    const queues = serviceQueues(service);
    const Refused = defineEvent(`${service}.Refused`, 1, z.object({ n: z.number().int() }));
    const Ping = defineCommand(`${service}.ping`, z.object({ n: z.number().int() }), z.object({ n: z.number().int() }));
    const attempts = new Map<number, number>();
    const deadLettered: string[] = [];
    const saved = { type: process.env.RABBITMQ_QUEUE_TYPE, limit: process.env.DEAD_LETTER_MAX_LENGTH };
    let database: MessagingTestDatabase;
    let broker: TestBroker;
    let bus: MessageBus;

    before(async () => {
      process.env.RABBITMQ_QUEUE_TYPE = type;
      process.env.DEAD_LETTER_MAX_LENGTH = String(DEAD_LETTER_LIMIT);
      database = await createMessagingDatabase(`qtype-${type}`);
      broker = await TestBroker.open();
      bus = testBus(service, database.pool, { maxAttempts: MAX_ATTEMPTS });
      bus.on(Refused, ({ n }) => {
        attempts.set(n, (attempts.get(n) ?? 0) + 1);
        return Promise.reject(new Error('kho không trả lời'));
      });
      bus.handle(Ping, ({ n }) => ({ n: n + 1 }));
      await bus.start();
      await waitFor(() => bus.isConnected(), { what: 'the bus connected with its queues declared' });
      // Every dead letter as it is made: the service's dead-letter exchange fans out to this probe too.
      const { queue } = await broker.channel.assertQueue('', { exclusive: true, autoDelete: true });
      await broker.channel.bindQueue(queue, queues.dlx, '');
      await broker.channel.consume(queue, (msg) => msg && deadLettered.push(msg.properties.messageId as string), { noAck: true });
    });

    after(async () => {
      await bus?.stop();
      await broker?.deleteService(service, [commandQueue(Ping.name)]);
      await broker?.close();
      await database?.drop();
      process.env.RABBITMQ_QUEUE_TYPE = saved.type;
      process.env.DEAD_LETTER_MAX_LENGTH = saved.limit;
      if (saved.type === undefined) delete process.env.RABBITMQ_QUEUE_TYPE;
      if (saved.limit === undefined) delete process.env.DEAD_LETTER_MAX_LENGTH;
    });

    it(`declares the events, retry, dead-letter and command queues as ${type} queues`, async () => {
      const other = type === 'classic' ? 'quorum' : 'classic';
      const declarations: [string, (ch: Channel) => Promise<unknown>][] = [
        ...(['events', 'retry', 'deadLetters'] as const).map((q): [string, (ch: Channel) => Promise<unknown>] => [
          queues[q],
          (ch) => ch.assertQueue(queues[q], serviceQueueOptions(queues)[q]),
        ]),
        [commandQueue(Ping.name), (ch) => ch.assertQueue(commandQueue(Ping.name), commandQueueOptions())],
      ];
      for (const [queue, declare] of declarations) {
        assert.equal(await declaresAgainAs(type, declare), true, `${queue} is declared again as a ${type} queue`);
        assert.equal(await declaresAgainAs(other, declare), false, `${queue} cannot be declared again as a ${other} queue`);
      }
    });

    it('serves a command through its queue', async () => {
      assert.deepEqual(await bus.request(Ping, { n: 41 }), { n: 42 });
    });

    it(`retries a failing event through the retry queue, then keeps only the newest ${DEAD_LETTER_LIMIT} dead letters`, async () => {
      // One after the other, so the dead letters arrive in order.
      for (const n of [1, 2, 3, 4, 5]) {
        const envelope = envelopeOf(Refused, { n });
        await broker.publish(envelope);
        await waitFor(() => deadLettered.includes(envelope.id), { what: `event ${n} dead-lettered` });
        assert.equal(attempts.get(n), MAX_ATTEMPTS);
      }
      assert.equal(await broker.messageCount(queues.retry), 0);
      await waitFor(async () => (await broker.messageCount(queues.deadLetters)) === DEAD_LETTER_LIMIT, { what: 'the dead-letter queue at its limit' });

      const dead = await broker.take(queues.deadLetters);
      assert.deepEqual(
        dead.map((m) => (JSON.parse(m.content.toString()) as { payload: { n: number } }).payload.n),
        [3, 4, 5],
      );
    });
  });
}

describe('RABBITMQ_QUEUE_TYPE', () => {
  it('refuses a type the shop does not declare', () => {
    const saved = process.env.RABBITMQ_QUEUE_TYPE;
    process.env.RABBITMQ_QUEUE_TYPE = 'stream';
    try {
      assert.throws(() => queueType(), /RABBITMQ_QUEUE_TYPE must be classic or quorum, got "stream"/);
    } finally {
      if (saved === undefined) delete process.env.RABBITMQ_QUEUE_TYPE;
      else process.env.RABBITMQ_QUEUE_TYPE = saved;
    }
  });
});
