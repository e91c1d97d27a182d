// The product list keeps every filter in the URL query (product §4.1 "Product list"), so a listing can
// be shared, bookmarked and navigated with the browser's back button. These functions translate
// between the query string and the catalog's `ProductFilter` input.

import { formatVnd } from '../../../lib/shop-rules.js';

export const PAGE_SIZE = 12; // product §14

export type SortBy = 'createdAt' | 'price' | 'name' | 'soldCount';
export type SortOrder = 'asc' | 'desc';

export interface ListingQuery {
  page: number;
  category?: string;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  color?: string;
  size?: string;
  sortBy: SortBy;
  order: SortOrder;
  /** False when the URL names no sort: a search is then ranked by best match (the catalog's default). */
  sortChosen: boolean;
  featured?: boolean;
  newArrival?: boolean;
}

/** Product §4.1 sort options; 'Nổi bật' sorts like 'Mới nhất' (the same createdAt desc value). */
export const SORT_OPTIONS = [
  { key: 'newest', label: 'Mới nhất', sortBy: 'createdAt', order: 'desc' },
  { key: 'oldest', label: 'Cũ nhất', sortBy: 'createdAt', order: 'asc' },
  { key: 'featured', label: 'Nổi bật', sortBy: 'createdAt', order: 'desc' },
  { key: 'price-asc', label: 'Giá tăng dần', sortBy: 'price', order: 'asc' },
  { key: 'price-desc', label: 'Giá giảm dần', sortBy: 'price', order: 'desc' },
  { key: 'name-asc', label: 'Tên A-Z', sortBy: 'name', order: 'asc' },
  { key: 'name-desc', label: 'Tên Z-A', sortBy: 'name', order: 'desc' },
  { key: 'best-selling', label: 'Bán chạy', sortBy: 'soldCount', order: 'desc' },
] as const satisfies readonly { key: string; label: string; sortBy: SortBy; order: SortOrder }[];

/** Shown only for a search with no sort chosen: the catalog ranks best matches first then. */
export const RELEVANCE_OPTION = { key: 'relevance', label: 'Phù hợp nhất' } as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['key'] | typeof RELEVANCE_OPTION.key;

/** Product §4.1 price ranges (single choice). Bounds are inclusive, as the catalog applies them. */
export const PRICE_RANGES = [
  { key: 'under-500k', label: `Dưới ${formatVnd(500_000)}`, maxPrice: 500_000 },
  { key: '500k-1m', label: `${formatVnd(500_000)} – ${formatVnd(1_000_000)}`, minPrice: 500_000, maxPrice: 1_000_000 },
  { key: '1m-2m', label: `${formatVnd(1_000_000)} – ${formatVnd(2_000_000)}`, minPrice: 1_000_000, maxPrice: 2_000_000 },
  { key: 'over-2m', label: `Trên ${formatVnd(2_000_000)}`, minPrice: 2_000_000 },
] as const satisfies readonly { key: string; label: string; minPrice?: number; maxPrice?: number }[];

export type PriceRangeKey = (typeof PRICE_RANGES)[number]['key'];

const SORT_FIELDS: readonly string[] = ['createdAt', 'price', 'name', 'soldCount'];

