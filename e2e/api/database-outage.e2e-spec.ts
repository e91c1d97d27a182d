import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TcpProxy } from '@shop/messaging/dist/test-support/tcp-proxy';
import { waitFor } from '@shop/testing';
import { ShopClient } from '../support/http';
import { e2eEnv, startE2eSystem, type E2eSystem } from '../support/system';

// The catalog's PostgreSQL goes away under a running shop (decision 0410): catalog reads through
// the gateway's REST facade answer 503 with the shop's message within 2 s, no process exits, and
// the reads are served again once the database is back. This file starts a copy of the shop of
// its own whose catalog reaches its database through a proxy it cuts, so the PostgreSQL the other
// tests and engineers use is never touched.

const UNAVAILABLE = { success: false, message: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau', code: 'SERVICE_UNAVAILABLE' };
const COPY = { copy: 'pgout', portShift: 30 };

let proxy: TcpProxy;
let system: E2eSystem;
let api: ShopClient;

before(async () => {
  const direct = (await e2eEnv(COPY)).env.E2E_CATALOG_DATABASE_URL;
  const target = new URL(direct);
  proxy = await TcpProxy.closed({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.open();
  system = await startE2eSystem({ ...COPY, env: { CATALOG_DATABASE_URL: proxy.urlFor(direct) } });
  api = new ShopClient(system.baseUrl);
});
after(async () => {
  await system?.stop();
  await proxy?.close();
});

// A lowest price of its own each time: the gateway's public cache has never seen it, so catalog is
// asked; and a search that finds products, so their page is read from the database (a page with
// nothing on it is the catalog's snapshot's answer alone, decision 0912).
let reads = 0;
const uncachedRead = () => api.get(`/api/products?limit=5&search=tui&minPrice=${reads++}`);

describe("an outage of the catalog's PostgreSQL under a running shop", () => {
  it(
    'answers catalog reads with 503 and the shop message within 2 s, crashes nothing, and serves them again once it is back',
    { timeout: 120_000 },
    async (t) => {
      assert.equal((await uncachedRead()).status, 200);
      const exits = system.processes.map((p) => p.exitCount);

      await proxy.close();
      try {
        for (let i = 0; i < 3; i++) {
          const started = Date.now();
          const read = await uncachedRead();
          const ms = Date.now() - started;
          assert.equal(read.status, 503, JSON.stringify(read.body));
          assert.deepEqual(read.body, UNAVAILABLE);
          assert.ok(ms < 2000, `the read answered after ${ms} ms`);
          t.diagnostic(`read refused in ${ms} ms`);
        }
      } finally {
        await proxy.open();
      }

      await waitFor(async () => (await uncachedRead()).status === 200, { what: 'catalog reads served again', timeoutMs: 30_000 });
      assert.deepEqual(
        system.processes.filter((p, i) => p.exitCount !== exits[i]).map((p) => p.name),
        [],
        'no process exited',
      );
    },
  );
});
