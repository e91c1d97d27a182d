import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { rabbitmqUrl } from '@shop/config';
import { waitFor } from '@shop/testing';
import { BrokerConnection, MAX_RECONNECT_DELAY_MS } from './amqp/broker-connection';
import { TcpProxy } from './test-support/tcp-proxy';
import { testLogger } from './test-support/test-broker';

/** How long the broker stays away: long enough for a doubling delay to pass the cap several times. */
const AWAY_MS = 7000;

/**
 * The reconnect delay's cap is what bounds the first placement after a broker outage (decision
 * 0407): every process must be back within about a second of the broker, however long it was away.
 */
describe('reconnecting to RabbitMQ', () => {
  let proxy: TcpProxy;
  let connection: BrokerConnection;
  const logged: number[] = [];
  let readyAt = 0;

  before(async () => {
    const target = new URL(rabbitmqUrl());
    proxy = await TcpProxy.closed({ host: target.hostname, port: Number(target.port || 5672) });
    const logger = testLogger();
    const warn = logger.warn.bind(logger);
    logger.warn = ((obj: unknown, ...rest: unknown[]) => {
      const attempt = (obj as { attempt?: number } | undefined)?.attempt;
      if (typeof attempt === 'number') logged.push(attempt);
      return (warn as (...args: unknown[]) => void)(obj, ...rest);
    }) as typeof logger.warn;
    connection = new BrokerConnection({
      url: proxy.urlFor(rabbitmqUrl()),
      name: 'reconnect-test',
      logger,
      onConnect: async () => undefined,
      onReady: () => (readyAt = Date.now()),
      onDisconnect: () => undefined,
    });
  });

  after(async () => {
    await connection.close();
    await proxy.close();
  });

  it(`is connected again within ${MAX_RECONNECT_DELAY_MS} ms of a broker that was away ${AWAY_MS / 1000} s, and logs few of its attempts`, async () => {
    await connection.open(); // the broker is away from the start
    await new Promise((resolve) => setTimeout(resolve, AWAY_MS));
    assert.equal(connection.isConnected(), false);
    const attempts = Math.max(...logged);

    const openedAt = Date.now();
    await proxy.open();
    await waitFor(() => connection.isConnected(), { what: 'the connection', timeoutMs: 10_000, intervalMs: 20 });
    // The cap plus the time a connect and its handshake take on a busy machine.
    const backAfter = readyAt - openedAt;
    assert.ok(backAfter <= MAX_RECONNECT_DELAY_MS + 500, `connected ${backAfter} ms after the broker was back`);

    // About one attempt a second after the first few (a 5 s cap made 6 in 7 s); only 1, 2, 4, 8, …
    // (and every 60th) are logged.
    assert.ok(attempts >= 8, `the last attempt logged in ${AWAY_MS} ms was number ${attempts}`);
    assert.ok(
      logged.every((n) => (n & (n - 1)) === 0 || n % 60 === 0),
      `logged attempts ${logged.join(', ')}`,
    );
  });
});
