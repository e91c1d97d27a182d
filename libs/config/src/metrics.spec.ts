import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cachedReading, closedLabels, OTHER } from './metrics';

describe('metric labels', () => {
  const sets = { by: ['customer', 'staff', 'expiry'], result: ['ok', 'retry'] } as const;

  it('keeps a value its set holds', () => {
    assert.deepEqual(closedLabels(sets, { by: 'staff', result: 'ok' }), { by: 'staff', result: 'ok' });
  });

  it('records a value outside its set as other, so ids and free text never become labels', () => {
    assert.deepEqual(closedLabels(sets, { by: '3f1c9a2e-0b7d-4d6e-9c41-5a8e2f7b1d30', result: 'Kho hết hàng' }), { by: OTHER, result: OTHER });
  });

  it('takes only the labels of the set', () => {
    assert.deepEqual(closedLabels({ by: sets.by }, { by: 'customer', orderId: 'DH000123' }), { by: 'customer' });
  });
});

describe('a cached reading', () => {
  it('reads once however often it is asked within its age, then again', async () => {
    let reads = 0;
    const read = cachedReading(() => Promise.resolve(++reads), 100);
    assert.deepEqual(await Promise.all([read(), read(), read()]), [1, 1, 1]);
    await new Promise((r) => setTimeout(r, 120));
    assert.equal(await read(), 2);
  });

  it('yields undefined for a failed reading and does not ask again before its age', async () => {
    let reads = 0;
    const read = cachedReading(() => Promise.reject(new Error(`refused ${++reads}`)), 100);
    assert.equal(await read(), undefined);
    assert.equal(await read(), undefined);
    assert.equal(reads, 1);
  });
});
