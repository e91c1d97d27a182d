import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { GetMessage } from 'amqplib';
import { z } from 'zod';
import { correlationId } from '@shop/config';
import { defineEvent, type Envelope } from '@shop/contracts';
import { stays, waitFor } from '@shop/testing';
import { afterCommit, enqueueEvent, inbox, MessageBus, serviceQueues } from './index';
import { createMessagingDatabase, effects, testSchema, type MessagingTestDatabase } from './test-support/test-database';
import { envelopeOf, TestBroker, testBus, uniqueService } from './test-support/test-broker';

const service = uniqueService('consumer');
const queues = serviceQueues(service);
const MAX_ATTEMPTS = 3;
const Noted = defineEvent(`${service}.Noted`, 1, z.object({ note: z.string() }));
const Doomed = defineEvent(`${service}.Doomed`, 1, z.object({ note: z.string() }));
const Flaky = defineEvent(`${service}.Flaky`, 1, z.object({ note: z.string() }));
const Chained = defineEvent(`${service}.Chained`, 1, z.object({ note: z.string() }));
const FollowedUp = defineEvent(`${service}.FollowedUp`, 1, z.object({ note: z.string() }));
const PriceChangedV2 = defineEvent(`${service}.PriceChanged`, 2, z.object({ price: z.number().int() }));

