import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import express from 'express';
import type { TokenVerifier } from '@shop/auth';
import { createLogger } from '@shop/config';
import { MetricsProbe, waitFor } from '@shop/testing';
import { PublicCache } from '../src/cache/public-cache';

// Before any instrument is used: what the process's OpenTelemetry SDK does at boot.
const probe = MetricsProbe.install();

const logger = createLogger('gateway');
logger.level = 'fatal';
// Only guests read here: the token verifier is never asked.
const noTokens = {} as TokenVerifier;

/** The cache's middleware in front of a catalog listing, as the gateway mounts it. */
async function serveThrough(cache: PublicCache): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(cache.middleware('get'));
  app.get('/api/products', (_req, res) => {
    res.json({ success: true, data: [], pagination: { page: 1, total: 0 } });
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const requests = (result: string) => probe.value('shop_public_cache_requests_total', { result });

describe('public cache metrics', () => {
  const live = new PublicCache(noTokens, logger);
  const unsure = new PublicCache(noTokens, logger); // never started: it cannot hear the catalog's changes
  const servers: Server[] = [];

  before(async () => {
    await live.start();
    await waitFor(() => live.isLive(), { what: 'the cache listening to catalog events' });
  });
  after(async () => {
    for (const server of servers) server.close();
    await live.onApplicationShutdown();
    await unsure.onApplicationShutdown();
  });

  it('counts the first two reads as misses (the second is stored) and the same read again as a hit', async () => {
    const { url, server } = await serveThrough(live);
    servers.push(server);
    const [hits, misses] = [await requests('hit'), await requests('miss')];
    const first = await fetch(`${url}/api/products?page=1&limit=3`);
    assert.equal(first.headers.get('x-cache'), 'MISS');
    await first.text();
    const stored = await fetch(`${url}/api/products?page=1&limit=3`);
    assert.equal(stored.headers.get('x-cache'), 'MISS');
    await stored.text();
    const second = await fetch(`${url}/api/products?limit=3&page=1`);
    assert.equal(second.headers.get('x-cache'), 'HIT');
    assert.equal(await requests('miss'), misses + 2);
    assert.equal(await requests('hit'), hits + 1);
  });

  it('counts a public read answered uncached while the cache may miss changes as a bypass', async () => {
    const { url, server } = await serveThrough(unsure);
    servers.push(server);
    const bypasses = await requests('bypass');
    const res = await fetch(`${url}/api/products?page=2`);
    assert.equal(res.headers.get('x-cache'), null);
    assert.equal(await requests('bypass'), bypasses + 1);
  });

  it('counts nothing for a read that is not public', async () => {
    const { url, server } = await serveThrough(live);
    servers.push(server);
    const before = (await probe.points('shop_public_cache_requests_total')).reduce((n, p) => n + p.value, 0);
    await (await fetch(`${url}/api/orders`)).text();
    assert.equal(
      (await probe.points('shop_public_cache_requests_total')).reduce((n, p) => n + p.value, 0),
      before,
    );
  });
});
