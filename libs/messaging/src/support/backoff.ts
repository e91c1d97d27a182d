/**
 * Exponential backoff: `baseMs` before the first retry, doubling per attempt, never above
 * `maxMs`. Used for outbox rows that failed to publish and for handlers that threw, so a
 * struggling dependency gets breathing room instead of a hot retry loop.
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  if (attempt < 1) return 0;
  // Past 2^30 the product only matters as "more than the cap"; stop before it overflows.
  const exponent = Math.min(attempt - 1, 30);
  return Math.min(maxMs, baseMs * 2 ** exponent);
}
