import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { NestFactory } from '@nestjs/core';
import type { Pool } from 'pg';
import { createTestDatabase, createTestPool, waitFor, type TestDatabase } from '@shop/testing';
import { migrateService } from './bootstrap';
import { Housekeeping } from './housekeeping';
import { PlatformModule } from './platform.module';
import { MIGRATION_LOCK } from './repeatable-scripts';
import { PG_POOL } from './tokens';

// Through a transaction pooler (PgBouncer, decision 0312) a session is not the client's: what
// holds a session-level lock connects by the direct URL. Both URLs name the same real database
// here; their application_name tells in pg_stat_activity which one a lock was taken on.

const withName = (url: string, name: string): string => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};

/** The application_name of every session holding (or waiting for) an advisory lock of this database. */
async function advisoryHolders(pool: Pool, database: string, granted: boolean): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted = $2 AND a.datname = $1`,
    [database, granted],
  );
  return rows.map((r) => r.name);
}

describe('session-level locks use the direct URL (decision 0312)', () => {
  let database: TestDatabase;
  let pool: Pool;
  const saved = { ...process.env };

  before(async () => {
    database = await createTestDatabase('direct_url');
    pool = createTestPool(database.url, 3);
    Object.assign(process.env, {
      CATALOG_DATABASE_URL: withName(database.url, 'shop-pooled'),
      CATALOG_DATABASE_DIRECT_URL: withName(database.url, 'shop-direct'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    });
  });
  after(async () => {
    for (const key of ['CATALOG_DATABASE_URL', 'CATALOG_DATABASE_DIRECT_URL', 'LOG_LEVEL']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    await pool.end();
    await database.drop();
  });

  it('the migration job waits for the migration lock on a direct connection', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'direct-url-')), 'drizzle');
    mkdirSync(path.join(dir, 'meta'), { recursive: true });
    writeFileSync(path.join(dir, '0000_step.sql'), 'CREATE TABLE direct_url_probe (id int)');
    writeFileSync(
      path.join(dir, 'meta/_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1000, tag: '0000_step', breakpoints: true }] }),
    );
    const blocker = await pool.connect();
    try {
      await blocker.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const migrating = migrateService('catalog', dir);
      const waiting = await waitFor(
        async () => {
          const names = await advisoryHolders(pool, database.name, false);
          return names.length > 0 ? names : undefined;
        },
        { what: 'the migration waiting for its lock' },
      );
      assert.deepEqual(waiting, ['shop-direct']);
      await blocker.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      await migrating;
    } finally {
      blocker.release();
    }
    assert.notEqual(process.exitCode, 1);
    const { rows } = await pool.query<{ t: string | null }>("SELECT to_regclass('direct_url_probe')::text AS t");
    assert.equal(rows[0].t, 'direct_url_probe');
  });

  it('a housekeeping job runs under a lock held on a direct connection, its queries on the pool', async () => {
    const app = await NestFactory.createApplicationContext(PlatformModule.forRoot({ service: 'catalog', schema: {} }), { logger: false });
    try {
      const seen: { holders: string[]; mine: string }[] = [];
      const housekeeping = app.get(Housekeeping);
      const servicePool = app.get<Pool>(PG_POOL);
      housekeeping.register({
        name: 'direct-url-probe',
        everyMs: 60_000,
        run: async () => {
          const mine = (await servicePool.query<{ name: string }>('SELECT current_setting($1) AS name', ['application_name'])).rows[0].name;
          seen.push({ holders: await advisoryHolders(pool, database.name, true), mine });
          return 0;
        },
      });
      assert.deepEqual(await housekeeping.runNow('direct-url-probe'), { ran: true, handled: 0 });
      assert.deepEqual(seen, [{ holders: ['shop-direct'], mine: 'shop-pooled' }]);
    } finally {
      await app.close();
    }
  });
});
