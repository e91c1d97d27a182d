import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IMPORT_RETRY_DELAYS_MS, retryImport } from './retry-import.logic.js';

/** A load that fails `failures` times, then gives `value`; counts its calls. */
function flaky<T>(failures: number, value: T) {
  const calls = { n: 0 };
  const load = async () => {
    calls.n++;
    if (calls.n <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return value;
  };
  return { load, calls };
}

describe('loading a part of the page again after a failed load', () => {
  const waits: number[] = [];
  const sleep = async (ms: number) => void waits.push(ms);

  it('answers the first load that succeeds, after waiting 1, 2, 4 s between the failed ones', async () => {
    waits.length = 0;
    const { load, calls } = flaky(3, 'page');
    assert.equal(await retryImport(load, IMPORT_RETRY_DELAYS_MS, sleep), 'page');
    assert.equal(calls.n, 4);
    assert.deepEqual(waits, [1000, 2000, 4000]);
  });

  it('does not wait when the first load succeeds', async () => {
    waits.length = 0;
    const { load, calls } = flaky(0, 'page');
    assert.equal(await retryImport(load, IMPORT_RETRY_DELAYS_MS, sleep), 'page');
    assert.equal(calls.n, 1);
    assert.deepEqual(waits, []);
  });

  it('gives up after five loads within 15 s of waiting, with the last failure', async () => {
    waits.length = 0;
    const { load, calls } = flaky(10, 'page');
    await assert.rejects(retryImport(load, IMPORT_RETRY_DELAYS_MS, sleep), /Failed to fetch dynamically imported module/);
    assert.equal(calls.n, 5);
    assert.deepEqual(waits, [1000, 2000, 4000, 8000]);
  });
});
