import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { ResponseStore } from './response-store';

const answer = (text: string, tags: string[]) => ({ status: 200, contentType: 'application/json', body: Buffer.from(text), tags });

describe('response store', () => {
  it('drops exactly the entries carrying an invalidated tag', () => {
    const store = new ResponseStore({ ttlMs: 60_000, maxEntries: 100, maxBytes: 1 << 20 });
    store.put('a', store.begin(), answer('A', ['product:1', 'listing']));
    store.put('b', store.begin(), answer('B', ['product:2']));
    store.invalidate(['product:1']);
    assert.equal(store.get('a'), undefined);
    assert.equal(store.get('b')?.body.toString(), 'B');
    store.invalidate(null);
    assert.equal(store.size, 0);
    assert.equal(store.totalBytes, 0);
  });

  it('with a grace, keeps an answer that raced a change only until the grace after that change', () => {
    let now = 1_000;
    const store = new ResponseStore({ ttlMs: 60_000, refreshWindowMs: 5_000, racedGraceMs: 400, maxEntries: 100, maxBytes: 1 << 20, now: () => now });
    const started = store.begin();
    now = 1_100;
    store.invalidate(['product:1']); // the change is heard at 1,100 while the answer is computed
    now = 1_300;
    store.invalidate(['product:1']); // and another one later: the first counts
    now = 1_400;
    assert.equal(store.put('a', started, answer('raced', ['product:1'])), true);
    assert.equal(store.put('b', started, answer('untouched', ['product:2'])), true);
    now = 1_499;
    assert.equal(store.get('a')?.body.toString(), 'raced');
    now = 1_500;
    assert.equal(store.get('a'), undefined, 'gone at 1,100 + 400, and not served stale while refreshed');
    assert.equal(store.lookup('a'), undefined);
    assert.equal(store.get('b')?.body.toString(), 'untouched');
    // Too late already: not kept at all.
    const late = store.begin();
    store.invalidate(null);
    now = 2_000;
    assert.equal(store.put('c', late, answer('raced', ['product:3'])), false);
  });

  it('never keeps an answer computed while something it shows changed', () => {
    const store = new ResponseStore({ ttlMs: 60_000, maxEntries: 100, maxBytes: 1 << 20 });
    const started = store.begin();
    store.invalidate(['product:1']); // arrives while the answer is being computed
    assert.equal(store.put('a', started, answer('stale', ['product:1'])), false);
    assert.equal(store.put('b', started, answer('fine', ['product:2'])), true);
    const again = store.begin();
    store.invalidate(null);
    assert.equal(store.put('c', again, answer('stale', ['product:3'])), false);
  });

  it('expires entries after the TTL and keeps within its limits, oldest out first', () => {
    let now = 0;
    const store = new ResponseStore({ ttlMs: 1000, maxEntries: 2, maxBytes: 1 << 20, now: () => now });
    store.put('a', store.begin(), answer('A', []));
    store.put('b', store.begin(), answer('B', []));
    store.put('c', store.begin(), answer('C', []));
    assert.equal(store.get('a'), undefined);
    assert.ok(store.get('c'));
    now = 1000;
    assert.equal(store.get('c'), undefined);
  });

  it('gzips a larger answer at its first hit that asks for it, keeps that copy and counts its bytes', () => {
    const store = new ResponseStore({ ttlMs: 1000, maxEntries: 2, maxBytes: 1 << 20 });
    store.put('big', store.begin(), answer(JSON.stringify({ text: 'x'.repeat(5000) }), []));
    store.put('small', store.begin(), answer('{"a":1}', []));
    const big = store.get('big')!;
    assert.equal(big.gzip, undefined, 'not compressed when stored');
    const before = store.totalBytes;
    const gzip = store.gzipOf('big', big)!;
    assert.ok(gzip.length < 200);
    assert.equal(gunzipSync(gzip).toString(), big.body.toString());
    assert.equal(store.gzipOf('big', store.get('big')!), gzip, 'made once');
    assert.equal(store.totalBytes, before + gzip.length);
    assert.equal(store.gzipOf('small', store.get('small')!), undefined);
    store.invalidate(null);
    assert.equal(store.totalBytes, 0);
  });

  it('evicts the oldest entries for the bytes a gzipped copy adds', () => {
    const body = JSON.stringify({ text: Array.from({ length: 400 }, (_, i) => `mục ${i * 7919}`).join(' ') });
    const maxBytes = 20 * (Buffer.byteLength(body) + 3) + 10;
    const store = new ResponseStore({ ttlMs: 1000, maxEntries: 100, maxBytes });
    for (let i = 0; i < 20; i++) assert.equal(store.put(`k${String(i).padStart(2, '0')}`, store.begin(), answer(body, [])), true);
    assert.equal(store.size, 20);
    store.gzipOf('k19', store.get('k19')!);
    assert.equal(store.get('k00'), undefined, 'the oldest made room');
    assert.ok(store.get('k19')?.gzip);
    assert.ok(store.totalBytes <= maxBytes, `${store.totalBytes} > ${maxBytes}`);
  });
});

