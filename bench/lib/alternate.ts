/**
 * The pure parts of comparing two shops run side by side (decision 0440): rows alternate between
 * them, so load from other work on the machine falls on both alike, and medians over the
 * alternations leave out the odd row a burst next door spoiled.
 */

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Which shop goes first in each of `count` alternations: A B, B A, A B, … so that neither is always
 * the one right after the other's leftovers or right before a change of load.
 */
export function alternation<T>(a: T, b: T, count: number): [T, T][] {
  return Array.from({ length: count }, (_, i): [T, T] => (i % 2 === 0 ? [a, b] : [b, a]));
}

/** How much `on` differs from `off`, as a share of `off` (0.05 = 5 % more); NaN when undefined. */
export function change(off: number, on: number): number {
  return Number.isFinite(off) && Number.isFinite(on) && off > 0 ? on / off - 1 : NaN;
}

/** "+3.2 %", "-0.4 %", or "n/a". */
export function percent(share: number): string {
  return Number.isFinite(share) ? `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)} %` : 'n/a';
}

/**
 * ms of CPU per operation of a row, without what the shop spends idle: `cpuMs` was counted over
 * `elapsedMs` (the row and the shop's settling after it), during which the idle shop alone would
 * have spent `idleMsPerSec` a second. Left in, that share follows how many operations the shop got
 * through in the row, that is how much of a shared machine it was given, not what an operation
 * costs. NaN without an operation or an idle rate.
 */
export function cpuPerOpBeyondIdle(cpuMs: number, elapsedMs: number, idleMsPerSec: number | null, answered: number): number {
  if (!answered || idleMsPerSec === null || !Number.isFinite(idleMsPerSec)) return NaN;
  return (cpuMs - (idleMsPerSec * elapsedMs) / 1000) / answered;
}
