/** Polls `check` until it returns a truthy value or the time runs out. */
export async function waitFor<T>(check: () => Promise<T> | T, { timeoutMs = 10_000, intervalMs = 50, what = 'condition' } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** How long `work` took to settle, and what it rejected with (undefined when it resolved). */
export async function settleTimed(work: Promise<unknown>): Promise<{ ms: number; err: unknown }> {
  const started = Date.now();
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  return { ms: Date.now() - started, err };
}