describe('response store: a catalog replica that has not heard a change yet', () => {
  const options = { ttlMs: 60_000, refreshWindowMs: 5_000, racedGraceMs: 400, staleMs: 400, replicaLagMs: 500, maxEntries: 100, maxBytes: 1 << 20 };

  it('keeps an answer started just after a change to what it shows only until the lag after that change', () => {
    let now = 1_000;
    const store = new ResponseStore({ ...options, now: () => now });
    store.invalidate(['product:1', 'listing']); // a price change, heard here at 1,000
    now = 1_010;
    const started = store.begin(); // the next read, maybe on a replica that has not heard it yet
    now = 1_020;
    assert.equal(store.put('detail', started, answer('maybe old', ['product:1'])), true);
    assert.equal(store.put('other', started, answer('untouched', ['product:2'])), true);
    now = 1_499;
    assert.equal(store.get('detail')?.body.toString(), 'maybe old');
    now = 1_500;
    assert.equal(store.get('detail'), undefined, 'gone at 1,000 + 500, and not served while refreshed');
    assert.equal(store.lookup('detail'), undefined);
    assert.equal(store.get('other')?.body.toString(), 'untouched', 'answers that show nothing changed are kept as before');
    // Once the lag has passed, the next answer is kept for the TTL.
    const later = store.begin();
    assert.equal(store.put('detail', later, answer('new', ['product:1'])), true);
    now = 30_000;
    assert.equal(store.get('detail')?.body.toString(), 'new');
  });

  it('bounds the answer by the earliest change still inside the lag, and by everything after a drop of all', () => {
    let now = 1_000;
    const store = new ResponseStore({ ...options, now: () => now });
    store.invalidate(['product:1']);
    now = 1_300;
    store.invalidate(['product:1']);
    now = 1_350;
    assert.equal(store.put('a', store.begin(), answer('A', ['product:1'])), true);
    now = 1_500;
    assert.equal(store.get('a'), undefined, 'the first change, heard at 1,000, bounds it');
    store.invalidate(null); // a category change drops everything
    now = 1_600;
    assert.equal(store.put('b', store.begin(), answer('B', ['product:9'])), true);
    now = 2_000;
    assert.equal(store.get('b'), undefined);
  });

  it('needs no such bound after a stock change (stock is read from PostgreSQL at every read)', () => {
    let now = 1_000;
    const store = new ResponseStore({ ...options, now: () => now });
    store.invalidate(['product:1'], { keepStale: true });
    now = 1_010;
    assert.equal(store.put('a', store.begin(), answer('A', ['product:1'])), true);
    now = 20_000;
    assert.equal(store.get('a')?.body.toString(), 'A');
  });
});

