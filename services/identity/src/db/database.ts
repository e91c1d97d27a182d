import type { TransactionContext } from '@shop/platform';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** The service's transaction context (decision 0011): repositories run on its `current()`. */
export type Transactions = TransactionContext<typeof schema>;
