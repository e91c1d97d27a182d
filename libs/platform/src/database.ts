import { Client, Pool, type ClientConfig } from 'pg';
import { envInt, type Logger } from '@shop/config';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { messagingScripts } from '@shop/messaging';
import { applyRepeatableScripts, MIGRATION_LOCK, type RepeatableScript } from './repeatable-scripts';
import { observePool } from './telemetry/pool-metrics';

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

/**
 * A pool that rides out a PostgreSQL restart (decision 0410). Opening a connection takes at most
 * `DATABASE_CONNECT_TIMEOUT_MS`, then the request is answered 503 rather than waiting for one that
 * cannot come (a stopped server refuses at once; the bound is for one that swallows packets). A
 * request waiting for a free connection of a busy pool waits its turn: a burst is served, not
 * refused. Every connection listens for its own 'error'
 * from the moment it exists: pg's pool listens only while a connection is idle, and one that breaks
 * while checked out (a transaction between statements, the housekeeping lock held for a whole job)
 * would otherwise crash the process. Its holder notices at its next statement, which fails, and the
 * pool drops a broken connection when it is released; a new one is opened on the next demand.
 */
export function createDatabase<S extends Record<string, unknown>>(url: string, schema: S, max = 10, logger?: Logger): Database<S> {
  const connectTimeout = envInt('DATABASE_CONNECT_TIMEOUT_MS', 5000);
  // pg's pool would apply its connectionTimeoutMillis to the wait for a free connection too, and
  // turn a burst queueing for the pool into refusals; the bound belongs to opening a connection.
  class BoundedClient extends Client {
    constructor(config?: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeout });
    }
  }
  const pool = new Pool({ connectionString: url, max, Client: BoundedClient });
  pool.on('connect', (client) => client.on('error', (err) => logger?.warn({ err }, 'a database connection failed; the pool drops it')));
  // Already logged by the connection's own listener above.
  pool.on('error', () => undefined);
  observePool(pool);
  return { pool, db: drizzle(pool, { schema }) };
}

/**
 * Applies the committed SQL migrations, then the repeatable scripts whose text changed since they
 * were last applied (decision 0012): the messaging library's, which every service's outbox needs,
 * then the service's own `repeatable`, in that order. An advisory lock makes replicas that start
 * together migrate one after the other instead of racing. Answers the repeatable scripts applied.
 */
export async function runMigrations(url: string, migrationsFolder: string, repeatable: RepeatableScript[] = []): Promise<string[]> {
  const pool = new Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
    const applied = await applyRepeatableScripts(client, [...messagingScripts, ...repeatable]);
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    return applied;
  } finally {
    client.release();
    await pool.end();
  }
}

// Statements every order runs are prepared once per connection (decision 0613).
export { queryPrepared, type PreparingExecutor } from '@shop/messaging';
