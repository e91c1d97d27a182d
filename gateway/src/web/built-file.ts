import { statSync } from 'node:fs';

/**
 * A file of the web app's build, read again when a new build replaces it (its mtime changes), so
 * the gateway serves a rebuilt app without a restart. `parse` turns the file into what is kept;
 * when it throws, nothing is kept and the next call tries again.
 */
export class BuiltFile<T> {
  private cached?: { mtimeMs: number; value: T };

  constructor(
    private readonly file: string,
    private readonly parse: (file: string) => T,
  ) {}

  /** What the file holds now; undefined while it does not exist (the app not built yet). */
  get(): T | undefined {
    const stat = statSync(this.file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (this.cached?.mtimeMs !== stat.mtimeMs) this.cached = { mtimeMs: stat.mtimeMs, value: this.parse(this.file) };
    return this.cached.value;
  }
}
