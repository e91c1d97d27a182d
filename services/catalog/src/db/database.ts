import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository method runs on: the pool, or the caller's transaction. */
export type Executor = Database | Transaction;

interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(err: unknown, code: string): PgError | undefined {
  for (let e = err as PgError | undefined; e; e = e.cause as PgError | undefined) if (e.code === code) return e;
  return undefined;
}

/** PostgreSQL's unique_violation (drizzle wraps pg's error in `cause`). */
export function uniqueViolation(err: unknown): PgError | undefined {
  return pgError(err, '23505');
}

/** PostgreSQL's foreign_key_violation. */
export function foreignKeyViolation(err: unknown): PgError | undefined {
  return pgError(err, '23503');
}
