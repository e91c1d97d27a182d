import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import { rabbitmqUrl } from '@shop/config';
import { defineCommand, defineEvent } from '@shop/contracts';
import { MetricsProbe, waitFor } from '@shop/testing';
import { HANDLER_UNAVAILABLE, CommandFailedError, commandQueue, enqueueEvent, MessageBus, serviceQueues } from './index';
import { createMessagingDatabase, type MessagingTestDatabase } from './test-support/test-database';
import { envelopeOf, TestBroker, testBus, uniqueService } from './test-support/test-broker';
import { TcpProxy } from './test-support/tcp-proxy';

// Before any instrument is used: what the process's OpenTelemetry SDK does at boot.
const probe = MetricsProbe.install();

const service = uniqueService('metrics');
const queues = serviceQueues(service);
const Noted = defineEvent(`${service}.Noted`, 1, z.object({ note: z.string() }));
const Tallied = defineEvent(`${service}.Tallied`, 1, z.object({ n: z.number() }));
const Doomed = defineEvent(`${service}.Doomed`, 1, z.object({ note: z.string() }));
const Reserve = defineCommand(`${service}.reserve`, z.object({ quantity: z.number().int() }), z.object({ reserved: z.boolean() }));
const MAX_ATTEMPTS = 2;

const consumed = (event: string, result: string) => probe.value('shop_events_consumed_total', { event, result });
const gauge = (name: string, labels: Record<string, string>) =>
  probe.points(name).then((ps) => ps.find((p) => Object.entries(labels).every(([k, v]) => p.attributes[k] === v))?.value);

