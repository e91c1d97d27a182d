import assert from 'node:assert/strict';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase, waitFor, type TestDatabase } from '@shop/testing';
import { createDatabase, type Database } from './database';
import { databaseUnreachable } from './pg-errors';

// A pool in front of a PostgreSQL that is shutting down (decision 0410): such a server answers
// every new connection with 57P03, but only after a while (it forks a backend for each, slow on a
// busy machine). The stand-in below speaks that much of the protocol; switched to "up", it passes
// the connections on to the real server.

/** What PostgreSQL sends a connection while it shuts down: ErrorResponse FATAL 57P03. */
function shuttingDown(): Buffer {
  const fields = Buffer.concat([
    ...[
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', '57P03'],
      ['M', 'the database system is shutting down'],
    ].map(([k, v]) => Buffer.from(`${k}${v}\0`)),
    Buffer.from('\0'),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(fields.length + 4);
  return Buffer.concat([Buffer.from('E'), length, fields]);
}

const ANSWER_MS = 300;

describe('a pool while PostgreSQL is shutting down', () => {
  let testDb: TestDatabase;
  let database: Database;
  let server: Server;
  let up = false;
  let attempts = 0;
  const sockets = new Set<Socket>();

  before(async () => {
    testDb = await createTestDatabase('connect_gate');
    const real = new URL(testDb.url);
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
      if (up) {
        const upstream = connect(Number(real.port || 5432), real.hostname);
        upstream.on('error', () => socket.destroy());
        socket.pipe(upstream).pipe(socket);
        return;
      }
      attempts++;
      socket.once('data', () => setTimeout(() => socket.end(shuttingDown()), ANSWER_MS));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    const viaStandIn = new URL(testDb.url);
    viaStandIn.hostname = '127.0.0.1';
    viaStandIn.port = String(address.port);
    // A second between attempts, so the waves below fall inside one.
    process.env.DATABASE_RETRY_MS = '1000';
    database = createDatabase(viaStandIn.toString(), {}, 10);
    delete process.env.DATABASE_RETRY_MS;
  });

  after(async () => {
    await database.pool.end();
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
    await testDb.drop();
  });

  const wave = (n: number) => Promise.allSettled(Array.from({ length: n }, () => database.pool.query('SELECT 1')));

  it('asks the server once per pool slot, then refuses the rest at once with an error answered 503', async () => {
    const first = await wave(25);
    assert.ok(first.every((r) => r.status === 'rejected' && databaseUnreachable(r.reason)));
    // The pool's ten slots each tried once; the 15 requests queued behind them were refused without asking.
    assert.equal(attempts, 10);

    const started = Date.now();
    const second = await wave(25);
    const took = Date.now() - started;
    assert.ok(second.every((r) => r.status === 'rejected' && databaseUnreachable(r.reason) && (r.reason as { code?: string }).code === '08006'));
    assert.equal(attempts, 10, 'no new connection within the retry interval');
    assert.ok(took < ANSWER_MS, `refused in ${took} ms, before the server would have answered`);
  });

  it('tries one connection after the interval, and serves again as soon as one opens', async () => {
    // Still shutting down after the interval: exactly one demand goes through, the rest are refused.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = attempts;
    const probe = await wave(5);
    assert.ok(probe.every((r) => r.status === 'rejected'));
    assert.equal(attempts - before, 1);

    up = true;
    // The next attempt, a second after the last, opens a connection; from then on every demand is served.
    await waitFor(async () => (await wave(1))[0].status === 'fulfilled', { timeoutMs: 5000, intervalMs: 100 });
    const served = await wave(20);
    assert.ok(served.every((r) => r.status === 'fulfilled'));
  });
});
