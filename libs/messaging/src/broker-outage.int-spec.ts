import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { rabbitmqUrl } from '@shop/config';
import { defineEvent } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { enqueueEvent, inbox, MessageBus, outbox } from './index';
import { TcpProxy } from './test-support/tcp-proxy';
import { createMessagingDatabase, effects, type MessagingTestDatabase } from './test-support/test-database';
import { TestBroker, testBus, uniqueService } from './test-support/test-broker';

const service = uniqueService('outage');
const OrderPlaced = defineEvent(`${service}.OrderPlaced`, 1, z.object({ orderNumber: z.string() }));

/**
 * The bus reaches RabbitMQ through a proxy the test cuts and restores; the producer consumes its
 * own event, so one bus shows both sides: publishing after the outage and consuming again.
 */
describe('RabbitMQ outages', () => {
  let database: MessagingTestDatabase;
  let broker: TestBroker;
  let proxy: TcpProxy;
  let bus: MessageBus;

  const place = (orderNumber: string) => database.db.transaction((tx) => enqueueEvent(tx, OrderPlaced, { orderNumber }));
  const effectsOf = (id: string) => database.db.$count(effects, eq(effects.eventId, id));
  const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  before(async () => {
    database = await createMessagingDatabase('outage');
    broker = await TestBroker.open();
    const target = new URL(rabbitmqUrl());
    proxy = await TcpProxy.closed({ host: target.hostname, port: Number(target.port || 5672) });
    bus = testBus(service, database.pool, { url: proxy.urlFor(rabbitmqUrl()) });
    bus.on(OrderPlaced, async (payload, envelope, tx) => {
      await tx.insert(effects).values({ eventId: envelope.id, note: payload.orderNumber });
    });
  });

  after(async () => {
    await bus.stop();
    await proxy.close();
    await broker.deleteService(service);
    await broker.close();
    await database.drop();
  });

  it('delivers an event committed while RabbitMQ is unreachable exactly once when it comes back', async () => {
    const probe = await broker.probe(OrderPlaced.type);
    await bus.start(); // the service boots although the broker is away
    const envelope = await place('DH000001');
    bus.nudge();
    // flush waits for the nudged round, then runs one more: both while the broker is away.
    await assert.rejects(bus.flush(), /RabbitMQ is not connected/);
    assert.equal(bus.isConnected(), false);
    const waiting = await rowOf(envelope.id);
    assert.equal(waiting.publishedAt, null);
    assert.equal(waiting.attempts, 0); // no attempts burnt while the broker was away

    await proxy.open();
    await waitFor(async () => (await effectsOf(envelope.id)) === 1, { what: 'the event to be applied' });
    await bus.flush();
    const sentinel = await place('sentinel-1');
    bus.nudge();
    await waitFor(() => probe.ids().includes(sentinel.id), { what: 'the sentinel' });

    assert.deepEqual(probe.ids(), [envelope.id, sentinel.id]);
    assert.equal(await effectsOf(envelope.id), 1);
    assert.equal(await database.db.$count(inbox, eq(inbox.eventId, envelope.id)), 1);
    assert.ok((await rowOf(envelope.id)).publishedAt);
  });

  it('reconnects after losing a live connection and delivers what was committed meanwhile exactly once', async () => {
    const probe = await broker.probe(OrderPlaced.type);
    await waitFor(() => bus.isConnected(), { what: 'connection' });
    await proxy.close();
    await waitFor(() => !bus.isConnected(), { what: 'the bus to notice the loss' });
    const envelope = await place('DH000002');
    bus.nudge();
    await assert.rejects(bus.flush(), /RabbitMQ is not connected/);
    assert.equal((await rowOf(envelope.id)).publishedAt, null);

    await proxy.open();
    await waitFor(async () => (await effectsOf(envelope.id)) === 1, { what: 'the event to be applied' });
    const sentinel = await place('sentinel-2');
    bus.nudge();
    await waitFor(() => probe.ids().includes(sentinel.id), { what: 'the sentinel' });

    assert.deepEqual(probe.ids(), [envelope.id, sentinel.id]);
    assert.equal(await effectsOf(envelope.id), 1);
    assert.equal(bus.isConnected(), true);
  });
});
