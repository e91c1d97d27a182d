import type { TransactionContext } from '@shop/platform';
import type { SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a statement runs on: the pool, or the open transaction. */
export type Executor = Database | Transaction;

/** The rows of a raw SQL statement (conditional updates with RETURNING, and the like). */
export async function queryRows<T extends Record<string, unknown>>(tx: Executor, query: SQL): Promise<T[]> {
  return (await tx.execute<T>(query)).rows as T[];
}
/** The service's transaction context (decision 0011): repositories run on its `current()`. */
export type Transactions = TransactionContext<typeof schema>;
