import { ProductSort, SortOrder } from './product.model';

const INT32 = 2 ** 31;
const isInt = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v) && v >= -INT32 && v < INT32;
const isString = (v: unknown): boolean => typeof v === 'string';
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';
const oneOf = (values: readonly string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);

/** `ProductFilter`'s fields, each with the values GraphQL's input coercion takes for it as the gateway sends them. */
const FIELDS: Record<string, (v: unknown) => boolean> = {
  page: isInt,
  limit: isInt,
  category: isString,
  search: isString,
  minPrice: isInt,
  maxPrice: isInt,
  color: isString,
  size: isString,
  sortBy: oneOf(Object.values(ProductSort)),
  order: oneOf(Object.values(SortOrder)),
  featured: isBoolean,
  newArrival: isBoolean,
  includeInactive: isBoolean,
};

/** The defaults GraphQL fills in for a field left out of `ProductFilter` (its `defaultValue`s). */
const DEFAULTS = { page: 1, limit: 12, order: SortOrder.desc };

/**
 * A listing filter as JSON text (the catalog's REST read of a listing, decision 0911), as
 * `products(filter:)` would receive it after GraphQL's coercion: every field of the right type,
 * the defaults of those left out filled in. Undefined for anything GraphQL would answer otherwise
 * or that this reading does not take (text that is not JSON, a field it does not know, a null, a
 * number that is not a 32-bit integer, a value outside an enum): the gateway then asks GraphQL,
 * whose answer, an error included, stays the one the shop gives.
 */
export function readListingFilter(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const [field, v] of Object.entries(value)) if (!Object.hasOwn(FIELDS, field) || !FIELDS[field](v)) return undefined;
  return { ...DEFAULTS, ...value };
}
