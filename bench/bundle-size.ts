import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '@shop/config';

/** The budget (issue 13 item 4): the JavaScript a shopper's route loads, gzipped. */
export const BUDGET_BYTES = 200 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Routes measured, with the lazy page module the router loads for each (web/src/app/routes.tsx). */
const ROUTES: { path: string; page: RegExp }[] = [
  { path: '/', page: /\/home\/pages\/HomePage\.tsx$/ },
  { path: '/products', page: /\/ProductListPage\.tsx$/ },
  // Any id: the page's code is the same for every product.
  { path: '/products/00000000-0000-4000-8000-000000000000', page: /\/ProductDetailPage\.tsx$/ },
  // The other pages a shopper opens (issue 13 item 4: none above the budget).
  { path: '/cart', page: /\/CartPage\.tsx$/ },
  { path: '/login', page: /\/LoginPage\.tsx$/ },
  { path: '/register', page: /\/RegisterPage\.tsx$/ },
  { path: '/forgot-password', page: /\/ForgotPasswordPage\.tsx$/ },
  { path: '/about', page: /\/AboutPage\.tsx$/ },
  { path: '/profile', page: /\/ProfilePage\.tsx$/ },
  { path: '/my-orders', page: /\/MyOrdersPage\.tsx$/ },
];

/** Anything that belongs to the admin area (its own lazy chunk, spec §2 routes /admin/*). */
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

/** Script and modulepreload URLs of a served HTML page, as paths without the leading slash. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}=["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const isModule = /^<script/i.test(tag) && attr('type') === 'module' && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href');
    const url = isModule ? attr('src') : isPreload ? attr('href') : undefined;
    if (url && !/^https?:/i.test(url)) found.add(url.replace(/^\//, '').split('?')[0]);
  }
  return [...found];
}

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
}

const isAdminChunk = (manifest: Manifest, file: string) => Object.values(manifest).some((c) => c.file === file && ADMIN.test(`${c.src ?? ''} ${c.name ?? ''}`));

async function measureRoute(baseUrl: string, manifest: Manifest, route: (typeof ROUTES)[number]): Promise<RouteBundle> {
  const res = await fetch(`${baseUrl}${route.path}`);
  if (!res.ok) throw new Error(`GET ${route.path} answered ${res.status}`);
  const files = new Set<string>();
  const byFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));
  for (const url of scriptsOf(await res.text())) {
    const key = byFile.get(url);
    if (key) staticClosure(manifest, key, files);
    else files.add(url);
  }
  // The route's own lazy page chunk, which the router imports as soon as the path matches.
  const pageKey = Object.keys(manifest).find((key) => route.page.test(`/${manifest[key].src ?? key}`));
  if (!pageKey) throw new Error(`no lazy chunk for ${route.path} in the manifest (looked for ${route.page})`);
  staticClosure(manifest, pageKey, files);

  const sizes = await Promise.all(
    [...files]
      .filter((f) => f.endsWith('.js'))
      .map(async (file) => {
        const asset = await fetch(`${baseUrl}/${file}`);
        if (!asset.ok) throw new Error(`GET /${file} answered ${asset.status}`);
        return { file, gzipBytes: gzipSync(Buffer.from(await asset.arrayBuffer()), { level: 9 }).length };
      }),
  );
  return {
    route: route.path,
    files: sizes.sort((a, b) => b.gzipBytes - a.gzipBytes),
    gzipBytes: sizes.reduce((sum, s) => sum + s.gzipBytes, 0),
    adminFiles: [...files].filter((f) => isAdminChunk(manifest, f)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints the gzipped JavaScript that each page a shopper opens loads from the running shop (entry,
 * modulepreloads, their static imports and the route's lazy page), and checks that no admin
 * chunk is among them. Budget: 200 KB per route.
 */
export async function printBundleSizes(baseUrl: string): Promise<RouteBundle[]> {
  const manifest = readManifest();
  const results: RouteBundle[] = [];
  console.log('\nJavaScript loaded per route (gzip -9)');
  for (const route of ROUTES) {
    const r = await measureRoute(baseUrl, manifest, route);
    results.push(r);
    const verdict = r.gzipBytes <= BUDGET_BYTES ? 'within' : 'OVER';
    console.log(`  ${route.path.padEnd(12)}${kb(r.gzipBytes).padStart(10)} in ${r.files.length} files (${verdict} the ${kb(BUDGET_BYTES)} budget)`);
    for (const f of r.files) console.log(`      ${kb(f.gzipBytes).padStart(10)}  ${f.file}`);
    if (r.adminFiles.length > 0) throw new Error(`${route.path} loads admin code: ${r.adminFiles.join(', ')}`);
    console.log(`  ${route.path}: no admin chunk among the files it loads`);
    if (r.gzipBytes > BUDGET_BYTES) process.exitCode = 1;
  }
  return results;
}