function text(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

function nonNegativeInt(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

function flag(params: URLSearchParams, name: string): boolean | undefined {
  const raw = params.get(name);
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

/** Reads the listing from a query string; anything missing or nonsensical takes the spec's default. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const page = nonNegativeInt(params, 'page');
  const sortBy = params.get('sortBy');
  const order = params.get('order');
  const sortChosen = Boolean(sortBy && SORT_FIELDS.includes(sortBy));
  return {
    page: page && page >= 1 ? page : 1,
    category: text(params, 'category'),
    search: text(params, 'search'),
    minPrice: nonNegativeInt(params, 'minPrice'),
    maxPrice: nonNegativeInt(params, 'maxPrice'),
    color: text(params, 'color'),
    size: text(params, 'size'),
    sortBy: sortChosen ? (sortBy as SortBy) : 'createdAt',
    order: order === 'asc' || order === 'desc' ? order : 'desc',
    sortChosen,
    featured: flag(params, 'featured'),
    newArrival: flag(params, 'newArrival'),
  };
}

export type ListingChange = { [K in keyof ListingQuery]?: ListingQuery[K] | null };

/**
 * The query string after a change. Any change other than the page goes back to page 1 (product §4.1);
 * `null` or `undefined` removes a parameter, and defaults are left out to keep URLs short.
 */
export function applyListingChange(params: URLSearchParams, change: ListingChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in change)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  // Newest first is the default, except for a search, where leaving it out means best matches first.
  if (!next.get('search') && next.get('sortBy') === 'createdAt' && next.get('order') === 'desc') {
    next.delete('sortBy');
    next.delete('order');
  }
  return next;
}

/** The clear-all button: every filter and the search go, the chosen sort order stays. */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  return applyListingChange(params, {
    category: null,
    search: null,
    minPrice: null,
    maxPrice: null,
    color: null,
    size: null,
    featured: null,
    newArrival: null,
  });
}

/** True when any filter or a search is set (to offer the clear-all button). */
export function hasFilters(q: ListingQuery): boolean {
  return Boolean(
    q.category ||
    q.search ||
    q.minPrice !== undefined ||
    q.maxPrice !== undefined ||
    q.color ||
    q.size ||
    q.featured !== undefined ||
    q.newArrival !== undefined,
  );
}

export function priceRangeKey(q: Pick<ListingQuery, 'minPrice' | 'maxPrice'>): PriceRangeKey | 'all' | 'custom' {
  if (q.minPrice === undefined && q.maxPrice === undefined) return 'all';
  const range = PRICE_RANGES.find(
    (r) => ('minPrice' in r ? r.minPrice : undefined) === q.minPrice && ('maxPrice' in r ? r.maxPrice : undefined) === q.maxPrice,
  );
  return range ? range.key : 'custom';
}

export function priceRangeChange(key: string): ListingChange {
  const range = PRICE_RANGES.find((r) => r.key === key);
  return {
    minPrice: range && 'minPrice' in range ? range.minPrice : null,
    maxPrice: range && 'maxPrice' in range ? range.maxPrice : null,
  };
}

/** The option shown in the sort dropdown; `preferred` keeps 'Nổi bật' shown after choosing it. */
export function sortKeyOf(q: Pick<ListingQuery, 'sortBy' | 'order' | 'sortChosen' | 'search'>, preferred?: string): SortKey {
  if (q.search && !q.sortChosen) return RELEVANCE_OPTION.key;
  const chosen = SORT_OPTIONS.find((o) => o.key === preferred);
  if (chosen && chosen.sortBy === q.sortBy && chosen.order === q.order) return chosen.key;
  return SORT_OPTIONS.find((o) => o.sortBy === q.sortBy && o.order === q.order)?.key ?? 'newest';
}

export function sortChange(key: string): ListingChange {
  if (key === RELEVANCE_OPTION.key) return { sortBy: null, order: null };
  const option = SORT_OPTIONS.find((o) => o.key === key) ?? SORT_OPTIONS[0];
  return { sortBy: option.sortBy, order: option.order };
}

/** The catalog's `ProductFilter` input for a listing (product §14 page size 12). */
export function toProductFilter(q: ListingQuery): Record<string, string | number | boolean> {
  const filter: Record<string, string | number | boolean> = { page: q.page, limit: PAGE_SIZE };
  if (q.sortChosen || !q.search) Object.assign(filter, { sortBy: q.sortBy, order: q.order });
  for (const key of ['category', 'search', 'minPrice', 'maxPrice', 'color', 'size', 'featured', 'newArrival'] as const) {
    const value = q[key];
    if (value !== undefined) filter[key] = value;
  }
  return filter;
}
