// Names for the order shapes the order screens read, taken from the generated operation types
// (web/src/lib/graphql/generated.ts, `npm run supergraph`).
import type { OrderFieldsFragment } from '../../../lib/graphql/generated.js';

export type { OrderStatus } from '../../../lib/graphql/generated.js';
export type Order = OrderFieldsFragment;
export type OrderItem = Order['items'][number];
