import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BuiltFile } from './built-file';
import { WEB_DIST } from './web-app';

/** One public answer the page's first screen shows (the block the gateway inlines, web/src/features/catalog/api/first-screen.ts). */
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
  /** Loaded at first use, and again after a new build of the web app (as index.html is), with no page of the old build kept. */
  private readonly build: BuiltFile<{ render: Render | null; pages: Map<string, string | null> }>;

  constructor(
    file = RENDERER_FILE,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    this.build = new BuiltFile(file, (built) => ({ render: this.load(built), pages: new Map() }));
  }

  /**
   * The page at `url` drawn from `answers`; `serialized` is any text that changes exactly when the
   * answers do (the inlined block's JSON: no second serialization of the same answers).
   */
  markup(url: string, answers: FirstScreenAnswer[], serialized = JSON.stringify(answers)): string | null {
    const build = this.build.get();
    if (!build?.render) return null;
    const { render, pages } = build;
    const key = createHash('sha256').update(url).update('\n').update(serialized).digest('base64');
    if (pages.has(key)) {
      const page = pages.get(key)!;
      pages.delete(key);
      pages.set(key, page);
      return page;
    }
    let page: string | null;
    try {
      page = render(url, answers);
    } catch (err) {
      this.onError(err);
      page = null;
    }
    pages.set(key, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    return page;
  }

  /** The build's render function; null (reported) when the file cannot be loaded. */
  private load(file: string): Render | null {
    try {
      const required = createRequire(__filename);
      delete required.cache[file];
      return (required(file) as { renderFirstScreen?: Render }).renderFirstScreen ?? null;
    } catch (err) {
      this.onError(err);
      return null;
    }
  }
}
