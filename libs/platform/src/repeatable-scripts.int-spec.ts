import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { Pool } from 'pg';
import { createTestDatabase, createTestPool, type TestDatabase } from '@shop/testing';
import { runMigrations } from './database';
import type { RepeatableScript } from './repeatable-scripts';

// Repeatable scripts (decision 0012) against the real PostgreSQL: a service of one versioned
// migration, which creates `runs`, and one repeatable script, which defines greeting() and notes
// each time it runs in `runs`.

const dir = mkdtempSync(path.join(tmpdir(), 'repeatable-scripts-'));
const migrationsFolder = path.join(dir, 'drizzle');
mkdirSync(path.join(migrationsFolder, 'meta'), { recursive: true });
writeFileSync(path.join(migrationsFolder, '0000_runs.sql'), 'CREATE TABLE runs (greeting text NOT NULL);');
writeFileSync(
  path.join(migrationsFolder, 'meta/_journal.json'),
  JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_runs', breakpoints: true }] }),
);

/** Writes the script with the greeting it answers and notes; answers it as the service lists it. */
function greetingScript(greeting: string, name = 'test/greeting'): RepeatableScript {
  const file = path.join(dir, `${name.replace('/', '-')}.sql`);
  writeFileSync(
    file,
    `CREATE OR REPLACE FUNCTION greeting() RETURNS text LANGUAGE sql AS $$ SELECT '${greeting}'::text $$;
     INSERT INTO runs (greeting) VALUES (greeting());`,
  );
  return { name, file };
}

describe('repeatable scripts', () => {
  let database: TestDatabase;
  let pool: Pool;
  const greeting = async () => (await pool.query<{ g: string }>('SELECT greeting() AS g')).rows[0].g;
  const runs = async () => (await pool.query<{ greeting: string }>('SELECT greeting FROM runs')).rows.map((r) => r.greeting);

  beforeEach(async () => {
    database = await createTestDatabase('repeatable');
    pool = createTestPool(database.url);
  });
  afterEach(async () => {
    await pool.end();
    await database.drop();
  });

  it('applies a script after the versioned migrations, with the messaging library’s first, and not again while its text is unchanged', async () => {
    const script = greetingScript('xin chào');
    assert.deepEqual(await runMigrations(database.url, migrationsFolder, [script]), ['messaging/outbox-insert', 'test/greeting']);
    assert.deepEqual(await runMigrations(database.url, migrationsFolder, [script]), []);
    assert.equal(await greeting(), 'xin chào');
    assert.deepEqual(await runs(), ['xin chào']);
  });

  it('applies a script again once its text changed, and only that one', async () => {
    const other = greetingScript('chào buổi sáng', 'test/other');
    await runMigrations(database.url, migrationsFolder, [greetingScript('xin chào'), other]);
    assert.deepEqual(await runMigrations(database.url, migrationsFolder, [greetingScript('chào bạn'), other]), ['test/greeting']);
    assert.equal(await greeting(), 'chào bạn');
    assert.deepEqual(await runs(), ['xin chào', 'chào buổi sáng', 'chào bạn']);
  });

  it('applies a changed script once when several replicas migrate at the same moment', async () => {
    await runMigrations(database.url, migrationsFolder, [greetingScript('xin chào')]);
    const changed = greetingScript('chào bạn');
    const applied = await Promise.all(Array.from({ length: 4 }, () => runMigrations(database.url, migrationsFolder, [changed])));
    assert.deepEqual(applied.flat(), ['test/greeting']);
    assert.deepEqual(await runs(), ['xin chào', 'chào bạn']);
  });

  it('leaves the database as it was when a script fails, and applies them all at the next start once it is mended', async () => {
    await runMigrations(database.url, migrationsFolder, [greetingScript('xin chào')]);
    const broken = { name: 'test/broken', file: path.join(dir, 'broken.sql') };
    writeFileSync(broken.file, 'SELECT no_such_function();');
    await assert.rejects(runMigrations(database.url, migrationsFolder, [greetingScript('chào bạn'), broken]), /no_such_function/);
    assert.equal(await greeting(), 'xin chào');
    assert.deepEqual(await runs(), ['xin chào']);

    writeFileSync(broken.file, 'SELECT 1;');
    assert.deepEqual(await runMigrations(database.url, migrationsFolder, [greetingScript('chào bạn'), broken]), ['test/greeting', 'test/broken']);
    assert.equal(await greeting(), 'chào bạn');
  });
});
