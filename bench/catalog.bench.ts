import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { withCpu } from './lib/cpu';
import { measure, type BenchRow, type Target } from './lib/measure';
import { suggestionPaths } from './lib/prefixes';
import { DEMO_CUSTOMER, bearer, signIn } from './lib/shop';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');

/**
 * Writes the 10,000-product bench catalog into the running system's catalog database (env
 * CATALOG_DATABASE_URL, default the local one) with catalog's own set-based seeder.
 */
export async function seedBenchCatalog(count = Number(process.env.BENCH_PRODUCTS ?? 10_000)): Promise<{ products: number; ms: number }> {
  const script = path.join(repoRoot, 'services/catalog/dist/src/bench/seed-bench.js');
  const { stdout } = await run(process.execPath, [script, String(count)], { env: process.env });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { products: number; ms: number };
}

const gql = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

const CARD = 'id name price originalPrice discountPercent totalStock soldCount isNewArrival images { url alt } category { id name }';
const LIST = `query ($f: ProductFilter) { products(filter: $f) { products { ${CARD} } pagination { page limit pages total } colors sizes } }`;
const DETAIL = `query ($id: ID!) { product(id: $id) { ${CARD} description brand colors materials sizes variants { id sku stock color size } reviews { name rating comment } ratings { average count } } }`;

/** What the shop's performance targets ask of a row, as a share of the bare Node ceiling measured in the same run. */
const LISTING: Target = { ofCeiling: 0.1, p99Ms: 50 };
const SEARCH: Target = { ofCeiling: 0.05 };
/** Suggestions answer at every key press (decision 0205): never from the gateway's cache in this row. */
const SUGGESTIONS: Target = { p99Ms: 100 };
/** Reads the gateway's cache cannot answer: every request a different filter, or a different product. */
const LISTING_MISS: Target = { ofCeiling: 0.04, p99Ms: 150 };
const DETAIL_MISS: Target = { ofCeiling: 0.1, p99Ms: 50 };

/**
 * The spec's listing filters and sorts in turn, each request made unique by its lowest price (a
 * few đồng apart, so nearly every product still matches: the widest count and facets).
 */
const LISTING_SHAPES = [
  '',
  'category=balo',
  'category=tui-tote&sortBy=price&order=asc',
  'color=%C4%90en',
  'size=M&sortBy=soldCount',
  'sortBy=name&order=asc',
  'maxPrice=200000&sortBy=price&order=desc',
  'category=balo&color=%C4%90en&sortBy=price&order=asc',
  'page=3',
];
/** The i-th request over `shapes` in turn, each made unique by its lowest price (0 đồng, then 1, …, per round). */
const uniqueOver =
  (shapes: string[]) =>
  (i: number): string => {
    const shape = shapes[i % shapes.length];
    return `/api/products?${shape ? `${shape}&` : ''}minPrice=${Math.floor(i / shapes.length)}`;
  };
export const uniqueListingPath = uniqueOver(LISTING_SHAPES);

/**
 * Searches as shoppers type them (with and without accents, one word or several, with a filter or
 * a sort), each request made unique by its lowest price as the listing's are: the catalog's own
 * search (decision 0205), which the listing's snapshot does not answer (decision 0910).
 */
const SEARCH_SHAPES = [
  'search=tui%20vai',
  'search=balo',
  'search=t%C3%BAi%20x%C3%A1ch%20h%E1%BB%99i%20an',
  'search=non%20la%20hue&sortBy=price&order=asc',
  'search=hoa%20sen&category=tui-tote',
  'search=khan%20lua&sortBy=soldCount',
];
export const uniqueSearchPath = uniqueOver(SEARCH_SHAPES);

/** Ids of up to `count` active products, for detail reads of a different product each time. */
async function productIds(baseUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count; page++) {
    const res = await fetch(`${baseUrl}/api/products?limit=100&page=${page}`);
    const got = ((await res.json()) as { data: { products: { _id: string }[] } }).data.products.map((p) => p._id);
    if (got.length === 0) break;
    ids.push(...got);
  }
  return ids.slice(0, count);
}

/**
 * Catalog through the gateway, REST and GraphQL: the default listing, a Vietnamese search typed
 * without accents, suggestions as typed (every request a different text), a filtered and sorted listing, product detail, categories and the product
 * page HTML, for guests and for a signed-in customer.
 * Rows with a target carry it; run.ts prints whether it is met.
 */
