import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stays, waitFor } from './wait';

describe('waitFor', () => {
  it('answers the first truthy value, asking again after errors', async () => {
    let calls = 0;
    const value = await waitFor(
      () => {
        calls++;
        if (calls === 1) throw new Error('not yet');
        return calls === 3 && 'ready';
      },
      { intervalMs: 1 },
    );
    assert.equal(value, 'ready');
    assert.equal(calls, 3);
  });

  it('names what did not happen, with the last error, when the time runs out', async () => {
    await assert.rejects(
      waitFor(
        () => {
          throw new Error('still 4');
        },
        { timeoutMs: 30, intervalMs: 5, what: 'the stock to be 5' },
      ),
      { message: 'timed out waiting for the stock to be 5: Error: still 4' },
    );
  });
});

describe('stays', () => {
  it('keeps checking for the whole window', async () => {
    let calls = 0;
    const started = Date.now();
    await stays(() => ++calls > 0, { forMs: 60, intervalMs: 10, what: 'true' });
    assert.ok(Date.now() - started >= 60);
    assert.ok(calls >= 4, `checked ${calls} times`);
  });

  it('fails, naming what no longer held, the moment the check answers false', async () => {
    let calls = 0;
    const started = Date.now();
    await assert.rejects(
      stays(() => ++calls < 3, { forMs: 10_000, intervalMs: 5, what: 'one mail' }),
      /^Error: one mail no longer held after \d+ ms$/,
    );
    assert.ok(Date.now() - started < 1000);
  });
});
