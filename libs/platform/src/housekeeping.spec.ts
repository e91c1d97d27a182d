import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import type { Pool } from 'pg';
import type { Logger } from '@shop/config';
import { Housekeeping, deleteInBatches } from './housekeeping';

// The schedule itself, on a mocked clock. The advisory lock and the pruning run against the real
// PostgreSQL in the services' integration tests (identity's and catalog's housekeeping.int-spec).

/** Answers the lock query with `locked`, as PostgreSQL's pg_try_advisory_lock would. */
function poolWhere(locked: () => boolean): Pool {
  const client = {
    query: async (sql: string) => ({ rows: sql.includes('pg_try_advisory_lock') ? [{ locked: locked() }] : [] }),
    release: () => undefined,
  };
  return { connect: async () => client } as unknown as Pool;
}

const logged: { level: string; msg: string }[] = [];
const logger = {
  info: (_: unknown, msg: string) => logged.push({ level: 'info', msg }),
  error: (_: unknown, msg: string) => logged.push({ level: 'error', msg }),
} as unknown as Logger;

/** Lets the promise chains a timer started run to their end. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('Housekeeping schedule', () => {
  beforeEach(() => {
    logged.length = 0;
    mock.timers.enable({ apis: ['setTimeout'] });
    mock.method(Math, 'random', () => 0.5);
  });
  afterEach(() => {
    mock.timers.reset();
    mock.restoreAll();
  });

  it('runs a job first between 30 s and ~10 min after start, then every interval ±20 %', async () => {
    const housekeeping = new Housekeeping(
      poolWhere(() => true),
      logger,
    );
    const runs: number[] = [];
    let now = 0;
    housekeeping.register({ name: 'job', everyMs: 60 * 60_000, run: async () => (runs.push(now), 3) });
    housekeeping.start();
    const advance = async (ms: number) => {
      now += ms;
      mock.timers.tick(ms);
      await settle();
    };
    await advance(30_000 + 5 * 60_000 - 1);
    assert.deepEqual(runs, [], 'not before the first delay (30 s + half of the 10-minute spread)');
    await advance(1);
    assert.deepEqual(runs, [330_000]);
    await advance(60 * 60_000);
    assert.deepEqual(runs, [330_000, 330_000 + 60 * 60_000], 'then every hour (random 0.5: no jitter this time)');
    assert.deepEqual(
      logged.map((l) => l.msg),
      ['housekeeping done', 'housekeeping done'],
    );
    await housekeeping.stop();
    await advance(3 * 60 * 60_000);
    assert.equal(runs.length, 2, 'nothing runs after stop');
  });

  it('logs a failing job and runs it again at its next time', async () => {
    const housekeeping = new Housekeeping(
      poolWhere(() => true),
      logger,
    );
    let calls = 0;
    housekeeping.register({
      name: 'flaky',
      everyMs: 60_000,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
        return 0;
      },
    });
    housekeeping.start();
    mock.timers.tick(60_000);
    await settle();
    mock.timers.tick(60_000);
    await settle();
    assert.equal(calls, 2);
    assert.deepEqual(
      logged.map((l) => l.level),
      ['error'],
    );
    await housekeeping.stop();
  });

  it('skips the round when another replica holds the lock', async () => {
    const housekeeping = new Housekeeping(
      poolWhere(() => false),
      logger,
    );
    let calls = 0;
    housekeeping.register({ name: 'busy', everyMs: 60_000, run: async () => ++calls });
    assert.deepEqual(await housekeeping.runNow('busy'), { ran: false, reason: 'another replica holds it' });
    assert.equal(calls, 0);
  });

  it('refuses two jobs of one name', () => {
    const housekeeping = new Housekeeping(
      poolWhere(() => true),
      logger,
    );
    housekeeping.register({ name: 'a', everyMs: 1000, run: async () => 0 });
    assert.throws(() => housekeeping.register({ name: 'a', everyMs: 1000, run: async () => 0 }), /registered twice/);
  });
});

describe('deleteInBatches', () => {
  it('deletes batch after batch until one comes back short', async () => {
    const sizes = [1000, 1000, 10];
    const asked: number[] = [];
    assert.equal(await deleteInBatches(async (n) => (asked.push(n), sizes.shift() ?? 0)), 2010);
    assert.deepEqual(asked, [1000, 1000, 1000]);
  });

  it('stops after maxBatches, leaving the rest for the next run', async () => {
    let calls = 0;
    assert.equal(await deleteInBatches(async (n) => (calls++, n), 50, 4), 200);
    assert.equal(calls, 4);
  });
});
