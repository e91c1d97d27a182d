import { after, before } from 'node:test';

/** What has been started through `useStarted` and not closed yet, in the order it started. */
const open: { close(): Promise<unknown> }[] = [];
/** The start begun last: the next one waits for it. */
let starting: Promise<unknown> = Promise.resolve();

/**
 * What a test file starts before its tests and closes after them (a service under test, a broker
 * probe), usable from the top of the file as if it were already there: each property read is
 * passed on to it once its `before` hook has started it; reading it at load time throws.
 * Node 20 runs a file's top-level `before` hooks side by side, so each start waits for the one
 * begun before it, and what the file prepares with it goes in `prepare`, run in the same hook (a
 * hook of the file's own could run before this one has started). Several are closed in the
 * reverse order of their start (what was started on top of another goes first).
 */
export function useStarted<T extends { close(): Promise<unknown> }>(start: () => Promise<T>, prepare?: () => Promise<void>): T {
  let started: T | undefined;
  const entry = { close: async () => started?.close() };
  before(async () => {
    const previous = starting;
    const mine = (async () => {
      await previous.catch(() => undefined);
      started = await start();
      open.push(entry);
      await prepare?.();
    })();
    starting = mine;
    await mine;
  });
  after(async () => {
    const at = open.indexOf(entry);
    if (at >= 0) for (const later of open.splice(at).reverse()) await later.close();
  });
  return new Proxy({} as T, {
    get(_, property) {
      if (!started) throw new Error(`read .${String(property)} before it was started: use it in a test or a hook`);
      const value: unknown = Reflect.get(started, property);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
