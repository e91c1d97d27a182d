import { randomBytes } from 'node:crypto';
import { Client, Pool, type PoolClient } from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@localhost:5432/postgres';
}

/** A fresh, empty database for one test file; `drop()` removes it again. */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const name = `test_${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: adminUrl() });
      await c.connect();
      try {
        // pg's Pool.end() resolves before its connections have finished closing: give them a moment
        // to go by themselves, so that FORCE does not cut one off mid-goodbye (an error event then).
        for (let waited = 0; waited < 2000; waited += 50) {
          const left = await c.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1 LIMIT 1', [name]);
          if (left.rowCount === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * A pool for a test's own queries. Its `error` event is handled: a connection that ends while idle
 * (the database dropped at teardown, or a server restart a test makes) must not become an
 * uncaught exception that fails the file after its last test.
 */
export function createTestPool(url: string, max = 2): Pool {
  const pool = new Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Records the text (or the prepared statement's name) of every statement `pool`'s connections are
 * sent until `stop()`, for tests that count a use case's round trips (decision 0613). A connection
 * is watched from the moment the pool hands it out.
 */
export function recordStatements(pool: Pool): { sent: string[]; stop(): void } {
  const sent: string[] = [];
  let recording = true;
  const watched = new WeakSet<object>();
  const watch = (client: PoolClient) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { name?: string; text?: string } | undefined;
      if (recording) sent.push(typeof first === 'string' ? first : String(first?.name ?? first?.text));
      return query(...args);
    };
  };
  pool.on('acquire', watch);
  return {
    sent,
    stop() {
      recording = false;
      pool.off('acquire', watch);
    },
  };
}
