import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { TokenVerifier } from '@shop/auth';
import type { Logger } from '@shop/config';
import { PublicCache } from './public-cache';
import { Tags, answersData } from './public-reads';

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

const HOT_ID = '7b0a6a55-6f5e-4c2b-9d0e-1f2a3b4c5d6e';

/** Just enough of Express's response for the cache: what it sends, and whether it has been sent. */
function fakeResponse() {
  const headers = new Map<string, unknown>();
  return {
    statusCode: 200,
    headers,
    sent: undefined as string | undefined,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), value);
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase());
    },
    write() {
      return true;
    },
    end(chunk?: unknown) {
      this.sent = chunk === undefined ? '' : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
      return this;
    },
    once() {
      return this;
    },
  };
}

/** A guest's GET of the hot product's REST detail through the cache's middleware. */
function read(cache: PublicCache) {
  const req = { method: 'GET', path: `/api/products/${HOT_ID}`, originalUrl: `/api/products/${HOT_ID}`, headers: {} };
  const res = fakeResponse();
  let computing = false;
  cache.middleware('get')(req as never, res as never, () => (computing = true));
  return {
    res,
    computing: () => computing,
    /** The normal path's answer, as the catalog gives it. */
    answer: (stock: number) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ success: true, data: { product: { _id: HOT_ID, stock } } }));
    },
  };
}

function liveCache(env: Record<string, string> = {}): PublicCache {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    const cache = new PublicCache({} as TokenVerifier, silent);
    caches.push(cache);
    (cache as unknown as { live: boolean }).live = true;
    return cache;
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}

/** The hot product's detail as the cache stores it: asked twice, since a key's first miss is only remembered. */
function stored(cache: PublicCache, stock: number): void {
  read(cache).answer(stock);
  read(cache).answer(stock);
}

const stockIn = (sent: string | undefined) => (JSON.parse(sent ?? 'null') as { data: { product: { stock: number } } } | null)?.data.product.stock;

describe('a hot product read while a stock change is recomputed (stale while revalidated)', () => {
  it('answers a read during the recomputation at once with the previous body, then the new one', async () => {
    const cache = liveCache();
    stored(cache, 5);
    assert.equal(read(cache).res.headers.get('x-cache'), 'HIT');

    stockChanged(cache, HOT_ID);
    cache.flushStock();
    const recomputing = read(cache);
    assert.equal(recomputing.computing(), true, 'the first read after the drop computes the new answer');
    assert.equal(recomputing.res.headers.get('x-cache'), 'MISS');

    const during = read(cache);
    assert.equal(during.computing(), false);
    assert.equal(stockIn(during.res.sent), 5, 'answered at once, not after the recomputation');
    assert.equal(during.res.headers.get('x-cache'), 'STALE');

    recomputing.answer(4);
    const afterwards = read(cache);
    assert.equal(stockIn(afterwards.res.sent), 4);
    assert.equal(afterwards.res.headers.get('x-cache'), 'HIT');
  });

  it('never serves the previous body once the stale time has passed: a read then waits for the new one', async () => {
    const cache = liveCache({ PUBLIC_CACHE_STALE_MS: '50' });
    stored(cache, 5);
    stockChanged(cache, HOT_ID);
    cache.flushStock();
    // Time is the subject: past the stale time of 50 ms.
    await new Promise((r) => setTimeout(r, 60));
    const recomputing = read(cache);
    assert.equal(recomputing.computing(), true);
    const during = read(cache);
    assert.equal(during.res.sent, undefined, 'waits rather than get the old stock');
    recomputing.answer(4);
    await new Promise((r) => setImmediate(r));
    assert.equal(stockIn(during.res.sent), 4);
  });

  it('serves nothing stale after a change that is not a stock change', () => {
    const cache = liveCache();
    stored(cache, 5);
    cache.store.invalidate([Tags.product(HOT_ID), Tags.listing, Tags.categories]); // ProductChanged: a price, a hiding
    const recomputing = read(cache);
    assert.equal(recomputing.computing(), true);
    const during = read(cache);
    assert.equal(during.res.sent, undefined, 'waits for the recomputation');
    assert.equal(during.computing(), false);
  });
});

describe('answers asked once are not stored (decision 0900, asked twice)', () => {
  it("stores an answer from its key's second miss, and keeps storing it after a change drops it", () => {
    const cache = liveCache();
    const first = read(cache);
    assert.equal(first.computing(), true);
    first.answer(5);
    assert.equal(cache.store.size, 0, 'the first miss is only remembered');
    const second = read(cache);
    assert.equal(second.res.headers.get('x-cache'), 'MISS');
    second.answer(5);
    assert.equal(cache.store.size, 1);
    assert.equal(read(cache).res.headers.get('x-cache'), 'HIT');

    cache.store.invalidate([Tags.product(HOT_ID), Tags.listing, Tags.categories]);
    read(cache).answer(6);
    const again = read(cache);
    assert.equal(stockIn(again.res.sent), 6, 'a key asked before is stored at its next miss');
    assert.equal(again.res.headers.get('x-cache'), 'HIT');
  });

  it('lets two of fifty shoppers opening a product nobody asked for yet compute it, and the rest wait', () => {
    const cache = liveCache();
    const readers = Array.from({ length: 50 }, () => read(cache));
    const computing = readers.filter((r) => r.computing());
    assert.equal(computing.length, 2, 'the first (remembered, not stored) and the second (stored, waited for)');
    for (const r of computing) r.answer(5);
    return new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      assert.deepEqual(new Set(readers.map((r) => stockIn(r.res.sent))), new Set([5]));
    });
  });
});

describe('which JSON answers the cache keeps', () => {
  it('keeps data and never a failure, read from the text as parsing it would judge', () => {
    const cases: [string, boolean][] = [
      ['{"success":true,"data":{"products":[]}}', true],
      ['{"success":true,"data":{"name":"\\"errors\\": trong tên"}}', true],
      ['{"success":false,"message":"Không tìm thấy sản phẩm","code":"PRODUCT_NOT_FOUND"}', false],
      ['{"data":{"products":{"products":[]}}}', true],
      ['{"data":{"product":{"name":"\\"errors\\":"}}}', true],
      ['{"data":null,"errors":[{"message":"x"}]}', false],
      ['{"data":{"product":null},"errors":[{"message":"x"}]}', false],
      ['{"errors":[{"message":"x"}]}', false],
      [' {"success":true,"data":1}', true],
      ['{"message":"ok","success":false}', false],
      ['không phải JSON', false],
    ];
    for (const [text, expected] of cases) {
      const parsed = (() => {
        try {
          const json = JSON.parse(text) as { errors?: unknown; success?: unknown };
          return json.errors === undefined && json.success !== false;
        } catch {
          return false;
        }
      })();
      assert.equal(parsed, expected, `the case itself: ${text}`);
      assert.equal(answersData(text), expected, text);
    }
  });
});
