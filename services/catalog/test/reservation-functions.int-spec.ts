import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Pool } from 'pg';
import { runMigrations } from '@shop/platform';
import { createTestDatabase, createTestPool, type TestDatabase } from '@shop/testing';
import { migrationsFolder, repeatableScripts } from '../src/db/migrations';

// The reservation's functions live in src/stock/*.sql, applied as repeatable scripts (decision
// 0012). A database migrated before that holds the versions of migrations 0005 and 0006, which
// wrote their outbox rows with an INSERT of their own: its next start replaces them.

describe("catalog's functions on a database migrated before they were repeatable scripts", () => {
  let database: TestDatabase;
  let pool: Pool;
  const definition = async (fn: string) =>
    (await pool.query<{ src: string }>('SELECT prosrc AS src FROM pg_proc WHERE proname = $1', [fn])).rows.map((r) => r.src);

  before(async () => {
    database = await createTestDatabase('catalog_functions');
    pool = createTestPool(database.url);
    await runMigrations(database.url, migrationsFolder);
  });
  after(async () => {
    await pool.end();
    await database.drop();
  });

  it('replaces the versions of the migrations by the sources beside the repositories at the next start, once', async () => {
    const [old] = await definition('catalog_take_lines');
    assert.match(old, /INSERT INTO outbox/);

    // (search-words.sql, the search's words kept by triggers, is applied for the first time as well: decision 0205)
    assert.deepEqual(await runMigrations(database.url, migrationsFolder, repeatableScripts), ['catalog/quote', 'catalog/reservations', 'catalog/search-words']);
    const reservations = readFileSync(repeatableScripts[1].file, 'utf8');
    for (const fn of ['catalog_take_lines', 'catalog_reserve', 'catalog_quote_reserve']) {
      const [now] = await definition(fn);
      assert.ok(reservations.includes(now), `${fn} is the source of reservations.sql`);
    }
    const [taking] = await definition('catalog_take_lines');
    assert.match(taking, /messaging_outbox_insert\(p_event,/);
    assert.doesNotMatch(taking, /INSERT INTO outbox/);

    assert.deepEqual(await runMigrations(database.url, migrationsFolder, repeatableScripts), []);
  });
});
