import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client, Pool, type ClientBase, type ClientConfig } from 'pg';
import { envInt, shopCounter, type Logger } from '@shop/config';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { messagingScripts } from '@shop/messaging';
import { applyRepeatableScripts, MIGRATION_LOCK, type RepeatableScript } from './repeatable-scripts';
import { databaseUnreachable } from './pg-errors';
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

/**
 * Whether a pool may ask the server for a new connection now (decision 0410). A PostgreSQL that is
 * shutting down answers every new connection with `57P03`, but only after forking a backend for
 * it, hundreds of milliseconds apiece on a busy machine, and a stopped one may swallow packets
 * until `DATABASE_CONNECT_TIMEOUT_MS`: every request would wait its turn behind those attempts to
 * be told the same thing. Once opening a connection failed for a reason `databaseUnreachable`
 * names, the next demands are refused at once, with `08006` (so answered 503), for
 * `DATABASE_RETRY_MS` (250 ms); then one demand tries again (the others are still refused while
 * it does), and the first connection that opens ends it. A connection already open is not gated:
 * the pool hands out an idle one as before, and the server is the one to refuse it.
 */
class ConnectGate {
  private downUntil = 0;
  private probing = false;
  private lastError?: Error;

  constructor(
    private readonly retryMs: number,
    private readonly logger?: Logger,
  ) {}

  /** Undefined when a connection may be opened (then `settled` must follow); else the error to fail with. */
  admit(): Error | undefined {
    if (!this.lastError) return undefined;
    if (this.probing || Date.now() < this.downUntil) {
      connectionsRefused.add({});
      return Object.assign(new Error(`the database is unreachable (${this.lastError.message}); trying again within ${this.retryMs} ms`), {
        code: '08006',
        cause: this.lastError,
      });
    }
    this.probing = true;
    return undefined;
  }

  /** The outcome of a connection `admit` let through. */
  settled(err: unknown): void {
    this.probing = false;
    if (!err) {
      if (this.lastError) this.logger?.info('the database accepts connections again');
      this.lastError = undefined;
      return;
    }
    if (!databaseUnreachable(err)) return;
    if (!this.lastError) this.logger?.warn({ err, retryMs: this.retryMs }, 'the database is unreachable; new connections are refused at once until one opens');
    this.lastError = err as Error;
    this.downUntil = Date.now() + this.retryMs;
  }
}

const connectionsRefused = shopCounter(
  'shop_db_connections_refused_total',
  'Demands for a new PostgreSQL connection refused at once because the database was just found unreachable',
  {},
);

type ConnectCallback = (err: Error) => void;

/**
 * A Client whose connect takes at most `DATABASE_CONNECT_TIMEOUT_MS` and asks `gate` first. pg's
 * pool would apply its connectionTimeoutMillis to the wait for a free connection too, and turn a
 * burst queueing for the pool into refusals; the bound belongs to opening a connection. The gate
 * sits here rather than on the pool because the pool also opens connections for requests already
 * queued in it.
 */
function boundedClient(gate: ConnectGate): typeof Client {
  const connectTimeout = envInt('DATABASE_CONNECT_TIMEOUT_MS', 5000);
  return class BoundedClient extends Client {
    constructor(config?: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeout });
    }

    // pg's pool connects with a callback; other callers await the promise.
    override connect(): Promise<Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<Client> | void {
      const refusal = gate.admit();
      if (refusal) {
        if (!callback) return Promise.reject(refusal);
        process.nextTick(callback, refusal);
        return;
      }
      if (!callback)
        return super.connect().then(
          (client) => {
            gate.settled(undefined);
            return client;
          },
          (err: unknown) => {
            gate.settled(err);
            throw err;
          },
        );
      super.connect((err: Error | null) => {
        gate.settled(err);
        (callback as (err: Error | null) => void)(err);
      });
    }
  };
}

/** A gate for one pool: `DATABASE_RETRY_MS` between attempts while the database is unreachable. */
const connectGate = (logger?: Logger) => new ConnectGate(envInt('DATABASE_RETRY_MS', 250), logger);

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
  const pool = new Pool({ connectionString: url, max, Client: boundedClient(connectGate(logger)) });
  pool.on('connect', (client) => client.on('error', (err) => logger?.warn({ err }, 'a database connection failed; the pool drops it')));
  // Already logged by the connection's own listener above.
  pool.on('error', () => undefined);
  observePool(pool);
  return { pool, db: drizzle(pool, { schema }) };
}

/**
 * A pool of one connection straight to PostgreSQL, for session-level advisory locks when the
 * service's pool goes through a transaction pooler (decision 0312): jobs that want a lock at the
 * same moment take turns. Its connection closes after 10 s idle, like the service pool's.
 */
