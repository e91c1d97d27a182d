import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import { rabbitmqUrl } from '@shop/config';
import { defineCommand } from '@shop/contracts';
import { settleTimed, waitFor } from '@shop/testing';
import { CommandUnavailableError, commandQueue, MessageBus } from './index';
import { TcpProxy } from './test-support/tcp-proxy';
import { createMessagingDatabase, type MessagingTestDatabase } from './test-support/test-database';
import { TestBroker, testBus, uniqueService } from './test-support/test-broker';

const caller = uniqueService('outage-caller');
const handler = uniqueService('outage-handler');
const latecomer = uniqueService('outage-boot');
const Quote = defineCommand(`${handler}.quote`, z.object({ n: z.number() }), z.object({ n: z.number() }));
const Slow = defineCommand(`${handler}.slow`, z.object({ n: z.number() }), z.object({ n: z.number() }));

// Far above what failing fast takes, far below the timeout the requests are given.
const FAST_MS = 500;
const TIMEOUT_MS = 8000;

/**
 * The caller reaches RabbitMQ through a proxy the test cuts and restores; the handler's bus is
 * connected directly. While the caller's connection is known to be down, a command fails at once
 * (decision 0407) instead of holding its caller for the whole timeout.
 */
describe('commands while RabbitMQ is unreachable', () => {
  let database: MessagingTestDatabase;
  let broker: TestBroker;
  let proxy: TcpProxy;
  let server: MessageBus;
  let client: MessageBus;
  const buses: MessageBus[] = [];
  let releaseSlow: () => void = () => undefined;
  let slowArrived = false;

  before(async () => {
    database = await createMessagingDatabase('cmd_outage');
    broker = await TestBroker.open();
    const target = new URL(rabbitmqUrl());
    proxy = await TcpProxy.closed({ host: target.hostname, port: Number(target.port || 5672) });
    await proxy.open();
    server = testBus(handler, database.pool)
      .handle(Quote, ({ n }) => ({ n: n * 2 }))
      .handle(Slow, async ({ n }) => {
        slowArrived = true;
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        return { n };
      });
    client = testBus(caller, database.pool, { url: proxy.urlFor(rabbitmqUrl()) });
    buses.push(server, client);
    await server.start();
    await client.start();
    await waitFor(() => server.isConnected() && client.isConnected(), { what: 'connections' });
  });

  after(async () => {
    releaseSlow();
    for (const bus of buses) await bus.stop();
    await proxy.close();
    await broker.deleteService(caller);
    await broker.deleteService(latecomer);
    await broker.deleteService(
      handler,
      [Quote, Slow].map((c) => commandQueue(c.name)),
    );
    await broker.close();
    await database.drop();
  });

  it('rejects a command asked while the connection is down at once, and answers again once it is back', async () => {
    assert.deepEqual(await client.request(Quote, { n: 1 }, { timeoutMs: TIMEOUT_MS }), { n: 2 });
    await proxy.close();
    await waitFor(() => !client.isConnected(), { what: 'the caller to notice the loss' });

    for (let i = 0; i < 3; i++) {
      const { ms, err } = await settleTimed(client.request(Quote, { n: 2 }, { timeoutMs: TIMEOUT_MS }));
      assert.ok(err instanceof CommandUnavailableError, `a CommandUnavailableError, got ${String(err)}`);
      assert.equal(err.command, Quote.name);
      assert.ok(ms < FAST_MS, `rejected after ${ms} ms`);
    }

    await proxy.open();
    await waitFor(() => client.isConnected(), { what: 'the caller to reconnect' });
    assert.deepEqual(await client.request(Quote, { n: 3 }, { timeoutMs: TIMEOUT_MS }), { n: 6 });
  });

  it('fails a command whose reply the dropped connection cut off when the connection goes, not at its timeout', async () => {
    const pending = settleTimed(client.request(Slow, { n: 4 }, { timeoutMs: TIMEOUT_MS }));
    await waitFor(() => slowArrived, { what: 'the handler to receive the command' });
    const cut = Date.now();
    await proxy.close();
    const { err } = await pending;
    const ms = Date.now() - cut;
    assert.ok(err instanceof CommandUnavailableError, `a CommandUnavailableError, got ${String(err)}`);
    assert.ok(ms < FAST_MS, `rejected ${ms} ms after the cut`);
    releaseSlow();
    await proxy.open();
    await waitFor(() => client.isConnected(), { what: 'the caller to reconnect' });
  });

  it('rejects at once in a service whose first connect attempt failed (it booted while RabbitMQ was away)', async () => {
    await proxy.close();
    const booting = testBus(latecomer, database.pool, { url: proxy.urlFor(rabbitmqUrl()) });
    buses.push(booting);
    await booting.start();
    const { ms, err } = await settleTimed(booting.request(Quote, { n: 5 }, { timeoutMs: TIMEOUT_MS }));
    assert.ok(err instanceof CommandUnavailableError, `a CommandUnavailableError, got ${String(err)}`);
    assert.ok(ms < FAST_MS, `rejected after ${ms} ms`);

    await proxy.open();
    await waitFor(() => booting.isConnected(), { what: 'the late service to connect' });
    assert.deepEqual(await booting.request(Quote, { n: 5 }, { timeoutMs: TIMEOUT_MS }), { n: 10 });
  });
});
