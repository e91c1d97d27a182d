import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import { defineEvent } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { enqueueEvent, serviceQueues, type MessageBus } from './index';
import { assertServiceQueues } from './amqp/topology';
import { createMessagingDatabase, testSchema, type MessagingTestDatabase } from './test-support/test-database';
import { envelopeOf, TestBroker, testBus, uniqueService } from './test-support/test-broker';

// An event a handler writes to the outbox (the catalog's StockChanged when an OrderCancelled gives
// stock back) goes out once the handler's transaction commits, not at the relay's next round:
// shoppers must see a cancelled order's stock again within a second.

const service = uniqueService('handler-events');
const Asked = defineEvent(`${service}.Asked`, 1, z.object({ n: z.number().int() }));
const AskedTogether = defineEvent(`${service}.AskedTogether`, 1, z.object({ n: z.number().int() }));
const Answered = defineEvent(`${service}.Answered`, 1, z.object({ n: z.number().int() }));

describe("a handler's own events", () => {
  let database: MessagingTestDatabase;
  let broker: TestBroker;
  let bus: MessageBus<typeof testSchema>;

  before(async () => {
    database = await createMessagingDatabase('handler_events');
    broker = await TestBroker.open();
    // The queue and its bindings exist before anything is published (the bus connects in the background).
    await assertServiceQueues(broker.channel, serviceQueues(service), [Asked.type, AskedTogether.type]);
    // A relay round only every minute: what is published within seconds was woken by the commit.
    bus = testBus(service, database.pool, { schema: testSchema, relayIntervalMs: 60_000 });
    bus.on(Asked, async ({ n }, _envelope, tx) => void (await enqueueEvent(tx, Answered, { n })));
    bus.on(AskedTogether, async ({ n }, _envelope, tx) => void (await enqueueEvent(tx, Answered, { n })), { batch: true });
    await bus.start();
    // Connected, and the relay's first rounds (at start, on connecting) are over: flush waits for them.
    await waitFor(() => bus.isConnected(), { what: 'connection' });
    await bus.flush();
  });
  after(async () => {
    await bus.stop();
    await broker.deleteService(service);
    await broker.close();
    await database.drop();
  });

  it('are published as soon as the handler commits, alone and in a batch, each once', async () => {
    const probe = await broker.probe(Answered.type);
    const started = Date.now();
    await broker.publish(envelopeOf(Asked, { n: 1 }));
    for (let n = 2; n <= 6; n++) await broker.publish(envelopeOf(AskedTogether, { n }));
    await waitFor(() => probe.messages.length >= 6, { timeoutMs: 5000, what: 'the six answers' });
    assert.ok(Date.now() - started < 5000);
    const answered = probe.messages.map((m) => (JSON.parse(m.content.toString()) as { payload: { n: number } }).payload.n).sort();
    assert.deepEqual(answered, [1, 2, 3, 4, 5, 6]);
  });
});
