import { accentedWords, searchWords } from '../common/text';
import type { ProductFilter } from './product.inputs';
import { ProductSort, SortOrder } from './product.model';

export const DEFAULT_PAGE_SIZE = 12; // product §14
export const MAX_PAGE_SIZE = 100;
export const INVENTORY_PAGE_SIZE = 20; // product §14
export const MAX_PRICE_FILTER = 2_000_000_000;

/** A listing request after clamping: every value usable as is. */
export interface ListingQuery {
  page: number;
  limit: number;
  offset: number;
  category: string | null;
  words: string[];
  /** The search's words typed with marks, and per word its near spellings (decision 0205; filled by the service). */
  accented: string[];
  near: string[][];
  minPrice: number | null;
  maxPrice: number | null;
  color: string | null;
  size: string | null;
  sortBy: ProductSort | null;
  order: SortOrder;
  featured: boolean | null;
  newArrival: boolean | null;
  includeInactive: boolean;
}

const clampInt = (value: number | null | undefined, min: number, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;

const priceBound = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(MAX_PRICE_FILTER, Math.max(0, Math.trunc(value))) : null;

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/**
 * product §4.1/§15 listing parameters, clamped rather than refused where a sensible reading exists:
 * page below 1 → 1, limit to 1..100, negative prices → 0 (architecture §9: bad input is answered 4xx).
 */
export function toListingQuery(filter: ProductFilter | null | undefined, staff: boolean): ListingQuery {
  const f = filter ?? {};
  const page = clampInt(f.page, 1, 1_000_000, 1);
  const limit = clampInt(f.limit, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
  return {
    page,
    limit,
    offset: (page - 1) * limit,
    category: blankToNull(f.category),
    words: searchWords(f.search),
    accented: accentedWords(f.search),
    near: [],
    minPrice: priceBound(f.minPrice),
    maxPrice: priceBound(f.maxPrice),
    color: blankToNull(f.color),
    size: blankToNull(f.size),
    sortBy: f.sortBy ?? null,
    order: f.order === SortOrder.asc ? SortOrder.asc : SortOrder.desc,
    featured: typeof f.featured === 'boolean' ? f.featured : null,
    newArrival: typeof f.newArrival === 'boolean' ? f.newArrival : null,
    includeInactive: staff && f.includeInactive === true,
  };
}

export function pagination(page: number, limit: number, total: number): { page: number; limit: number; pages: number; total: number } {
  return { page, limit, pages: Math.ceil(total / limit), total };
}

/** product §4.4 stock level of one item. */
export function stockLevel(stock: number): 'out' | 'low' | 'in' {
  if (stock <= 0) return 'out';
  if (stock < 5) return 'low';
  return 'in';
}
