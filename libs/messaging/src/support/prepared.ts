import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A Drizzle database or transaction, as far as `queryPrepared` needs one. */
export interface PreparingExecutor {
  readonly _: { readonly session: PgSession<any, any, any> };
}

/**
 * Runs a raw statement as a named prepared statement: PostgreSQL parses, analyses and plans it
 * once per connection instead of on every call (decision 0613, for the statements every order
 * runs). Answers what `db.execute(query)` would (the same row parsing), on the pool or in the
 * caller's transaction. Only for a statement whose text never changes: values are parameters,
 * never `sql.raw` of a value, and a list is one array parameter, not `inArray` (node-postgres
 * refuses a name that comes back with another text).
 */
export async function queryPrepared<T extends Record<string, unknown>>(db: PreparingExecutor, name: string, query: SQL): Promise<T[]> {
  const result = (await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
