import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { TokenVerifier } from '@shop/auth';
import type { Logger } from '@shop/config';
import { PublicCache } from './public-cache';
import { Tags } from './public-reads';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as unknown as Logger;
const answer = (text: string, tags: string[]) => ({ status: 200, contentType: 'application/json', body: Buffer.from(text), tags });
const caches: PublicCache[] = [];
after(async () => {
  for (const c of caches) await c.onApplicationShutdown();
});

function cacheWithEntries(): PublicCache {
  const cache = new PublicCache({} as TokenVerifier, silent);
  caches.push(cache);
  cache.store.put('hot detail', cache.store.begin(), answer('hot', [Tags.product('hot')]));
  cache.store.put('home', cache.store.begin(), answer('home', [Tags.listing, Tags.product('hot'), Tags.product('cold')]));
  cache.store.put('cold detail', cache.store.begin(), answer('cold', [Tags.product('cold')]));
  return cache;
}

const stockChanged = (cache: PublicCache, productId: string) => (cache as unknown as { onStockChanged(id: string): void }).onStockChanged(productId);

describe('stock changes in the public cache (decision 0900, under a sale)', () => {
  it('drops what shows a product whose stock changed within the batch time, far inside the 1 s promise', async () => {
    const cache = cacheWithEntries();
    stockChanged(cache, 'hot');
    // Time is the subject: the batch window, after which the change must have been applied.
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(cache.store.get('hot detail'), undefined);
    assert.equal(cache.store.get('home'), undefined);
    assert.equal(cache.store.get('cold detail')?.body.toString(), 'cold');
  });

  it('drops a burst of changes once, all products of the burst together', async () => {
    const cache = cacheWithEntries();
    let invalidations = 0;
    const invalidate = cache.store.invalidate.bind(cache.store);
    cache.store.invalidate = (tags) => {
      invalidations++;
      invalidate(tags);
    };
    for (let i = 0; i < 20; i++) stockChanged(cache, i % 2 ? 'hot' : 'cold');
    assert.equal(invalidations, 0);
    cache.flushStock();
    assert.equal(invalidations, 1);
    assert.equal(cache.store.size, 0);
    cache.flushStock();
    assert.equal(invalidations, 1, 'nothing left to drop');
  });

  it('keeps an answer computed across a stock change only briefly after it', async () => {
    const cache = cacheWithEntries();
    const started = cache.store.begin();
    stockChanged(cache, 'hot');
    cache.flushStock();
    assert.equal(cache.store.put('hot detail', started, answer('old stock', [Tags.product('hot')])), true);
    assert.equal(cache.store.get('hot detail')?.body.toString(), 'old stock');
    // Time is the subject: how long such an answer may be kept.
    await new Promise((r) => setTimeout(r, 450));
    assert.equal(cache.store.get('hot detail'), undefined, 'gone 400 ms after the change was heard');
  });
});
