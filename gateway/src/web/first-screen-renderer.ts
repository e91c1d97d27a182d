import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { WEB_DIST } from './web-app';

/** One public answer the page's first screen shows (the block the gateway inlines, web/src/lib/apollo/first-screen.ts). */
export interface FirstScreenAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

type Render = (url: string, answers: FirstScreenAnswer[]) => string | null;

/** web/src/entry-server.tsx as built by `npm run build -w web`, beside the app (web/dist). */
export const RENDERER_FILE = path.join(WEB_DIST, '../dist-server/first-screen.cjs');

/** Rendered pages kept (a page is a few tens of KB): the hot ones of a sale stay rendered. */
const MAX_PAGES = 300;

/**
 * The first screen as HTML (decision 0904): the web app's own components render the page a guest
 * sees, from the same public answers the gateway inlines. A page is rendered once per distinct
 * answer (a change of price, stock or name is a new answer, so a new page) and kept, least
 * recently used first out. No renderer built, or a render that fails: no markup, and the app
 * draws the page itself as before.
 */
export class FirstScreenRenderer {
  private loaded?: { mtimeMs: number; render: Render | null };
  private readonly pages = new Map<string, string | null>();

  constructor(
    private readonly file = RENDERER_FILE,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  markup(url: string, answers: FirstScreenAnswer[]): string | null {
    const render = this.renderer();
    if (!render) return null;
    const key = createHash('sha256').update(url).update('\n').update(JSON.stringify(answers)).digest('base64');
    if (this.pages.has(key)) {
      const page = this.pages.get(key)!;
      this.pages.delete(key);
      this.pages.set(key, page);
      return page;
    }
    let page: string | null;
    try {
      page = render(url, answers);
    } catch (err) {
      this.onError(err);
      page = null;
    }
    this.pages.set(key, page);
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }

  /** Loaded at first use, and again after a new build of the web app (as index.html is). */
  private renderer(): Render | null {
    if (!existsSync(this.file)) return null;
    const { mtimeMs } = statSync(this.file);
    if (this.loaded?.mtimeMs === mtimeMs) return this.loaded.render;
    let render: Render | null = null;
    try {
      const required = createRequire(__filename);
      delete required.cache[this.file];
      render = (required(this.file) as { renderFirstScreen?: Render }).renderFirstScreen ?? null;
    } catch (err) {
      this.onError(err);
    }
    this.loaded = { mtimeMs, render };
    this.pages.clear();
    return render;
  }
}
