import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { env, repoRoot } from '@shop/config';

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

/** index.html for every client route, with route-specific head tags when a provider has them. */
export function appShell(heads: HeadProvider): RequestHandler {
  const index = new IndexHtml();
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    const html = index.read();
    if (!html) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    heads
      .headFor(req.path)
      .catch(() => null)
      .then((head) => {
        const page = head ? html.replace(/<title>[^<]*<\/title>/, '').replace('</head>', `${head}</head>`) : html;
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(page);
      }, next);
  };
}
