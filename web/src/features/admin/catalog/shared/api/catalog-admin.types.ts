// Names for the catalog shapes the back office edits, taken from the generated operation types
// (web/src/lib/graphql/generated.ts, `npm run supergraph`). Types only, so the pure *.logic.ts
// files can share them.
import type {
  AdminCategoriesQuery,
  AdminInventoryQuery,
  AdminProductFieldsFragment,
  AdminProductRowFieldsFragment,
} from '../../../../../lib/graphql/generated.js';

export type { ProductInput, StockFilter } from '../../../../../lib/graphql/generated.js';
export type AdminCategory = AdminCategoriesQuery['categories'][number];
/** A row of the product list and the inventory. */
export type AdminProductRow = AdminProductRowFieldsFragment;
export type AdminVariant = AdminProductRow['variants'][number];
/** Everything the product form edits. */
export type AdminProduct = AdminProductFieldsFragment;
export type InventorySummary = AdminInventoryQuery['inventory']['summary'];
