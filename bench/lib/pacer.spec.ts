import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Pacer } from './pacer';

const settle = () => new Promise((r) => setImmediate(r));

describe('a paced operation', () => {
  it('starts one operation per period of the clock, however late the ticks come', async () => {
    let now = 1000;
    const seen: number[] = [];
    const pacer = new Pacer(
      10,
      100,
      async (i) => void seen.push(i),
      () => now,
    );
    pacer.tick(); // t = 0: the first
    now += 5;
    pacer.tick(); // nothing new is due
    now += 45; // t = 50: four more fell due (10, 20, 30, 40) and the one at 50
    pacer.tick();
    await settle();
    now += 10;
    const count = await pacer.stop();
    assert.deepEqual(seen, [0, 1, 2, 3, 4, 5]);
    assert.deepEqual(
      { started: count.started, done: count.done, failed: count.failed, skipped: count.skipped },
      { started: 6, done: 6, failed: 0, skipped: 0 },
    );
    assert.equal(count.seconds, 0.06);
  });

  it('skips and counts what falls due while too many are still running, and waits for them on stop', async () => {
    let now = 0;
    const release: (() => void)[] = [];
    const pacer = new Pacer(
      10,
      2,
      () => new Promise<void>((r) => release.push(r)),
      () => now,
    );
    pacer.tick();
    now = 30; // three more due, room for one
    pacer.tick();
    await settle();
    assert.equal(release.length, 2);
    const stopped = pacer.stop();
    let finished = false;
    void stopped.then(() => (finished = true));
    await settle();
    assert.equal(finished, false, 'stop() waits for the operations still running');
    release.forEach((r) => r());
    const count = await stopped;
    assert.deepEqual({ started: count.started, done: count.done, skipped: count.skipped }, { started: 2, done: 2, skipped: 2 });
  });

  it('counts failures and keeps the first error', async () => {
    let now = 0;
    const pacer = new Pacer(
      10,
      10,
      async (i) => {
        if (i > 0) throw new Error(`refused ${i}`);
      },
      () => now,
    );
    pacer.tick();
    now = 20;
    pacer.tick();
    const count = await pacer.stop();
    assert.equal(count.done, 1);
    assert.equal(count.failed, 2);
    assert.equal(count.firstError, 'Error: refused 1');
  });

  it('refuses a period or a bound that would never start anything', () => {
    assert.throws(() => new Pacer(0, 1, async () => undefined));
    assert.throws(() => new Pacer(10, 0, async () => undefined));
  });
});
