import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { correlationId } from '@shop/config';
import { defineEvent, type Envelope } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { afterCommit, enqueueEvent, inbox, MessageBus, outbox, serviceQueues } from './index';
import { assertServiceQueues } from './amqp/topology';
import { createMessagingDatabase, effects, testSchema, type MessagingTestDatabase } from './test-support/test-database';
import { envelopeOf, TestBroker, testBus, uniqueService } from './test-support/test-broker';

const MAX_ATTEMPTS = 2;

/**
 * A fresh service per test whose queue is filled while nobody consumes; then its bus starts, so
 * the queue is delivered in a burst. Registers its own before/after hooks in the calling describe.
 */
class Burst {
  database!: MessagingTestDatabase;
  broker!: TestBroker;
  service = '';
  private bus?: MessageBus<typeof testSchema>;
  private readonly services: string[] = [];
  /** The event type the tests publish, of the current service. */
  readonly Counted = () => defineEvent(`${this.service}.Counted`, 1, z.object({ note: z.string() }));

  constructor(private readonly label: string) {
    before(async () => {
      this.database = await createMessagingDatabase(label);
      this.broker = await TestBroker.open();
    });
    after(async () => {
      // A test that failed before its stop() leaves its bus running: stop it here.
      await this.bus?.stop();
      for (const s of this.services) await this.broker.deleteService(s).catch(() => undefined);
      await this.broker.close();
      await this.database.drop();
    });
  }

  /**
   * Publishes `envelopes` as `Counted` of a new service, then starts a bus `subscribe` registered
   * its handler on. `beforeStart` gets the inbox consumer key.
   */
  async deliver(
    envelopes: Envelope[],
    prefetch: number,
    subscribe: (bus: MessageBus<typeof testSchema>) => void,
    beforeStart?: (consumer: string) => Promise<unknown>,
  ): Promise<void> {
    this.service = uniqueService(this.label);
    this.services.push(this.service);
    const type = this.Counted().type;
    await assertServiceQueues(this.broker.channel, serviceQueues(this.service), [type]);
    await beforeStart?.(`${this.service}:${type}`);
    for (const e of envelopes) await this.broker.publish({ ...e, type });
    const next = testBus(this.service, this.database.pool, { schema: testSchema, prefetch, maxAttempts: MAX_ATTEMPTS });
    subscribe(next);
    await this.bus?.stop(); // the previous test's, if it failed before stopping it
    this.bus = next;
    await next.start();
  }

  async stop(): Promise<void> {
    await this.bus?.stop();
    this.bus = undefined;
    await this.broker.deleteService(this.service);
  }

  async effectsOf(ids: string[]) {
    return (await this.database.db.select().from(effects)).filter((r) => ids.includes(r.eventId));
  }
}

/**
 * Subscriptions registered with `{ batch: true }` (decision 0613): events that arrive together
 * share one transaction, yet each is applied exactly once, in its own correlation context, and a
 * failing one neither loses nor repeats the others.
 */