describe('consuming events', () => {
  let database: MessagingTestDatabase;
  let broker: TestBroker;
  let bus: MessageBus<typeof testSchema>;
  const calls = new Map<string, number>();
  /** Per event: the effect rows another connection saw each time its after-commit callback ran. */
  const committedSaw = new Map<string, Promise<number>[]>();
  const onCommit = (id: string) =>
    afterCommit(() => committedSaw.set(id, [...(committedSaw.get(id) ?? []), database.db.$count(effects, eq(effects.eventId, id))]));
  const seen: { payload?: unknown; correlationId?: string } = {};
  const deadLetters: GetMessage[] = [];

  const count = (envelope: Envelope) => calls.set(envelope.id, (calls.get(envelope.id) ?? 0) + 1);
  const effectsOf = (id: string) => database.db.$count(effects, eq(effects.eventId, id));
  const deadLetter = (id: string) =>
    waitFor(
      async () => {
        deadLetters.push(...(await broker.take(queues.deadLetters)));
        return deadLetters.find((m) => m.properties.messageId === id);
      },
      { what: `dead letter ${id}` },
    );

  before(async () => {
    database = await createMessagingDatabase('consumer');
    broker = await TestBroker.open();
    // prefetch 1: one message at a time, so a later sentinel proves earlier messages were handled.
    bus = testBus(service, database.pool, { schema: testSchema, prefetch: 1, maxAttempts: MAX_ATTEMPTS });
    bus.on(Noted, async (payload, envelope, tx) => {
      count(envelope);
      seen.payload = payload;
      await tx.insert(effects).values({ eventId: envelope.id, note: payload.note });
      onCommit(envelope.id);
    });
    bus.on(Doomed, async (_payload, envelope, tx) => {
      count(envelope);
      await tx.insert(effects).values({ eventId: envelope.id, note: 'must be rolled back' });
      onCommit(envelope.id);
      throw new Error('warehouse API refused');
    });
    bus.on(Flaky, async (payload, envelope, tx) => {
      if ((count(envelope).get(envelope.id) ?? 0) < 3) throw new Error('deadlock detected');
      await tx.insert(effects).values({ eventId: envelope.id, note: payload.note });
    });
    bus.on(Chained, async (payload, _envelope, tx) => {
      seen.correlationId = correlationId();
      await enqueueEvent(tx, FollowedUp, { note: payload.note });
    });
    bus.on(defineEvent(PriceChangedV2.type, 1, z.object({ price: z.number() })), () => Promise.resolve());
    await bus.start();
    await waitFor(() => bus.isConnected(), { what: 'connection' });
  });

  after(async () => {
    await bus.stop();
    await broker.deleteService(service);
    await broker.close();
    await database.drop();
  });

  it('applies an event delivered twice with the same id exactly once', async () => {
    const twice = envelopeOf(Noted, { note: 'giao hàng' });
    const sentinel = envelopeOf(Noted, { note: 'sentinel' });
    await broker.publish(twice);
    await broker.publish(twice);
    await broker.publish(sentinel);
    await waitFor(async () => (await effectsOf(sentinel.id)) === 1, { what: 'the sentinel' });

    assert.equal(await effectsOf(twice.id), 1);
    assert.equal(calls.get(twice.id), 1);
    assert.equal(await database.db.$count(inbox, eq(inbox.eventId, twice.id)), 1);
    // afterCommit: once, after the commit (another connection already sees the effect).
    assert.deepEqual(await Promise.all(committedSaw.get(twice.id) ?? []), [1]);
  });

  it('ignores payload fields it does not know', async () => {
    const envelope = envelopeOf(Noted, { note: 'mới', addedLater: true } as { note: string });
    await broker.publish(envelope);
    await waitFor(async () => (await effectsOf(envelope.id)) === 1, { what: 'the event' });
    assert.deepEqual(seen.payload, { note: 'mới' });
  });

  it('retries a failing handler with backoff and applies the event once it succeeds', async () => {
    const envelope = envelopeOf(Flaky, { note: 'third time lucky' });
    await broker.publish(envelope);
    await waitFor(async () => (await effectsOf(envelope.id)) === 1, { what: 'the event' });
    assert.equal(calls.get(envelope.id), 3);
  });

  it(`moves an event whose handler always fails to the dead-letter queue after ${MAX_ATTEMPTS} attempts`, async () => {
    const envelope = envelopeOf(Doomed, { note: 'no luck' });
    await broker.publish(envelope);
    const dead = await deadLetter(envelope.id);

    assert.equal(calls.get(envelope.id), MAX_ATTEMPTS);
    assert.deepEqual(JSON.parse(dead.content.toString()), envelope);
    assert.equal(dead.properties.headers?.['x-failure-reason'], 'handler-failed');
    assert.equal(dead.properties.headers?.['x-failures'], MAX_ATTEMPTS);
    assert.match(String(dead.properties.headers?.['x-failure-message']), /warehouse API refused/);
    assert.equal(await effectsOf(envelope.id), 0);
    assert.equal(await database.db.$count(inbox, eq(inbox.eventId, envelope.id)), 0);
    assert.equal(await broker.messageCount(queues.retry), 0);
    assert.equal(committedSaw.get(envelope.id), undefined, 'no after-commit callback for a transaction that rolled back');
  });

  it('dead-letters at once, without calling the handler, a payload that breaks the contract', async () => {
    const envelope = envelopeOf(Noted, { note: 42 } as unknown as { note: string });
    await broker.publish(envelope);
    const dead = await deadLetter(envelope.id);
    assert.equal(dead.properties.headers?.['x-failure-reason'], 'invalid-message');
    assert.match(String(dead.properties.headers?.['x-failure-message']), /note/);
    assert.equal(calls.get(envelope.id), undefined);
  });

  it('dead-letters a message that is not an event envelope at all', async () => {
    await broker.publishRaw(Noted.type, Buffer.from('{"hello":'));
    await waitFor(
      async () => {
        deadLetters.push(...(await broker.take(queues.deadLetters)));
        return deadLetters.find((m) => m.content.toString() === '{"hello":');
      },
      { what: 'the unreadable message in the dead-letter queue' },
    );
  });

  it('dead-letters an event version it has no handler for, instead of guessing', async () => {
    const envelope = envelopeOf(PriceChangedV2, { price: 120_000 });
    await broker.publish(envelope);
    const dead = await deadLetter(envelope.id);
    assert.equal(dead.properties.headers?.['x-failure-reason'], 'unsupported-version');
    assert.match(String(dead.properties.headers?.['x-failure-message']), /PriceChanged v2 has no handler here \(handled: v1\)/);
  });

  it('waits for a running handler when stopping, so its effect commits and the event is not redelivered', async () => {
    const slowService = uniqueService('consumer-slow');
    const Slow = defineEvent(`${slowService}.Slow`, 1, z.object({ note: z.string() }));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = false;
    const slow = testBus(slowService, database.pool);
    slow.on(Slow, async (payload, envelope, tx) => {
      entered = true;
      await gate;
      await tx.insert(effects).values({ eventId: envelope.id, note: payload.note });
    });
    await slow.start();
    await waitFor(() => slow.isConnected(), { what: 'connection' });
    const envelope = envelopeOf(Slow, { note: 'slow' });
    await broker.publish(envelope);
    await waitFor(() => entered, { what: 'the handler to start' });

    let stopped = false;
    const stopping = slow.stop().then(() => (stopped = true));
    await stays(() => !stopped, { forMs: 150, what: 'stop waiting for the running handler' });
    release();
    await stopping;

    assert.equal(await effectsOf(envelope.id), 1);
    assert.equal(await broker.messageCount(serviceQueues(slowService).events), 0);
    await broker.deleteService(slowService);
  });

  it("runs handlers in the event's correlation context; events they enqueue name it as their cause", async () => {
    const probe = await broker.probe(FollowedUp.type);
    const envelope = envelopeOf(Chained, { note: 'next step' }, { correlationId: 'req-chain-1' });
    await broker.publish(envelope);
    bus.nudge();
    await waitFor(() => probe.messages.length === 1, { what: 'the follow-up event' });

    const followUp = JSON.parse(probe.messages[0].content.toString()) as Envelope;
    assert.equal(seen.correlationId, 'req-chain-1');
    assert.equal(followUp.correlationId, 'req-chain-1');
    assert.equal(followUp.causationId, envelope.id);
    assert.equal(followUp.producer, service);
  });
});
