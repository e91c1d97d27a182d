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

/**
 * Checks `check` throughout `forMs` and fails the moment it answers false: how a test shows that
 * something does not happen (a second mail, a redelivered event applied twice, a job run early)
 * within a window. Time itself is the subject here; to wait for something, use `waitFor`.
 */
export async function stays(
  check: () => Promise<boolean> | boolean,
  { forMs, intervalMs = 50, what }: { forMs: number; intervalMs?: number; what: string },
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (!(await check())) throw new Error(`${what} no longer held after ${Date.now() - started} ms`);
    if (Date.now() - started >= forMs) return;
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