describe('response store: after the TTL', () => {
  it('says an entry has expired during the refresh window, then forgets it', () => {
    let now = 0;
    const store = new ResponseStore({ ttlMs: 1000, refreshWindowMs: 500, maxEntries: 10, maxBytes: 1 << 20, now: () => now });
    store.put('a', store.begin(), answer('A', ['product:1']));
    assert.equal(store.lookup('a')?.expired, false);
    now = 1200;
    assert.equal(store.lookup('a')?.expired, true);
    assert.equal(store.get('a'), undefined);
    now = 1500;
    assert.equal(store.lookup('a'), undefined);
  });

  it('never serves an invalidated entry, whatever its age', () => {
    const store = new ResponseStore({ ttlMs: 1000, refreshWindowMs: 500, maxEntries: 10, maxBytes: 1 << 20 });
    store.put('a', store.begin(), answer('A', ['product:1']));
    store.invalidate(['product:1']);
    assert.equal(store.lookup('a'), undefined);
  });
});

describe('response store: an entry a stock change dropped (stale while recomputed)', () => {
  const options = { ttlMs: 60_000, refreshWindowMs: 5_000, racedGraceMs: 400, staleMs: 400, maxEntries: 10, maxBytes: 1 << 20 };

  it('is served only while refreshed, and never from the stale time after the first drop it missed', () => {
    let now = 1_000;
    const store = new ResponseStore({ ...options, now: () => now });
    store.put('a', store.begin(), answer('A', ['product:1']));
    store.put('b', store.begin(), answer('B', ['product:2']));
    store.invalidate(['product:1'], { keepStale: true });
    assert.equal(store.get('a'), undefined, 'no longer a hit');
    assert.deepEqual(store.lookup('a') && { body: store.lookup('a')!.entry.body.toString(), expired: store.lookup('a')!.expired }, {
      body: 'A',
      expired: true,
    });
    assert.equal(store.lookup('b')?.expired, false, 'untouched by another product');
    now = 1_250;
    store.invalidate(['product:1'], { keepStale: true }); // a later batch does not extend the first one's bound
    now = 1_399;
    assert.equal(store.lookup('a')?.entry.body.toString(), 'A');
    now = 1_400;
    assert.equal(store.lookup('a'), undefined, 'never served 400 ms after the first drop it missed');
    assert.equal(store.size, 1);
  });

  it('is replaced by the answer computed after the drop', () => {
    let now = 1_000;
    const store = new ResponseStore({ ...options, now: () => now });
    store.put('a', store.begin(), answer('old stock', ['product:1']));
    store.invalidate(['product:1'], { keepStale: true });
    const started = store.begin();
    now = 1_050;
    assert.equal(store.put('a', started, answer('new stock', ['product:1'])), true);
    assert.deepEqual({ body: store.lookup('a')?.entry.body.toString(), expired: store.lookup('a')?.expired }, { body: 'new stock', expired: false });
    now = 1_500;
    assert.equal(store.get('a')?.body.toString(), 'new stock', 'the new answer owes nothing to the old drop');
  });

  it('keeps the earlier bound of an answer that raced a change', () => {
    let now = 1_000;
    const store = new ResponseStore({ ...options, now: () => now });
    const started = store.begin();
    store.invalidate(['product:1'], { keepStale: true }); // heard while the answer was computed: kept until 1,400
    now = 1_300;
    assert.equal(store.put('a', started, answer('raced', ['product:1'])), true);
    store.invalidate(['product:1'], { keepStale: true }); // stale until 1,700 by itself
    now = 1_400;
    assert.equal(store.lookup('a'), undefined);
  });

  it('is gone at once for every other change, and with no stale time', () => {
    const store = new ResponseStore(options);
    store.put('a', store.begin(), answer('A', ['product:1', 'listing']));
    store.invalidate(['product:1'], { keepStale: true });
    store.invalidate(['listing']); // a price or visibility change: nothing stale is served
    assert.equal(store.lookup('a'), undefined);
    assert.equal(store.size, 0);
    const strict = new ResponseStore({ ...options, staleMs: 0 });
    strict.put('a', strict.begin(), answer('A', ['product:1']));
    strict.invalidate(['product:1'], { keepStale: true });
    assert.equal(strict.lookup('a'), undefined);
  });
});