export function createSessionPool(url: string, logger?: Logger): Pool {
  const pool = new Pool({ connectionString: url, max: 1, Client: boundedClient(connectGate(logger)) });
  pool.on('connect', (client) => client.on('error', (err) => logger?.warn({ err }, 'a direct database connection failed; the pool drops it')));
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Applies the committed SQL migrations, then the repeatable scripts whose text changed since they
 * were last applied (decision 0012): the messaging library's, which every service's outbox needs,
 * then the service's own `repeatable`, in that order. An advisory lock makes replicas that start
 * together migrate one after the other instead of racing. Once it holds the lock, every statement
 * waits at most `MIGRATION_LOCK_TIMEOUT_MS` (5 s) for a table lock and runs at most
 * `MIGRATION_STATEMENT_TIMEOUT_MS` (5 min): an ALTER queued behind a long transaction would
 * otherwise block every query on that table behind it (decision 0310). Answers the repeatable
 * scripts applied.
 */
export async function runMigrations(url: string, migrationsFolder: string, repeatable: RepeatableScript[] = []): Promise<string[]> {
  const lockTimeout = envInt('MIGRATION_LOCK_TIMEOUT_MS', 5000);
  const statementTimeout = envInt('MIGRATION_STATEMENT_TIMEOUT_MS', 300_000);
  const pool = new Pool({ connectionString: url, max: 1 });
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`SET lock_timeout = ${lockTimeout}`);
    await client.query(`SET statement_timeout = ${statementTimeout}`);
    await migrate(drizzle(client), { migrationsFolder });
    const applied = await applyRepeatableScripts(client, [...messagingScripts, ...repeatable]);
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    return applied;
  } finally {
    client.release();
    await pool.end();
  }
}

/**
 * Whether serving pods migrate at start: `SHOP_MIGRATE_ON_START`, true unless `false`. `npm start`
 * and the tests migrate; in Kubernetes the release's migration Job does, and pods only wait for it.
 */
export const migrateOnStart = (): boolean => (process.env.SHOP_MIGRATE_ON_START ?? '').trim().toLowerCase() !== 'false';

export interface SchemaState {
  /** True when every versioned migration this code ships is applied and every repeatable script is there. */
  current: boolean;
  /** The newest migration this code ships, and the newest the database has (drizzle's tags / timestamps). */
  needs: string;
  has: string;
}

/**
 * Reads, without changing anything, whether the database is at the schema this code needs: the
 * newest versioned migration applied is at least this code's newest (a later release's schema is
 * fine: expand/contract keeps it readable by the code before it, decision 0310), and every
 * repeatable script is recorded (by name: a newer text is a later release's).
 */
export async function schemaState(client: ClientBase, migrationsFolder: string, repeatable: RepeatableScript[] = []): Promise<SchemaState> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  const last = journal.entries.at(-1);
  const needs = last ? `${last.tag} (${last.when})` : 'none';
  const exists = async (table: string) => (await client.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [table])).rows[0].t !== null;
  let newest = 0;
  if (await exists('drizzle.__drizzle_migrations')) {
    const row = await client.query<{ newest: string | null }>('SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations');
    newest = Number(row.rows[0].newest ?? 0);
  }
  const names = [...messagingScripts, ...repeatable].map((s) => s.name);
  let scriptsThere = names.length === 0;
  if (names.length > 0 && (await exists('repeatable_scripts'))) {
    const found = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM repeatable_scripts WHERE name = ANY($1)', [names]);
    scriptsThere = found.rows[0].n === new Set(names).size;
  }
  const has = newest === 0 ? 'none' : String(newest);
  return { current: newest >= (last?.when ?? 0) && scriptsThere, needs, has };
}

/**
 * For a serving pod that does not migrate (`SHOP_MIGRATE_ON_START=false`): waits until the
 * release's migration Job has brought the schema to what this code needs, polling every 2 s for at
 * most `SHOP_SCHEMA_WAIT_SECONDS` (90: under the startup probe's two minutes), then fails naming
 * both versions, so a release whose Job did not run is a crash loop that says why.
 */
export async function waitForSchema(url: string, migrationsFolder: string, repeatable: RepeatableScript[] = [], logger?: Logger): Promise<void> {
  const deadline = Date.now() + envInt('SHOP_SCHEMA_WAIT_SECONDS', 90) * 1000;
  let state: SchemaState | undefined;
  for (;;) {
    const client = new Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      state = await schemaState(client, migrationsFolder, repeatable);
      if (state.current) return;
      logger?.info({ needs: state.needs, has: state.has }, 'waiting for the release migration Job to migrate the database');
    } catch (err) {
      logger?.warn({ err }, 'could not read the schema version; trying again');
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(
    `the database is not migrated for this release (needs ${state?.needs ?? 'unknown'}, has ${state?.has ?? 'unknown'}): run the release's migration Job`,
  );
}

// Statements every order runs are prepared once per connection (decision 0613).
export { queryPrepared, type PreparingExecutor } from '@shop/messaging';
