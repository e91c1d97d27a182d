import type { TransactionContext } from '@shop/platform';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository method runs on: the pool, or the caller's transaction. */
export type Executor = Database | Transaction;
/** The service's transaction context (decision 0011): repositories run on its `current()`. */
export type Transactions = TransactionContext<typeof schema>;
