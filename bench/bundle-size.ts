import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '@shop/config';
import { chromiumPath, HEADLESS_CHROMIUM_FLAGS } from '@shop/testing';
import { DEMO_CUSTOMER, graphql, ok, signIn } from './lib/shop';

/** The budget (decision 0901): the JavaScript a page a shopper opens loads, gzipped. */
export const BUDGET_BYTES = 200 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
}
type Manifest = Record<string, ManifestChunk>;

/** A page a shopper opens; `customer`: opened signed in as the demo customer (the page needs it). */
interface ShopperRoute {
  path: string | ((baseUrl: string) => Promise<string>);
  label: string;
  customer?: boolean;
  /** Puts what the page needs in place first (the demo customer's cart), and returns its undo. */
  prepare?: (baseUrl: string, token: string) => Promise<() => Promise<void>>;
}

/** The id of one active product, for the product page. */
export async function someProductPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/products?limit=1&sortBy=soldCount&order=desc`);
  if (!res.ok) throw new Error(`GET /api/products answered ${res.status}`);
  const body = (await res.json()) as { data: { products: { _id: string }[] } };
  const id = body.data.products[0]?._id;
  if (!id) throw new Error('the catalog has no product to measure');
  return `/products/${id}`;
}

/** A GraphQL call as the demo customer (the bench's own setup, not measured). */
async function customerGraphql<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return (await ok(graphql(baseUrl, query, variables, token), 'GraphQL call')).data as T;
}

/**
 * The checkout form opens only with selected items: one unit of a product in
 * stock goes into the demo customer's server cart first, and the cart is emptied afterwards.
 */
async function itemInCart(baseUrl: string, token: string): Promise<() => Promise<void>> {
  const { products } = await customerGraphql<{ products: { products: { id: string; totalStock: number; variants: { id: string; stock: number }[] }[] } }>(
    baseUrl,
    token,
    '{ products { products { id totalStock variants { id stock } } } }',
  );
  const product = products.products.find((p) => p.totalStock > 0);
  if (!product) throw new Error('the catalog has no product in stock for the checkout page');
  const variant = product.variants.find((v) => v.stock > 0);
  await customerGraphql(baseUrl, token, 'mutation ($input: CartItemInput!) { addToCart(input: $input) { items { quantity } } }', {
    input: { productId: product.id, variantId: variant?.id ?? null, quantity: 1, selected: true },
  });
  return async () => {
    await customerGraphql(baseUrl, token, 'mutation { clearCart { items { quantity } } }');
  };
}

/** Every page a shopper opens (none may be above the budget). */
const ROUTES: ShopperRoute[] = [
  { path: '/', label: '/' },
  { path: '/products', label: '/products' },
  { path: someProductPath, label: '/products/{id}' },
  { path: '/cart', label: '/cart' },
  { path: '/login', label: '/login' },
  { path: '/register', label: '/register' },
  { path: '/forgot-password', label: '/forgot-password' },
  { path: '/reset-password?email=khach%40example.com', label: '/reset-password' },
  { path: '/about', label: '/about' },
  { path: '/profile', label: '/profile', customer: true },
  { path: '/my-orders', label: '/my-orders', customer: true },
  { path: '/checkout', label: '/checkout (signed in, with items)', customer: true, prepare: itemInCart },
];

/** Anything that belongs to the admin area (its own lazy chunks, the /admin/* routes). */
const ADMIN = /(^|\/)(features\/admin|admin)\//i;

export interface RouteBundle {
  route: string;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  adminFiles: string[];
}

function readManifest(): Manifest {
  const file = process.env.WEB_MANIFEST ?? path.join(repoRoot, 'web/dist/.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app with build.manifest enabled (npm run build -w web)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The demo customer's stored session, as the web app keeps it (token, user, isAuthenticated). */
async function customerSession(baseUrl: string): Promise<Record<string, string>> {
  const { token, user } = await signIn(baseUrl, DEMO_CUSTOMER);
  return {
    token,
    user: JSON.stringify({ id: user._id, name: user.name, email: user.email, phone: user.phone ?? null, role: user.role }),
    isAuthenticated: 'true',
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Opens each page a shopper opens in a fresh Chromium profile (empty cache, a phone's viewport),
 * waits until the network is idle, and sums the gzipped size (gzip -9) of every script the
 * browser fetched: the entry, the modulepreloads, the page's lazy chunks and whatever they
 * import on the way. Checks that no admin chunk is among them. Budget: 200 KB per route.
 */
export async function printBundleSizes(baseUrl: string): Promise<RouteBundle[]> {
  const manifest = readManifest();
  const adminFiles = new Set(
    Object.values(manifest)
      .filter((c) => ADMIN.test(`${c.src ?? ''} ${c.name ?? ''}`))
      .map((c) => c.file),
  );
  // An ES module (playwright-core's own typings); this project compiles to CommonJS.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: HEADLESS_CHROMIUM_FLAGS });
  const session = await customerSession(baseUrl);
  const results: RouteBundle[] = [];
  const sizes = new Map<string, number>();
  const gzipSize = async (file: string) => {
    if (!sizes.has(file)) {
      const asset = await fetch(`${baseUrl}/${file}`);
      if (!asset.ok) throw new Error(`GET /${file} answered ${asset.status}`);
      sizes.set(file, gzipSync(Buffer.from(await asset.arrayBuffer()), { level: 9 }).length);
    }
    return sizes.get(file)!;
  };
  try {
    console.log('\nJavaScript a page loads when opened fresh on a phone (gzip -9; budget 200 KB per page)');
    for (const route of ROUTES) {
      const pathname = typeof route.path === 'string' ? route.path : await route.path(baseUrl);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const undo = route.prepare ? await route.prepare(baseUrl, session.token) : null;
      try {
        if (route.customer) {
          await context.addInitScript((entries) => {
            for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
          }, session);
        }
        const page = await context.newPage();
        const scripts = new Set<string>();
        const origin = new URL(baseUrl).origin;
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (request.resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname.replace(/^\//, ''));
        });
        await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
        const landed = new URL(page.url()).pathname;
        if (landed !== new URL(pathname, baseUrl).pathname) throw new Error(`${pathname} led to ${landed}: the page itself was not measured`);
        const files = await Promise.all([...scripts].map(async (file) => ({ file, gzipBytes: await gzipSize(file) })));
        const r: RouteBundle = {
          route: route.label,
          files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
          gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
          adminFiles: [...scripts].filter((f) => adminFiles.has(f)),
        };
        results.push(r);
      } finally {
        await context.close();
        await undo?.();
      }
    }
  } finally {
    await browser.close();
  }
  for (const r of results) {
    const met = r.gzipBytes <= BUDGET_BYTES;
    console.log(
      `  ${r.route.padEnd(34)}${kb(r.gzipBytes).padStart(10)} in ${String(r.files.length).padStart(2)} files   200 KB budget: ${met ? 'met' : 'NOT MET'}`,
    );
    if (process.env.BENCH_BUNDLE_FILES === 'true') for (const f of r.files) console.log(`      ${kb(f.gzipBytes).padStart(10)}  ${f.file}`);
    if (r.adminFiles.length > 0) console.log(`      ADMIN CODE LOADED: ${r.adminFiles.join(', ')}`);
    if (!met || r.adminFiles.length > 0) process.exitCode = 1;
  }
  const worst = results.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  const allMet = results.every((r) => r.gzipBytes <= BUDGET_BYTES);
  console.log(
    `  target: no page a shopper opens above 200 KB: ${allMet ? 'met' : 'NOT MET'} (largest ${worst.route} ${kb(worst.gzipBytes)}); admin chunks loaded by shopper pages: ${results.some((r) => r.adminFiles.length > 0) ? 'some' : 'none'}`,
  );
  return results;
}