describe('the message bus metrics', () => {
  let database: MessagingTestDatabase;
  let broker: TestBroker;
  let proxy: TcpProxy;
  let bus: MessageBus;

  before(async () => {
    database = await createMessagingDatabase('metrics');
    broker = await TestBroker.open();
    const target = new URL(rabbitmqUrl());
    proxy = await TcpProxy.closed({ host: target.hostname, port: Number(target.port || 5672) });
    bus = testBus(service, database.pool, {
      url: proxy.urlFor(rabbitmqUrl()),
      maxAttempts: MAX_ATTEMPTS,
      retryDelayMs: 50,
      unavailable: (err) => (err as { code?: string }).code === '57P03',
    })
      .on(Noted, () => Promise.resolve())
      .on(Doomed, () => Promise.reject(new Error('warehouse API refused')))
      .on(Tallied, () => Promise.resolve(), { batch: true })
      .handle(Reserve, ({ quantity }) => {
        if (quantity > 5) throw Object.assign(new Error('chỉ còn 5'), { code: 'INSUFFICIENT_STOCK' });
        // What pg raises while PostgreSQL shuts down: the option above calls it unavailable.
        if (quantity === 0) throw Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
        return { reserved: true };
      });
    await bus.start();
  });

  after(async () => {
    await bus.stop();
    await proxy.close();
    await broker.deleteService(service, [commandQueue(Reserve.name)]);
    await broker.close();
    await database.drop();
  });

  it('reports the outbox backlog and a lost broker while RabbitMQ is unreachable', async () => {
    await database.db.transaction(async (tx) => {
      for (const note of ['a', 'b', 'c']) await enqueueEvent(tx, Noted, { note });
    });
    await database.pool.query(`UPDATE outbox SET occurred_at = now() - interval '90 seconds'`);
    assert.equal(await gauge('shop_broker_connected', { service }), 0);
    assert.equal(await gauge('shop_outbox_pending', { service }), 3);
    const oldest = (await gauge('shop_outbox_oldest_pending_seconds', { service }))!;
    assert.ok(oldest >= 90 && oldest < 120, `oldest pending ${oldest} s`);
    assert.equal(await gauge('shop_dead_letters', { queue: queues.deadLetters }), undefined, 'no broker: no reading');
  });

  it('reads the outbox at most every 5 s, however often it is scraped', async () => {
    await database.db.transaction((tx) => enqueueEvent(tx, Noted, { note: 'd' }));
    assert.equal(await gauge('shop_outbox_pending', { service }), 3, 'the reading of the previous scrape');
    await waitFor(async () => (await gauge('shop_outbox_pending', { service })) === 4, { what: 'a fresh reading', timeoutMs: 8000 });
  });

  it('reports the broker connected and the outbox emptied once RabbitMQ is back', async () => {
    await proxy.open();
    await waitFor(() => bus.isConnected(), { what: 'connection' });
    assert.equal(await gauge('shop_broker_connected', { service }), 1);
    await waitFor(async () => (await gauge('shop_outbox_pending', { service })) === 0, { what: 'outbox published', timeoutMs: 10_000 });
    assert.equal(await gauge('shop_outbox_oldest_pending_seconds', { service }), 0);
  });

  it('counts deliveries by event type and result: applied, duplicate, retried, dead-lettered', async () => {
    // The four relayed events of the outbox tests were applied.
    await waitFor(async () => (await consumed(Noted.type, 'ok')) === 4, { what: 'relayed events applied' });
    const twice = envelopeOf(Noted, { note: 'twice' });
    await broker.publish(twice);
    await broker.publish(twice);
    await waitFor(async () => (await consumed(Noted.type, 'duplicate')) === 1, { what: 'a duplicate' });
    assert.equal(await consumed(Noted.type, 'ok'), 5);

    await broker.publish(envelopeOf(Doomed, { note: 'x' }));
    await waitFor(async () => (await consumed(Doomed.type, 'dead_letter')) === 1, { what: 'a dead letter' });
    assert.equal(await consumed(Doomed.type, 'retry'), MAX_ATTEMPTS - 1);
    assert.equal(await consumed(Doomed.type, 'ok'), 0);

    await broker.publishRaw(Noted.type, Buffer.from('{ not json'));
    await waitFor(async () => (await consumed(Noted.type, 'dead_letter')) === 1, { what: 'an unreadable message dead-lettered' });
  });

  it('counts the deliveries of a batching subscription applied together, and a duplicate among them', async () => {
    const envelopes = [1, 2, 3].map((n) => envelopeOf(Tallied, { n }));
    for (const envelope of [...envelopes, envelopes[0]]) await broker.publish(envelope);
    await waitFor(async () => (await consumed(Tallied.type, 'ok')) === 3 && (await consumed(Tallied.type, 'duplicate')) === 1, { what: 'the batch counted' });
  });

  it("reports its dead-letter queue's depth", async () => {
    await waitFor(async () => (await gauge('shop_dead_letters', { queue: queues.deadLetters })) === 2, { what: 'two dead letters', timeoutMs: 8000 });
    await broker.take(queues.deadLetters);
    await waitFor(async () => (await gauge('shop_dead_letters', { queue: queues.deadLetters })) === 0, { what: 'dead letters taken', timeoutMs: 8000 });
  });

  it('counts commands served by command and result', async () => {
    assert.deepEqual(await bus.request(Reserve, { quantity: 2 }), { reserved: true });
    await assert.rejects(bus.request(Reserve, { quantity: 9 }), CommandFailedError);
    const served = (result: string) => probe.value('shop_commands_served_total', { command: Reserve.name, result });
    await waitFor(async () => (await served('refused')) === 1, { what: 'a refusal counted' });
    assert.equal(await served('ok'), 1);
    assert.equal(await served('failed'), 0);
  });

  it('answers UNAVAILABLE, and counts it apart from failures, when the handler met what the bus was told is an outage', async () => {
    await assert.rejects(bus.request(Reserve, { quantity: 0 }), (err: unknown) => {
      assert.ok(err instanceof CommandFailedError);
      assert.equal(err.code, HANDLER_UNAVAILABLE);
      assert.match(err.message, /cannot be answered now: Error: the database system is shutting down$/);
      return true;
    });
    const served = (result: string) => probe.value('shop_commands_served_total', { command: Reserve.name, result });
    await waitFor(async () => (await served('unavailable')) === 1, { what: 'the outage counted' });
    assert.equal(await served('failed'), 0);
    assert.equal(await served('refused'), 1);
  });
});