describe('consuming events in batches', () => {
  const burst = new Burst('batch');
  const calls = new Map<string, number>();
  /** Per event: how many rows of its effect another connection saw each time its after-commit callback ran. */
  const afterCommitSaw = new Map<string, Promise<number>[]>();

  const { Counted } = burst;

  /** Publishes while nobody consumes, then starts the bus: the queue is delivered in a burst. */
  const deliverTogether = (envelopes: Envelope[], beforeStart?: (consumer: string) => Promise<unknown>): Promise<void> =>
    burst.deliver(
      envelopes,
      20,
      (bus) =>
        bus.on(
          Counted(),
          async (payload, envelope, tx) => {
            calls.set(envelope.id, (calls.get(envelope.id) ?? 0) + 1);
            const [{ txid }] = (await tx.execute<{ txid: string }>(sql`SELECT txid_current()::text AS txid`)).rows;
            await tx.insert(effects).values({ eventId: envelope.id, note: `${txid}|${correlationId()}` });
            afterCommit(() => {
              const seen = burst.database.db.$count(effects, eq(effects.eventId, envelope.id));
              afterCommitSaw.set(envelope.id, [...(afterCommitSaw.get(envelope.id) ?? []), seen]);
            });
            if (payload.note === 'bad') throw new Error('this one always fails');
          },
          { batch: true },
        ),
      beforeStart,
    );

  it('applies events that arrive together in fewer transactions, each once and in its own correlation', async () => {
    const envelopes = Array.from({ length: 20 }, (_, i) => envelopeOf(Counted(), { note: `đơn ${i}` }));
    await deliverTogether(envelopes);
    const ids = envelopes.map((e) => e.id);
    await waitFor(async () => (await burst.effectsOf(ids)).length === 20, { what: 'the 20 events' });

    const rows = await burst.effectsOf(ids);
    const transactions = new Set(rows.map((r) => r.note.split('|')[0]));
    assert.ok(transactions.size <= 10, `20 events in ${transactions.size} transactions`);
    for (const e of envelopes) {
      assert.equal(calls.get(e.id), 1);
      assert.equal(rows.find((r) => r.eventId === e.id)?.note.split('|')[1], e.correlationId);
      // Its after-commit callback ran once, when its effect was committed (seen from another connection).
      assert.deepEqual(await Promise.all(afterCommitSaw.get(e.id) ?? []), [1]);
    }
    assert.equal(
      (
        await burst.database.db
          .select()
          .from(inbox)
          .where(sql`${inbox.eventId} = ANY(${`{${ids.join(',')}}`}::uuid[])`)
      ).length,
      20,
    );
    await burst.stop();
  });

  it('applies an event delivered twice in one batch once, and skips one already in the inbox', async () => {
    const seenBefore = envelopeOf(Counted(), { note: 'đã xử lý' });
    const twice = envelopeOf(Counted(), { note: 'hai lần' });
    const others = Array.from({ length: 5 }, (_, i) => envelopeOf(Counted(), { note: `khác ${i}` }));
    await deliverTogether([seenBefore, twice, ...others, twice], (consumer) =>
      burst.database.db.insert(inbox).values({ eventId: seenBefore.id, consumer, eventType: Counted().type }),
    );
    const ids = [twice, ...others].map((e) => e.id);
    await waitFor(async () => (await burst.effectsOf(ids)).length === 6, { what: 'the 6 new events' });
    await waitFor(async () => (await burst.broker.messageCount(serviceQueues(burst.service).events)) === 0, { what: 'every delivery acknowledged' });

    assert.equal(calls.get(twice.id), 1);
    assert.equal((await burst.effectsOf([twice.id])).length, 1);
    assert.equal(await burst.database.db.$count(inbox, eq(inbox.eventId, twice.id)), 1);
    assert.equal(calls.get(seenBefore.id), undefined);
    assert.equal((await burst.effectsOf([seenBefore.id])).length, 0);
    await burst.stop();
  });

  it('applies the others of a batch when one event fails, and retries then dead-letters only that one', async () => {
    const good = Array.from({ length: 9 }, (_, i) => envelopeOf(Counted(), { note: `tốt ${i}` }));
    const bad = envelopeOf(Counted(), { note: 'bad' });
    await deliverTogether([...good.slice(0, 4), bad, ...good.slice(4)]);
    const queues = serviceQueues(burst.service);
    await waitFor(async () => (await burst.effectsOf(good.map((e) => e.id))).length === 9, { what: 'the 9 good events' });
    const dead = await waitFor(async () => (await burst.broker.take(queues.deadLetters)).find((m) => m.properties.messageId === bad.id), {
      what: 'the failing event dead-lettered',
    });

    assert.equal(dead.properties.headers?.['x-failure-reason'], 'handler-failed');
    assert.equal((await burst.effectsOf([bad.id])).length, 0);
    assert.equal(await burst.database.db.$count(inbox, eq(inbox.eventId, bad.id)), 0);
    const rows = await burst.effectsOf(good.map((e) => e.id));
    for (const e of good) assert.equal(rows.filter((r) => r.eventId === e.id).length, 1);
    // Its batch rolled back once (each good event ran there and again alone); the bad one ran in the batch and MAX_ATTEMPTS times alone.
    assert.ok(good.every((e) => (calls.get(e.id) ?? 0) <= 2));
    assert.equal(calls.get(bad.id), 1 + MAX_ATTEMPTS);
    // After-commit callbacks: once for each good event, after the commit that kept it (not for the
    // batch that rolled back), never for the failing one.
    for (const e of good) assert.deepEqual(await Promise.all(afterCommitSaw.get(e.id) ?? []), [1]);
    assert.equal(afterCommitSaw.get(bad.id), undefined);
    await burst.stop();
  });
});

/**
 * `MessageBus.onBatch` (decision 0613): the events that arrive together are given to one call, for
 * set-based statements; `as` applies one of them as its own handling; a failing batch is applied
 * again event by event, one call each.
 */
