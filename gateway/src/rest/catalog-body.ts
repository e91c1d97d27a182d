// Input coercion for the catalog REST routes (product §15). Like identity-body.ts it validates
// nothing: it only shapes query strings and JSON bodies into the GraphQL variables, so the
// catalog service answers with its own Vietnamese messages. A value that cannot be read is
// passed on unchanged, and GraphQL's type check answers 400 (never a 500).

import { asBody, type Body } from './identity-body';

/** A query-string integer (page, limit, prices); a value that is not one goes on as is → 400. */
export const queryNumber = (value: unknown): unknown => {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) {
    const n = Number.parseInt(value.trim(), 10);
    return Number.isSafeInteger(n) ? Math.max(-2_000_000_000, Math.min(2_000_000_000, n)) : value;
  }
  return value;
};

/** page and limit: nonsense (limit=abc) falls back to the default instead of failing. */
export const queryPage = (value: unknown): number | undefined => {
  const n = queryNumber(value);
  return typeof n === 'number' ? n : undefined;
};

export const queryBoolean = (value: unknown): unknown => {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
};

export const queryText = (value: unknown): unknown => (value === undefined || value === '' ? undefined : value);

/** product §15 listing parameters → ProductFilter. */
export function productFilter(q: Record<string, unknown>): Record<string, unknown> {
  return {
    page: queryPage(q.page),
    limit: queryPage(q.limit),
    category: queryText(q.category),
    search: queryText(q.search),
    minPrice: queryNumber(q.minPrice),
    maxPrice: queryNumber(q.maxPrice),
    color: queryText(q.color),
    size: queryText(q.size),
    sortBy: queryText(q.sortBy),
    order: queryText(q.order),
    featured: queryBoolean(q.featured),
    newArrival: queryBoolean(q.newArrival),
  };
}

/** An integer field of a JSON body: numbers and numeric strings; anything else goes on as is. */
const int = (value: unknown): unknown => {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^\s*-?\d{1,15}(\.\d+)?\s*$/.test(value)) return Math.trunc(Number(value));
  return value;
};

/** product §12 inventory: the stock is parsed as an integer, and a non-numeric value becomes 0. */
export const stockValue = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(n) ? Math.max(-1_000_000_000, Math.min(1_000_000_000, Math.trunc(n))) : 0;
};

/** Colours, materials, sizes: a list, or a comma-separated text (product §12). */
const list = (value: unknown): string[] | undefined => {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(',');
  return undefined;
};

const optional = (value: unknown): unknown => (value === undefined ? undefined : value);
const idOf = (value: unknown): unknown => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Body;
    return o._id ?? o.id;
  }
  return value;
};

const variant = (raw: unknown) => {
  const v = asBody(raw);
  return { id: optional(v._id ?? v.id), name: v.name, color: v.color, material: v.material, size: v.size, sku: v.sku, stock: int(v.stock) };
};

const image = (raw: unknown) => {
  if (typeof raw === 'string') return { url: raw };
  const i = asBody(raw);
  return { id: optional(i._id ?? i.id), url: i.url, data: i.data, alt: i.alt, mimetype: i.mimetype };
};

const pick = (...values: unknown[]): unknown => values.find((v) => v !== undefined);

/**
 * A product body of product §15 → ProductInput. `partial` (PUT) leaves out what was not sent;
 * `featured`/`newArrival` are accepted for isFeatured/isNewArrival (product §3 "also seen as").
 */
export function productInput(raw: unknown, partial: boolean): Record<string, unknown> {
  const b = asBody(raw);
  const input: Record<string, unknown> = {
    name: b.name,
    brand: b.brand,
    shortDescription: b.shortDescription,
    description: b.description,
    price: int(b.price),
    originalPrice: b.originalPrice === '' ? null : int(b.originalPrice),
    category: idOf(b.category),
    colors: list(b.colors),
    materials: list(b.materials),
    sizes: list(b.sizes),
    variants: Array.isArray(b.variants) ? b.variants.map(variant) : b.variants,
    images: Array.isArray(b.images) ? b.images.map(image) : b.images,
    stock: b.stock === undefined ? undefined : int(b.stock),
    isFeatured: pick(b.isFeatured, b.featured),
    isNewArrival: pick(b.isNewArrival, b.newArrival),
    isActive: b.isActive,
  };
  if (!partial) {
    // Required fields left out become empty values, answered with the spec's own messages.
    for (const k of ['name', 'shortDescription', 'description', 'category'] as const) if (input[k] === undefined) input[k] = '';
    if (input.price === undefined || input.price === '' || input.price === null) input.price = -1;
    if (input.images === undefined) input.images = [];
  }
  for (const k of Object.keys(input)) if (input[k] === undefined) delete input[k];
  return input;
}

export function categoryInput(raw: unknown): Record<string, unknown> {
  const b = asBody(raw);
  return { name: typeof b.name === 'string' ? b.name : '', description: typeof b.description === 'string' ? b.description : null };
}
