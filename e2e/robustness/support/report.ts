import type { Sample, WindowSummary } from './load';

// How the outage runs report what clients saw (decision 0409): a window's line, the answers a
// client must never get, the most frequent refusals and the slowest requests.

export const line = (label: string, w: WindowSummary) =>
  `  ${label.padEnd(8)} ${String(w.requests).padStart(5)} requests  p99 ${String(w.p99Ms).padStart(5)} ms  max ${String(w.maxMs).padStart(5)} ms  ` +
  Object.entries(w.byCode)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ');

/**
 * Answers a client must never get: none at all, a 5xx other than the shop's deliberate 503 with a
 * code and its Vietnamese message, or a valid token refused (every customer of the load holds one,
 * and no outage may sign anyone out, decision 0106).
 */
export const unacceptable = (s: Sample) =>
  s.status === 0 || s.status === 401 || s.status === 403 || (s.status >= 500 && !(s.status === 503 && s.code && /[à-ỹđ]/i.test(s.message ?? '')));

/** The answers other than 2xx, by status, code and message, most frequent first. */
export function refusals(samples: Sample[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const s of samples.filter((x) => x.status < 200 || x.status >= 300)) {
    const what = `${s.kind} ${s.status} ${s.code ?? ''} ${(s.message ?? '').slice(0, 100)}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8);
}

/** The three slowest answers: their correlation ids find them in the services' logs. */
export const slowest = (samples: Sample[]) => [...samples].sort((a, b) => b.doneAt - b.sentAt - (a.doneAt - a.sentAt)).slice(0, 3);
