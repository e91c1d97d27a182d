import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { env, repoRoot } from '@shop/config';
import { rawQueryOf } from '../edge/safe-path';
import { BuiltFile } from './built-file';

export const WEB_DIST = env('WEB_DIST', path.join(repoRoot, 'web/dist'));

/** Paths that belong to the server; everything else is a client route of the web app. */
const SERVER_PATHS = /^\/(api|graphql|images|health)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;

/** Supplies extra <head> tags for a path (e.g. a product's title, Open Graph and JSON-LD). */
export interface HeadProvider {
  headFor(path: string): Promise<string | null>;
}
export const HEAD_PROVIDER = Symbol('HEAD_PROVIDER');

/** Prefixes the built web app never serves a file under: their requests skip the file lookup. */
const SERVER_PREFIXES = /^\/(api|graphql|images|health)(\/|$)/;

/**
 * The built web app's files. An API or GraphQL request that reaches it (every read the gateway's
 * cache cannot answer) goes on without a file lookup: a `stat` of the disk per request was 5 % of
 * the gateway's CPU in the suggestions row (decision 0206).
 */
export function staticAssets(): RequestHandler {
  const files = express.static(WEB_DIST, {
    index: false,
    setHeaders(res, file) {
      // Vite puts a content hash in every asset name, so assets never change under one URL.
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return (req, res, next) => (SERVER_PREFIXES.test(req.path) ? next() : files(req, res, next));
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*? src="[^"]+"[^>]*><\/script>/;

/**
 * A drawn page's code (decision 0904): each module becomes a `<meta name="shop-module">` hint,
 * which the boot entry (web/src/boot.ts) turns into a preload once the page has painted; nothing
 * of the app's code is fetched before.
 */
const moduleHint = (href: string): string => `<meta name="shop-module" content="${href}">`;

/**
 * index.html for a drawn page: the boot module is the entry, and the app's preloads are hints.
 * Without a boot module in the build (an older one), the code is only fetched last.
 */
export function drawnIndex(html: string, bootFile: string | undefined): string {
  if (!bootFile || !ENTRY_SCRIPT.test(html)) return html.replaceAll('<script type="module"', '<script type="module" fetchpriority="low"');
  // The boot entry imports the app's own entry module; the built entry's tag goes.
  return html
    .replace(MODULE_PRELOAD, (_tag, href: string) => moduleHint(href))
    .replace(ENTRY_SCRIPT, () => `<script type="module" crossorigin src="/${bootFile}"></script>`);
}

const BOOT_ENTRY = 'src/boot.ts';

/** What the gateway takes from the build's manifest: the boot entry and each route page's tags. */
interface BuiltManifest {
  boot: string | undefined;
  byPage: Map<string, RouteTags>;
}

const manifestOfBuild = () =>
  new BuiltFile(path.join(WEB_DIST, '.vite/manifest.json'), (file): BuiltManifest => {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    return { boot: manifest[BOOT_ENTRY]?.file, byPage: tagsByPage(manifest) };
  });

/**
 * index.html as built: `forApp` as it is, `forDrawn` for a page the gateway draws as HTML, which
 * paints without the app's code (see drawnIndex).
 */
const indexHtml = (manifest: BuiltFile<BuiltManifest>) =>
  new BuiltFile(path.join(WEB_DIST, 'index.html'), (file) => {
    const html = readFileSync(file, 'utf8');
    let boot: string | undefined;
    try {
      boot = manifest.get()?.boot;
    } catch {
      boot = undefined; // no readable manifest: the app's code is fetched last instead
    }
    return { forApp: html, forDrawn: drawnIndex(html, boot) };
  });

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The lazy page module each storefront route loads (web/src/app/routes.tsx): announced in the
 * page's head, the browser fetches it with the entry instead of after it has run (one round trip
 * less before the first render on a phone).
 */
const ROUTE_PAGES: [RegExp, string][] = [
  [/^\/$/, 'src/features/home/pages/HomePage.tsx'],
  [/^\/products\/?$/, 'src/features/catalog/pages/ProductListPage.tsx'],
  [/^\/products\/[^/]+\/?$/, 'src/features/catalog/pages/ProductDetailPage.tsx'],
];

/** A route's tags: `forApp` when the app draws the page, `forDrawn` when the gateway drew it (styles linked, code as hints). */
interface RouteTags {
  forApp: string;
  forDrawn: string;
}

class RoutePreloads {
  constructor(private readonly manifest: BuiltFile<BuiltManifest>) {}

  tagsFor(path: string, drawn: boolean): string {
    const page = ROUTE_PAGES.find(([re]) => re.test(path))?.[1];
    if (!page) return '';
    try {
      const tags = this.manifest.get()?.byPage.get(page);
      return (drawn ? tags?.forDrawn : tags?.forApp) ?? '';
    } catch {
      return ''; // a manifest being rewritten by a build: the page works without the hints
    }
  }
}

/** Each route page's module preloads and styles, from the build's manifest. */
function tagsByPage(manifest: Record<string, ManifestChunk>): Map<string, RouteTags> {
  const byPage = new Map<string, RouteTags>();
  for (const [, page] of ROUTE_PAGES) {
    if (!manifest[page]) continue;
    const files = new Set<string>();
    const css = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || key === 'index.html') return;
      files.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      for (const dep of chunk.imports ?? []) walk(dep);
    };
    walk(page);
    const tags = (names: Set<string>, tag: (href: string) => string) => [...names].map((f) => tag(`/${f}`)).join('');
    // Drawn as HTML, the page needs its styles before it paints and its code only after (as hints);
    // the app preloads both.
    byPage.set(page, {
      forApp:
        tags(files, (href) => `<link rel="modulepreload" crossorigin href="${href}">`) +
        tags(css, (href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
      forDrawn: tags(files, moduleHint) + tags(css, (href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    });
  }
  return byPage;
}

/** What the gateway adds to a page's first screen: head tags, and the page as HTML for #root. */
export interface FirstScreenParts {
  /** The inlined public data and image preloads. */
  head: string;
  /** The page a guest sees, drawn by the web app's components (decision 0904); null: the app draws it. */
  markup: string | null;
}

/** Supplies the first screen's inlined public data, image preloads and markup (web/first-screen.ts). */
export interface FirstScreenProvider {
  partsFor(path: string, search: string): Promise<FirstScreenParts>;
}

const NO_FIRST_SCREEN: FirstScreenParts = { head: '', markup: null };

/** index.html for every client route, with route-specific head tags when a provider has them. */
export function appShell(heads: HeadProvider, firstScreen?: FirstScreenProvider): RequestHandler {
  const manifest = manifestOfBuild();
  const index = indexHtml(manifest);
  const preloads = new RoutePreloads(manifest);
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    const built = index.get();
    if (!built) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    const search = rawQueryOf(req.originalUrl).slice(1);
    // Without the first screen's data the app asks for it itself: a failure here costs only time.
    const first = firstScreen ? firstScreen.partsFor(req.path, search).catch(() => NO_FIRST_SCREEN) : Promise.resolve(NO_FIRST_SCREEN);
    Promise.all([heads.headFor(req.path).catch(() => null), first]).then(([head, { head: data, markup }]) => {
      const drawn = markup !== null;
      const extra = data + preloads.tagsFor(req.path, drawn);
      const html = drawn ? built.forDrawn : built.forApp;
      let page = head ? html.replace(/<title>[^<]*<\/title>/, '') : html;
      // A function, so that `$&` or `$'` in a product's text is never read as a replacement pattern.
      if (head || extra) page = page.replace('</head>', () => `${head ?? ''}${extra}</head>`);
      // inert until the app has replaced it (main.tsx): its links and buttons have no code behind them yet.
      if (drawn) page = page.replace('<div id="root"></div>', () => `<div id="root"><div data-first-screen inert>${markup}</div></div>`);
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(page);
    }, next);
  };
}
