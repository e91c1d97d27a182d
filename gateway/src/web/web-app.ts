import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { env, repoRoot } from '@shop/config';
import { rawQueryOf } from '../edge/safe-path';

export const WEB_DIST = env('WEB_DIST', path.join(repoRoot, 'web/dist'));

/** Paths that belong to the server; everything else is a client route of the web app. */
const SERVER_PATHS = /^\/(api|graphql|images|health)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;

/** Supplies extra <head> tags for a path (e.g. a product's title, Open Graph and JSON-LD). */
export interface HeadProvider {
  headFor(path: string): Promise<string | null>;
}
export const HEAD_PROVIDER = Symbol('HEAD_PROVIDER');

export function staticAssets(): RequestHandler {
  return express.static(WEB_DIST, {
    index: false,
    setHeaders(res, file) {
      // Vite puts a content hash in every asset name, so assets never change under one URL.
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}

class IndexHtml {
  private cached?: { mtimeMs: number; html: string };

  read(): string | undefined {
    const file = path.join(WEB_DIST, 'index.html');
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return this.cached.html;
  }
}

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

class RoutePreloads {
  private cached?: { mtimeMs: number; byPage: Map<string, { modules: string; styles: string[] }> };

  tagsFor(path: string, styled: boolean): string {
    const page = ROUTE_PAGES.find(([re]) => re.test(path))?.[1];
    if (!page) return '';
    try {
      const tags = this.load()?.get(page);
      if (!tags) return '';
      return (
        tags.modules +
        tags.styles
          .map((f) => (styled ? `<link rel="stylesheet" crossorigin href="/${f}">` : `<link rel="preload" as="style" crossorigin href="/${f}">`))
          .join('')
      );
    } catch {
      return ''; // a manifest being rewritten by a build: the page works without the hints
    }
  }

  private load(): Map<string, { modules: string; styles: string[] }> | undefined {
    const file = path.join(WEB_DIST, '.vite/manifest.json');
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.byPage;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    const byPage = new Map<string, { modules: string; styles: string[] }>();
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
      byPage.set(page, { modules: [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join(''), styles: [...css] });
    }
    this.cached = { mtimeMs, byPage };
    return byPage;
  }
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
  const index = new IndexHtml();
  const preloads = new RoutePreloads();
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    const html = index.read();
    if (!html) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    const search = rawQueryOf(req.originalUrl).slice(1);
    // Without the first screen's data the app asks for it itself: a failure here costs only time.
    const first = firstScreen ? firstScreen.partsFor(req.path, search).catch(() => NO_FIRST_SCREEN) : Promise.resolve(NO_FIRST_SCREEN);
    Promise.all([heads.headFor(req.path).catch(() => null), first]).then(([head, { head: data, markup }]) => {
      // Drawn as HTML, the page needs its styles before it paints (otherwise preloaded for the app).
      const extra = data + preloads.tagsFor(req.path, markup !== null);
      let page = head ? html.replace(/<title>[^<]*<\/title>/, '') : html;
      // A function, so that `$&` or `$'` in a product's text is never read as a replacement pattern.
      if (head || extra) page = page.replace('</head>', () => `${head ?? ''}${extra}</head>`);
      // inert until the app has replaced it (main.tsx): its links and buttons have no code behind them yet.
      if (markup !== null) {
        page = page.replace('<div id="root"></div>', () => `<div id="root"><div data-first-screen inert>${markup}</div></div>`);
        // The page paints without the app's code, so the code no longer competes with the styles and
        // the first images for a phone's bandwidth (decision 0904).
        page = page
          .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(page);
    }, next);
  };
}
