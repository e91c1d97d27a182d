import type { TransactionContext } from '@shop/platform';
import type * as schema from './schema';

/** The service's transaction context (decision 0011): repositories run on its `current()`. */
export type Transactions = TransactionContext<typeof schema>;
