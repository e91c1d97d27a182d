import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { measure, type BenchRow } from './lib/measure';

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

/**
 * Catalog through the gateway, REST and GraphQL: the default listing, a Vietnamese search typed
 * without accents, a filtered and sorted listing, and product detail (issue #4 item 10).
 */
export async function runCatalogBench({ baseUrl, seed = true }: { baseUrl: string; seed?: boolean }): Promise<BenchRow[]> {
  if (seed) await seedBenchCatalog();
  const first = await fetch(`${baseUrl}/api/products?search=balo`);
  const body = (await first.json()) as { data: { products: { _id: string }[] } };
  const productId = body.data.products[0]?._id;
  if (!productId) throw new Error('catalog bench: no product to open');
  const graphql = (name: string, query: string, variables: Record<string, unknown>) =>
    measure({
      name,
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: gql(query, variables),
    });
  // Warm the JIT, the pools and PostgreSQL's cache so the first row is not penalised.
  await measure({ name: 'warm-up', url: `${baseUrl}/api/products`, durationSec: 2 });
  const filtered = { category: 'balo', minPrice: 100000, maxPrice: 300000, color: 'Đen', sortBy: 'price', order: 'asc' };
  return [
    await measure({ name: 'REST GET /api/products', url: `${baseUrl}/api/products` }),
    await graphql('GraphQL products (default)', LIST, { f: {} }),
    await measure({ name: 'REST GET /api/products?search=tui vai', url: `${baseUrl}/api/products?search=tui%20vai` }),
    await graphql("GraphQL products (search 'tui vai')", LIST, { f: { search: 'tui vai' } }),
    await measure({
      name: 'REST GET /api/products (filtered, sorted)',
      url: `${baseUrl}/api/products?category=balo&minPrice=100000&maxPrice=300000&color=%C4%90en&sortBy=price&order=asc`,
    }),
    await graphql('GraphQL products (filtered, sorted)', LIST, { f: filtered }),
    await measure({ name: 'REST GET /api/products/{id}', url: `${baseUrl}/api/products/${productId}` }),
    await graphql('GraphQL product(id)', DETAIL, { id: productId }),
  ];
}
