import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { Pool } from 'pg';
import { createTestDatabase, createTestPool, type TestDatabase } from '@shop/testing';
import { migrateOnStart, runMigrations, schemaState, waitForSchema } from './database';

// Migrations as a release step (decision 0310), against the real PostgreSQL: a serving pod that
// does not migrate waits for the schema its code needs, and a migration never queues for long
// behind a lock a running transaction holds.

/** A migrations folder with the given migrations, each timestamped by its index. */
function folder(migrations: string[]): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'release-migrations-')), 'drizzle');
  mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const entries = migrations.map((sql, idx) => {
    const tag = `000${idx}_step`;
    writeFileSync(path.join(dir, `${tag}.sql`), sql);
    return { idx, version: '7', when: 1000 + idx, tag, breakpoints: true };
  });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
  return dir;
}

const withEnv = async <T>(vars: Record<string, string>, run: () => Promise<T>): Promise<T> => {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await run();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
};

/** Drizzle wraps PostgreSQL's error in its own "Failed query"; the reason is its cause. */
const causedBy = (pattern: RegExp) => (err: unknown) => pattern.test(String((err as { cause?: Error }).cause?.message ?? (err as Error).message));

describe('migrations as a release step', () => {
  let database: TestDatabase;
  let pool: Pool;

  beforeEach(async () => {
    database = await createTestDatabase('release_migrations');
    pool = createTestPool(database.url);
  });
  afterEach(async () => {
    await pool.end();
    await database.drop();
  });

  it('serving pods migrate at start unless SHOP_MIGRATE_ON_START=false', async () => {
    assert.equal(await withEnv({ SHOP_MIGRATE_ON_START: '' }, async () => migrateOnStart()), true);
    assert.equal(await withEnv({ SHOP_MIGRATE_ON_START: 'true' }, async () => migrateOnStart()), true);
    assert.equal(await withEnv({ SHOP_MIGRATE_ON_START: 'false' }, async () => migrateOnStart()), false);
  });

  it('a pod that does not migrate waits for the schema its code needs, and accepts a newer one', async () => {
    const v1 = folder(['CREATE TABLE items (id int PRIMARY KEY);']);
    const v2 = folder(['CREATE TABLE items (id int PRIMARY KEY);', 'ALTER TABLE items ADD COLUMN note text;']);
    const client = await pool.connect();
    try {
      assert.equal((await schemaState(client, v1)).current, false, 'an empty database is not migrated');
      await assert.rejects(
        withEnv({ SHOP_SCHEMA_WAIT_SECONDS: '0' }, () => waitForSchema(database.url, v1)),
        /not migrated for this release \(needs 0000_step \(1000\), has none\)/,
      );
      await runMigrations(database.url, v1);
      assert.equal((await schemaState(client, v1)).current, true);
      assert.equal((await schemaState(client, v2)).current, false, 'the next release needs its own migration');
      // The Job of the next release runs while a pod of this one waits: the pod goes on as soon as it is done.
      const waiting = withEnv({ SHOP_SCHEMA_WAIT_SECONDS: '30' }, () => waitForSchema(database.url, v2));
      await new Promise((resolve) => setTimeout(resolve, 500));
      await runMigrations(database.url, v2);
      await waiting;
      // An old pod restarted after the new release's Job still starts (expand/contract).
      assert.equal((await schemaState(client, v1)).current, true);
    } finally {
      client.release();
    }
  });

  it('a migration gives up on a table lock after MIGRATION_LOCK_TIMEOUT_MS instead of queueing every query behind it', { timeout: 20_000 }, async () => {
    const v1 = folder(['CREATE TABLE items (id int PRIMARY KEY);']);
    const v2 = folder(['CREATE TABLE items (id int PRIMARY KEY);', 'ALTER TABLE items ADD COLUMN note text;']);
    await runMigrations(database.url, v1);
    const holder = await pool.connect();
    try {
      // A long transaction that read the table holds a lock the ALTER must wait for.
      await holder.query('BEGIN');
      await holder.query('SELECT * FROM items');
      // Raced against 5 s, after which the holder lets go: a migration that would wait forever
      // fails the test instead of hanging it.
      const migration = withEnv({ MIGRATION_LOCK_TIMEOUT_MS: '300' }, () => runMigrations(database.url, v2)).then(
        () => 'migrated after the lock was released',
        (err: unknown) => err,
      );
      const outcome = await Promise.race([migration, new Promise((resolve) => setTimeout(resolve, 5000, 'still waiting after 5 s'))]);
      await holder.query('ROLLBACK');
      await migration;
      assert.ok(causedBy(/canceling statement due to lock timeout/)(outcome), String(outcome));
      await runMigrations(database.url, v2);
      const columns = await pool.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'items' AND column_name = 'note'");
      assert.equal(columns.rowCount, 1);
    } finally {
      holder.release();
    }
  });

  it('a migration statement runs at most MIGRATION_STATEMENT_TIMEOUT_MS', { timeout: 20_000 }, async () => {
    const slow = folder(['SELECT pg_sleep(10);']);
    await assert.rejects(
      withEnv({ MIGRATION_STATEMENT_TIMEOUT_MS: '300' }, () => runMigrations(database.url, slow)),
      causedBy(/canceling statement due to statement timeout/),
    );
  });
});
