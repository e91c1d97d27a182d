import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import Redis from 'ioredis';
import { redisUrl } from '@shop/config';
import { SessionVersions } from '@shop/auth';
import { Housekeeping, MessageRetentionJob } from '@shop/platform';
import { useStarted, waitFor } from '@shop/testing';
import { SessionVersionsJob } from '../src/auth/session-versions.job';
import { UnconfirmedSignupsJob } from '../src/newsletter/unconfirmed-signups.job';
import { RetiredResetsJob } from '../src/password-reset/retired-resets.job';
import { registerCustomer, startIdentity } from './support/identity-app';

// What would otherwise grow for ever is pruned on a schedule (decision 0420).

let housekeeping: Housekeeping;
const identity = useStarted(
  () => startIdentity(),
  async () => {
    housekeeping = identity.app.get(Housekeeping);
  },
);

const ago = (ms: number) => new Date(Date.now() - ms);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe("identity's housekeeping", () => {
  it('has its jobs on the schedule: message retention, retired temporary passwords, session versions, unconfirmed newsletter sign-ups', () => {
    assert.deepEqual(
      housekeeping.names().sort(),
      [MessageRetentionJob.jobName, RetiredResetsJob.jobName, SessionVersionsJob.jobName, UnconfirmedSignupsJob.jobName].sort(),
    );
  });

  it('removes temporary passwords used, retired or expired more than a day ago, and keeps the rest', async () => {
    const { user } = await registerCustomer(identity);
    const insert = async (label: string, expiresAt: Date, usedAt: Date | null, createdAt: Date) => {
      await identity.pool.query('INSERT INTO password_resets (user_id, code_hash, expires_at, used_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
        user.id,
        label,
        expiresAt,
        usedAt,
        createdAt,
      ]);
    };
    await insert('used-2-days-ago', ago(2 * DAY - 15 * 60_000), ago(2 * DAY), ago(2 * DAY + 60_000));
    await insert('expired-2-days-ago', ago(2 * DAY), null, ago(2 * DAY + 15 * 60_000));
    await insert('used-1-hour-ago', ago(HOUR - 10 * 60_000), ago(HOUR), ago(HOUR + 60_000));
    await insert('expired-1-hour-ago', ago(HOUR), null, ago(HOUR + 15 * 60_000));
    await insert('open', ago(-10 * 60_000), null, ago(5 * 60_000));

    assert.deepEqual(await housekeeping.runNow(RetiredResetsJob.jobName), { ran: true, handled: 2 });
    const { rows } = await identity.pool.query('SELECT code_hash FROM password_resets WHERE user_id = $1 ORDER BY code_hash', [user.id]);
    assert.deepEqual(
      rows.map((r) => r.code_hash),
      ['expired-1-hour-ago', 'open', 'used-1-hour-ago'],
    );
  });

  it('removes published outbox rows after 7 days and applied inbox rows after 30, in batches, and never an unpublished event', async () => {
    const outbox = async (publishedAt: Date | null, occurredAt: Date, n = 1) => {
      await identity.pool.query(
        `INSERT INTO outbox (id, type, version, payload, correlation_id, occurred_at, published_at)
         SELECT gen_random_uuid(), 'test.Thing', 1, '{}', 'c', $1, $2 FROM generate_series(1, $3)`,
        [occurredAt, publishedAt, n],
      );
    };
    await identity.pool.query('DELETE FROM outbox; DELETE FROM inbox');
    await outbox(ago(8 * DAY), ago(8 * DAY), 2500); // more than two batches of 1000
    await outbox(ago(6 * DAY), ago(6 * DAY));
    await outbox(null, ago(40 * DAY)); // still waiting for RabbitMQ: never pruned
    const inbox = async (processedAt: Date) =>
      identity.pool.query(`INSERT INTO inbox (event_id, consumer, event_type, processed_at) VALUES ($1, 'orders:test.Thing', 'test.Thing', $2)`, [
        randomUUID(),
        processedAt,
      ]);
    await inbox(ago(31 * DAY));
    await inbox(ago(29 * DAY));

    assert.deepEqual(await housekeeping.runNow(MessageRetentionJob.jobName), { ran: true, handled: 2501 });
    const { rows: left } = await identity.pool.query(`SELECT published_at IS NULL AS unpublished FROM outbox ORDER BY occurred_at`);
    assert.deepEqual(left, [{ unpublished: true }, { unpublished: false }]);
    const { rows: kept } = await identity.pool.query('SELECT count(*)::int AS n FROM inbox');
    assert.equal(kept[0].n, 1);
  });

  it('skips a round while another replica holds the job, and runs once it is free', async () => {
    const other = await identity.pool.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext('housekeeping:' || $1))`, [MessageRetentionJob.jobName]);
      assert.deepEqual(await housekeeping.runNow(MessageRetentionJob.jobName), { ran: false, reason: 'another replica holds it' });
      await other.query(`SELECT pg_advisory_unlock(hashtext('housekeeping:' || $1))`, [MessageRetentionJob.jobName]);
      assert.equal((await housekeeping.runNow(MessageRetentionJob.jobName)).ran, true);
    } finally {
      other.release();
    }
  });

  it('writes raised session versions back into a Redis that lost them', async () => {
    const { user } = await registerCustomer(identity);
    await identity.pool.query('UPDATE users SET session_version = 7 WHERE id = $1', [user.id]);
    const sessions = new SessionVersions();
    const redis = new Redis(redisUrl());
    try {
      await waitFor(async () => (await sessions.current(user.id)) === 7, { what: 'the raise to reach Redis' });
      // Plays a Redis restarted without its data.
      await redis.del(`auth:session-version:${user.id}`);
      assert.equal(await sessions.current(user.id), 0);
      assert.equal((await housekeeping.runNow(SessionVersionsJob.jobName)).ran, true);
      assert.equal(await sessions.current(user.id), 7);
    } finally {
      await sessions.close();
      redis.disconnect();
    }
  });
});
