import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import { correlationId, runWithContext } from '@shop/config';
import { defineCommand } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { CommandFailedError, CommandTimeoutError, commandQueue, MessageBus } from './index';
import { createMessagingDatabase, type MessagingTestDatabase } from './test-support/test-database';
import { TestBroker, testBus, uniqueService } from './test-support/test-broker';

const caller = uniqueService('cmd-caller');
const handler = uniqueService('cmd-handler');
const ReserveStock = defineCommand(
  `${handler}.reserveStock`,
  z.object({ orderId: z.string(), quantity: z.number().int().positive() }),
  z.object({ reserved: z.boolean(), orderId: z.string() }),
);
const Unanswered = defineCommand(`${handler}.unanswered`, z.object({ n: z.number() }), z.object({ n: z.number() }));
const Late = defineCommand(`${handler}.late`, z.object({ attempt: z.string() }), z.object({ attempt: z.string() }));

describe('commands (request-reply)', () => {
  let database: MessagingTestDatabase;
  let broker: TestBroker;
  const buses: MessageBus[] = [];
  const seen = { correlationIds: [] as (string | undefined)[], late: [] as string[] };
  const newBus = (service: string) => {
    const bus = testBus(service, database.pool);
    buses.push(bus);
    return bus;
  };
  let client: MessageBus;

  before(async () => {
    database = await createMessagingDatabase('commands');
    broker = await TestBroker.open();
    const server = newBus(handler).handle(ReserveStock, ({ orderId, quantity }) => {
      seen.correlationIds.push(correlationId());
      if (quantity > 5) throw Object.assign(new Error('Sản phẩm "Túi tote" chỉ còn 5'), { code: 'INSUFFICIENT_STOCK' });
      return { reserved: true, orderId };
    });
    client = newBus(caller);
    await server.start();
    await client.start();
    await waitFor(() => server.isConnected() && client.isConnected(), { what: 'connections' });
  });

  after(async () => {
    for (const bus of buses) await bus.stop();
    await broker.deleteService(caller);
    await broker.deleteService(
      handler,
      [ReserveStock, Unanswered, Late].map((c) => commandQueue(c.name)),
    );
    await broker.close();
    await database.drop();
  });

  it("gets the handler's reply, with the caller's correlation id carried over", async () => {
    const reply = await runWithContext({ correlationId: 'req-cmd-1' }, () => client.request(ReserveStock, { orderId: 'DH000123', quantity: 2 }));
    assert.deepEqual(reply, { reserved: true, orderId: 'DH000123' });
    assert.deepEqual(seen.correlationIds, ['req-cmd-1']);
  });

  it("rejects with the handler's error code and message when the handler fails", async () => {
    await assert.rejects(client.request(ReserveStock, { orderId: 'DH000124', quantity: 9 }), (err: unknown) => {
      assert.ok(err instanceof CommandFailedError);
      assert.equal(err.code, 'INSUFFICIENT_STOCK');
      assert.equal(err.message, 'Sản phẩm "Túi tote" chỉ còn 5');
      assert.equal(err.command, ReserveStock.name);
      return true;
    });
  });

  it('refuses to send a request that breaks the contract', async () => {
    await assert.rejects(client.request(ReserveStock, { orderId: 'DH000125', quantity: -1 }), { name: 'CommandFailedError', code: 'INVALID_REQUEST' });
  });

  it('times out with a clear CommandTimeoutError when no handler is running', async () => {
    const started = Date.now();
    await assert.rejects(client.request(Unanswered, { n: 1 }, { timeoutMs: 300 }), (err: unknown) => {
      assert.ok(err instanceof CommandTimeoutError);
      assert.equal(err.message, `command ${Unanswered.name} got no reply within 300 ms (is its handling service running?)`);
      return true;
    });
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= 295 && elapsed < 1500, `took ${elapsed} ms`);
  });

  it('does not let a handler that comes up later act on requests whose caller already gave up', async () => {
    await assert.rejects(client.request(Late, { attempt: 'stale' }, { timeoutMs: 200 }), CommandTimeoutError);
    await sleep(100); // time is the subject: the stale request's expiration passes
    const late = newBus(uniqueService('cmd-late')).handle(Late, ({ attempt }) => {
      seen.late.push(attempt);
      return { attempt };
    });
    await late.start();

    assert.deepEqual(await client.request(Late, { attempt: 'fresh' }, { timeoutMs: 3000 }), { attempt: 'fresh' });
    assert.deepEqual(seen.late, ['fresh']);
  });
});
