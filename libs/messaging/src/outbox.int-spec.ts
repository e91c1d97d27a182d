import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { runWithContext } from '@shop/config';
import { defineEvent } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { enqueueEvent, eventStamp, outbox } from './index';
import { createMessagingDatabase, type MessagingTestDatabase } from './test-support/test-database';
import { TestBroker, testBus, uniqueService } from './test-support/test-broker';

const service = uniqueService('outbox');
const ThingSold = defineEvent(`${service}.ThingSold`, 1, z.object({ thingId: z.string(), price: z.number().int() }));

describe('outbox and relay', () => {
  let database: MessagingTestDatabase;
  let broker: TestBroker;
  const bus = (overrides: { relayIntervalMs?: number } = {}) => testBus(service, database.pool, overrides);
  const sell = (thingId: string) => database.db.transaction((tx) => enqueueEvent(tx, ThingSold, { thingId, price: 150_000 }));
  const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  before(async () => {
    database = await createMessagingDatabase('outbox');
    broker = await TestBroker.open();
  });

  after(async () => {
    await broker.deleteService(service);
    await broker.close();
    await database.drop();
  });

  it('publishes the event of a committed transaction once, as a persistent message carrying its id, type and correlation id', async () => {
    const probe = await broker.probe(ThingSold.type);
    const relay = bus();
    await relay.start();
    const envelope = await runWithContext({ correlationId: 'req-outbox-1' }, () => sell('tote-1'));
    relay.nudge();
    await waitFor(() => probe.messages.length === 1, { what: 'the published event' });
    await relay.stop();

    const [msg] = probe.messages;
    assert.equal(msg.properties.messageId, envelope.id);
    assert.equal(msg.properties.type, ThingSold.type);
    assert.equal(msg.properties.contentType, 'application/json');
    assert.equal(msg.properties.deliveryMode, 2);
    assert.equal(msg.properties.headers?.['x-correlation-id'], 'req-outbox-1');
    assert.deepEqual(JSON.parse(msg.content.toString()), { ...envelope, producer: service });
    assert.equal(envelope.correlationId, 'req-outbox-1');
    const row = await rowOf(envelope.id);
    assert.ok(row.publishedAt);
    assert.equal(row.attempts, 0);
    assert.equal(probe.messages.length, 1);
  });

  it('publishes a row that SQL of the producer writes through messaging_outbox_insert, under a new id and the time it was written', async () => {
    const probe = await broker.probe(ThingSold.type);
    const relay = bus();
    await relay.start();
    const stamp = runWithContext({ correlationId: 'req-outbox-sql' }, () => eventStamp(ThingSold));
    const payload = { thingId: 'tote-sql', price: 99_000 };
    const written = Date.now();
    const [{ id }] = (
      await database.pool.query<{ id: string }>('SELECT messaging_outbox_insert($1::jsonb, $2::jsonb) AS id', [JSON.stringify(stamp), JSON.stringify(payload)])
    ).rows;
    relay.nudge();
    await waitFor(() => probe.messages.length === 1, { what: 'the published event' });
    await relay.stop();

    const body = JSON.parse(probe.messages[0].content.toString());
    assert.deepEqual(
      { ...body, occurredAt: undefined },
      { id, type: ThingSold.type, version: 1, correlationId: 'req-outbox-sql', causationId: null, producer: service, payload, occurredAt: undefined },
    );
    // PostgreSQL's clock and ours: the same machine, a few milliseconds apart at most.
    assert.ok(Math.abs(Date.parse(body.occurredAt) - written) < 5_000, `occurredAt ${body.occurredAt} is the time of writing`);
  });

  it('publishes nothing for a rolled-back transaction', async () => {
    const probe = await broker.probe(ThingSold.type);
    const relay = bus();
    await relay.start();
    await waitFor(() => relay.isConnected(), { what: 'connection' });
    let rolledBack = '';
    await assert.rejects(
      database.db.transaction(async (tx) => {
        rolledBack = (await enqueueEvent(tx, ThingSold, { thingId: 'tote-2', price: 99_000 })).id;
        throw new Error('payment refused');
      }),
      /payment refused/,
    );
    // A later committed event is the yardstick: once it is out, anything before it would be too.
    const committed = await sell('tote-3');
    await relay.flush();
    await waitFor(() => probe.messages.length > 0, { what: 'the committed event' });
    await relay.stop();

    assert.deepEqual(probe.ids(), [committed.id]);
    assert.equal(await rowOf(rolledBack), undefined);
  });

  it('refuses a payload that breaks the contract and writes nothing', async () => {
    const before = await database.db.$count(outbox);
    await assert.rejects(
      database.db.transaction((tx) => enqueueEvent(tx, ThingSold, { thingId: 'tote-4', price: 1.5 })),
      /invalid payload for msgtest-outbox-\w+\.ThingSold v1/,
    );
    assert.equal(await database.db.$count(outbox), before);
  });

  it('lets two relay replicas drain one outbox without publishing any event twice', async () => {
    const probe = await broker.probe(ThingSold.type);
    const replicas = [bus({ relayIntervalMs: 60_000 }), bus({ relayIntervalMs: 60_000 })];
    for (const replica of replicas) await replica.start();
    await waitFor(() => replicas.every((r) => r.isConnected()), { what: 'both replicas connected' });
    const sold = await Promise.all(Array.from({ length: 300 }, (_, i) => sell(`bag-${i}`)));
    await Promise.all(replicas.map((r) => r.flush()));
    await waitFor(() => probe.messages.length >= 300, { what: '300 events' });
    // Anything published twice was confirmed before the flushes returned, so it queued before this.
    const sentinel = await sell('sentinel');
    await replicas[0].flush();
    await waitFor(() => probe.ids().includes(sentinel.id), { what: 'the sentinel' });
    await Promise.all(replicas.map((r) => r.stop()));

    assert.equal(probe.messages.length, 301);
    assert.deepEqual(new Set(probe.ids()), new Set([...sold.map((e) => e.id), sentinel.id]));
  });

  it('publishes what is still in the outbox when the bus stops gracefully', async () => {
    const probe = await broker.probe(ThingSold.type);
    const relay = bus({ relayIntervalMs: 60_000 });
    await relay.start();
    await waitFor(() => relay.isConnected(), { what: 'connection' });
    const envelope = await sell('tote-5');
    assert.equal((await rowOf(envelope.id)).publishedAt, null);

    await relay.stop();

    assert.ok((await rowOf(envelope.id)).publishedAt);
    await waitFor(() => probe.messages.length === 1, { what: 'the flushed event' });
    assert.deepEqual(probe.ids(), [envelope.id]);
  });
});
