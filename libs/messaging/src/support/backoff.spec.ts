import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('waits the base delay before the first retry and doubles it after each failure', () => {
    assert.deepEqual(
      [1, 2, 3, 4].map((n) => backoffDelay(n, 500, 30_000)),
      [500, 1000, 2000, 4000],
    );
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    assert.equal(backoffDelay(7, 500, 30_000), 30_000);
    assert.equal(backoffDelay(10_000, 500, 30_000), 30_000);
  });

  it('does not wait before the first attempt', () => {
    assert.equal(backoffDelay(0, 500, 30_000), 0);
  });
});