describe('a handler of several events at once', () => {
  const burst = new Burst('onbatch');
  /** The events of each call, in the order given. */
  const callsMade: string[][] = [];
  const { Counted } = burst;
  const Followed = () => defineEvent(`${burst.service}.Followed`, 1, z.object({ of: z.string() }));

  const deliverTogether = (envelopes: Envelope[], beforeStart?: (consumer: string) => Promise<unknown>): Promise<void> =>
    burst.deliver(
      envelopes,
      30,
      (bus) =>
        bus.onBatch(Counted(), async (events, tx) => {
          callsMade.push(events.map((e) => e.envelope.id));
          // One statement for all of them, as a batch handler is for.
          await tx.insert(effects).values(events.map((e) => ({ eventId: e.envelope.id, note: e.payload.note })));
          for (const e of events) {
            if (e.payload.note === 'bad') throw new Error('this one always fails');
            // Per event: what it enqueues names it as the cause and carries its correlation id.
            if (e.payload.note.startsWith('theo')) await e.as(() => enqueueEvent(tx, Followed(), { of: e.envelope.id }));
          }
          afterCommit(() => undefined); // collected outside `as` too
        }),
      beforeStart,
    );

  it('gives the events that arrive together to one call, each once and in delivery order, skipping those already handled', async () => {
    const seenBefore = envelopeOf(Counted(), { note: 'đã xử lý' });
    const twice = envelopeOf(Counted(), { note: 'theo hai lần' });
    const others = Array.from({ length: 20 }, (_, i) => envelopeOf(Counted(), { note: i % 5 === 0 ? `theo ${i}` : `đơn ${i}` }));
    callsMade.length = 0;
    await deliverTogether([seenBefore, twice, ...others, twice], (consumer) =>
      burst.database.db.insert(inbox).values({ eventId: seenBefore.id, consumer, eventType: Counted().type }),
    );
    const ids = [twice, ...others].map((e) => e.id);
    await waitFor(async () => (await burst.effectsOf(ids)).length === 21, { what: 'the 21 new events' });
    await waitFor(async () => (await burst.broker.messageCount(serviceQueues(burst.service).events)) === 0, { what: 'every delivery acknowledged' });

    const given = callsMade.flat();
    assert.deepEqual(given, ids, 'each new event once, in delivery order, none already in the inbox');
    assert.ok(callsMade.length <= 11 && callsMade.some((c) => c.length > 1), `21 events in ${callsMade.length} calls`);
    const followed = await burst.database.db.select().from(outbox).where(eq(outbox.type, Followed().type));
    const cause = new Map(followed.map((r) => [(r.payload as { of: string }).of, r]));
    for (const e of [twice, ...others].filter((x) => (x.payload as { note: string }).note.startsWith('theo'))) {
      assert.equal(cause.get(e.id)?.causationId, e.id);
      assert.equal(cause.get(e.id)?.correlationId, e.correlationId);
    }
    assert.equal(followed.filter((r) => (r.payload as { of: string }).of === twice.id).length, 1);
    await burst.stop();
  });

  it('applies the others again one by one when one fails, one call each, and dead-letters only that one', async () => {
    const good = Array.from({ length: 9 }, (_, i) => envelopeOf(Counted(), { note: `tốt ${i}` }));
    const bad = envelopeOf(Counted(), { note: 'bad' });
    callsMade.length = 0;
    await deliverTogether([...good.slice(0, 4), bad, ...good.slice(4)]);
    await waitFor(async () => (await burst.effectsOf(good.map((e) => e.id))).length === 9, { what: 'the 9 good events' });
    await waitFor(async () => (await burst.broker.take(serviceQueues(burst.service).deadLetters)).some((m) => m.properties.messageId === bad.id), {
      what: 'the failing event dead-lettered',
    });
    assert.equal((await burst.effectsOf([bad.id])).length, 0);
    for (const e of good) assert.equal((await burst.effectsOf([e.id])).length, 1);
    // Once alone, every call had one event; the failing one came MAX_ATTEMPTS times alone.
    const alone = callsMade.filter((c) => c.length === 1);
    assert.ok(
      callsMade.some((c) => c.length > 1 && c.includes(bad.id)),
      'it failed in a batch first',
    );
    assert.equal(alone.filter((c) => c[0] === bad.id).length, MAX_ATTEMPTS);
    await burst.stop();
  });
});
