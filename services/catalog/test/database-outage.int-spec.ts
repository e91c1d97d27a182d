import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { TcpProxy } from '@shop/messaging/dist/test-support/tcp-proxy';
import { DB, Housekeeping, UNAVAILABLE_CODE, UNAVAILABLE_MESSAGE } from '@shop/platform';
import { waitFor } from '@shop/testing';
import { startCatalog, type CatalogUnderTest } from './support/catalog-app';

// PostgreSQL stopped or unreachable (decision 0410): catalog stays up, answers 503 with the shop's
// message within 2 s, and serves again once the database is back, without a restart. Catalog
// reaches its database through a proxy the test cuts: the machine's PostgreSQL is shared.

// A search: PostgreSQL reads its page at every request. A listing without one may be answered from
// the in-memory snapshot (decision 0911), which on this empty catalog needs no statement at all.
const PRODUCTS = `query { products(filter: { limit: 5, search: "túi vải" }) { products { name } pagination { total } } }`;

let catalog: CatalogUnderTest;
let proxy: TcpProxy;

before(async () => {
  catalog = await startCatalog({
    databaseUrl: async (url) => {
      const target = new URL(url);
      proxy = await TcpProxy.closed({ host: target.hostname, port: Number(target.port || 5432) });
      await proxy.open();
      return proxy.urlFor(url);
    },
  });
});
after(async () => {
  await proxy?.open().catch(() => undefined);
  await catalog?.close();
  await proxy?.close();
});

/** A promise and the function that settles it, to hold a connection until the cut. */
function signal(): { done: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const done = new Promise<void>((resolve) => (fire = resolve));
  return { done, fire };
}

describe('catalog while its database is unreachable', () => {
  it('survives connections cut while checked out (a transaction, the housekeeping lock) and reports the failures to their holders', async () => {
    // In the service such an error ends the process; here the test runner would only blame the hook that opened the proxy.
    const uncaught: unknown[] = [];
    const monitor = (err: unknown) => uncaught.push(err);
    process.on('uncaughtExceptionMonitor', monitor);
    assert.equal((await catalog.gql(PRODUCTS)).status, 200);
    const held = { transaction: signal(), lock: signal() };
    const cut = signal();
    const transaction = catalog.app.get<NodePgDatabase>(DB).transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      held.transaction.fire();
      await cut.done;
      await tx.execute(sql`SELECT 1`);
    });
    const housekeeping = catalog.app.get(Housekeeping);
    housekeeping.register({
      name: 'outage-probe',
      everyMs: 60 * 60_000,
      run: async () => {
        held.lock.fire();
        await cut.done;
        return 0;
      },
    });
    const job = housekeeping.runNow('outage-probe');
    await Promise.all([held.transaction.done, held.lock.done]);

    await proxy.close();
    // Both connections now got their 'error' while checked out; the process is still here.
    await new Promise((resolve) => setImmediate(resolve));
    cut.fire();
    const [inTransaction, underLock] = await Promise.allSettled([transaction, job]);
    assert.equal(inTransaction.status, 'rejected');
    assert.equal(underLock.status, 'rejected');
    process.off('uncaughtExceptionMonitor', monitor);
    assert.deepEqual(uncaught, []);
    await proxy.open();
  });

  it('answers a read with 503 and the shop message within 2 s, and serves it again once the database is back', async () => {
    await proxy.close();
    try {
      const started = Date.now();
      const res = await catalog.gql(PRODUCTS);
      const ms = Date.now() - started;
      assert.equal(res.errors?.[0]?.extensions?.code, UNAVAILABLE_CODE, JSON.stringify(res.errors));
      assert.equal(res.errors?.[0]?.extensions?.status, 503);
      assert.equal(res.errors?.[0]?.message, UNAVAILABLE_MESSAGE);
      assert.ok(ms < 2000, `answered in ${ms} ms`);
      const ready = await fetch(`${catalog.url}/health/ready`);
      assert.equal(ready.status, 503);
    } finally {
      await proxy.open();
    }
    const again = await waitFor(
      async () => {
        const res = await catalog.gql(PRODUCTS);
        return res.data?.products ? res : undefined;
      },
      { what: 'products served again' },
    );
    assert.equal(again.errors, undefined);
    assert.equal((await fetch(`${catalog.url}/health/ready`)).status, 200);
  });
});
