import { Client, Pool } from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

/** Creates the database named in `url` when it does not exist yet (spec: "created if missing"). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`unsafe database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (err) {
        // Another replica created it between our check and our create.
        if ((err as { code?: string }).code !== '42P04') throw err;
      }
    }
  } finally {
    await client.end();
  }
}

export interface Database<S extends Record<string, unknown> = Record<string, unknown>> {
  pool: Pool;
  db: NodePgDatabase<S>;
}

export function createDatabase<S extends Record<string, unknown>>(url: string, schema: S, max = 10): Database<S> {
  const pool = new Pool({ connectionString: url, max });
  // An idle client that errors (e.g. the server restarted) must not crash the process.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema }) };
}

/**
 * Applies the committed SQL migrations. An advisory lock makes replicas that start together
 * migrate one after the other instead of racing.
 */
export async function runMigrations(url: string, migrationsFolder: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await migrate(drizzle(client), { migrationsFolder });
    await client.query('SELECT pg_advisory_unlock(727274)');
  } finally {
    client.release();
    await pool.end();
  }
}

// Statements every order runs are prepared once per connection (decision 0613).
export { queryPrepared, type PreparingExecutor } from '@shop/messaging';