export async function runCatalogBench({ baseUrl, seed = true }: { baseUrl: string; seed?: boolean }): Promise<(BenchRow & { target?: Target })[]> {
  if (seed) await seedBenchCatalog();
  const first = await fetch(`${baseUrl}/api/products?search=balo`);
  const body = (await first.json()) as { data: { products: { _id: string }[] } };
  const productId = body.data.products[0]?._id;
  if (!productId) throw new Error('catalog bench: no product to open');
  // The signed-in rows read the catalog with a customer's token.
  const token = (await signIn(baseUrl, DEMO_CUSTOMER)).token;
  const graphql = (name: string, query: string, variables: Record<string, unknown>) =>
    measure({
      name,
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: gql(query, variables),
    });
  const target = async (t: Target, row: Promise<BenchRow>) => ({ ...(await row), target: t });
  // Each read once before its row: a row measures steady state; what a miss costs shows in the
  // capacity bench's rows with the cache off (docs/capacity.md).
  const once = (path: string, body?: string) =>
    fetch(`${baseUrl}${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body } : {}).then((r) => r.arrayBuffer());
  // Warm the JIT, the pools and PostgreSQL's cache so the first row is not penalised.
  await measure({ name: 'warm-up', url: `${baseUrl}/api/products`, durationSec: 2 });
  const filtered = { category: 'balo', minPrice: 100000, maxPrice: 300000, color: 'Đen', sortBy: 'price', order: 'asc' };
  for (const path of [
    '/api/products',
    '/api/products?search=tui%20vai',
    '/api/products?category=balo&minPrice=100000&maxPrice=300000&color=%C4%90en&sortBy=price&order=asc',
    `/api/products/${productId}`,
    '/api/categories',
    `/products/${productId}`,
    // The catalog reads its suggestion index at the first suggestion asked (decision 0206).
    '/api/products/suggestions?q=tui',
  ])
    await once(path);
  for (const body of [gql(LIST, { f: {} }), gql(LIST, { f: { search: 'tui vai' } }), gql(LIST, { f: filtered }), gql(DETAIL, { id: productId })])
    await once('/graphql', body);
  const ids = await productIds(baseUrl, 10_000);
  type Row = BenchRow & { target?: Target };
  const rows: [string, (name: string) => Promise<Row>][] = [
    [
      'REST GET /api/products (unique filters, miss)',
      (name) => withCpu('read', () => target(LISTING_MISS, measure({ name, url: `${baseUrl}/api/products`, path: uniqueListingPath }))),
    ],
    [
      'REST GET /api/products?search= (unique, miss)',
      (name) => withCpu('read', () => target(LISTING_MISS, measure({ name, url: `${baseUrl}/api/products`, path: uniqueSearchPath }))),
    ],
    [
      'REST GET /api/products/{id} (each a miss)',
      (name) =>
        withCpu('read', () => target(DETAIL_MISS, measure({ name, url: `${baseUrl}/api/products`, path: (i) => `/api/products/${ids[i % ids.length]}` }))),
    ],
    ['REST GET /api/products', (name) => withCpu('read', () => target(LISTING, measure({ name, url: `${baseUrl}/api/products` })))],
    ['GraphQL products (default)', (name) => target(LISTING, graphql(name, LIST, { f: {} }))],
    ['REST GET /api/products?search=tui vai', (name) => target(SEARCH, measure({ name, url: `${baseUrl}/api/products?search=tui%20vai` }))],
    ["GraphQL products (search 'tui vai')", (name) => target(SEARCH, graphql(name, LIST, { f: { search: 'tui vai' } }))],
    [
      'REST suggestions (a new text each)',
      (name) => withCpu('read', () => target(SUGGESTIONS, measure({ name, url: `${baseUrl}/api/products/suggestions`, path: suggestionPaths() }))),
    ],
    [
      'REST GET /api/products (filtered, sorted)',
      (name) =>
        target(LISTING, measure({ name, url: `${baseUrl}/api/products?category=balo&minPrice=100000&maxPrice=300000&color=%C4%90en&sortBy=price&order=asc` })),
    ],
    ['GraphQL products (filtered, sorted)', (name) => target(LISTING, graphql(name, LIST, { f: filtered }))],
    ['REST GET /api/products/{id}', (name) => withCpu('read', () => target(LISTING, measure({ name, url: `${baseUrl}/api/products/${productId}` })))],
    ['GraphQL product(id)', (name) => target(LISTING, graphql(name, DETAIL, { id: productId }))],
    [
      'REST GET /api/products/{id} (signed in)',
      (name) => target(LISTING, measure({ name, url: `${baseUrl}/api/products/${productId}`, headers: bearer(token) })),
    ],
    ['REST GET /api/categories', (name) => measure({ name, url: `${baseUrl}/api/categories` })],
    ['product page HTML (SEO head)', (name) => measure({ name, url: `${baseUrl}/products/${productId}` })],
  ];
  // BENCH_ROWS, a regular expression on the rows' names, runs only those it matches (to profile one row).
  const only = process.env.BENCH_ROWS ? new RegExp(process.env.BENCH_ROWS, 'i') : undefined;
  const results: Row[] = [];
  for (const [name, row] of rows) if (!only || only.test(name)) results.push(await row(name));
  return results;
}
