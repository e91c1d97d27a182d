import { readFileSync } from 'node:fs';
import { Load, pause, summarize, type LoadTargets } from './load';

// The outage runs' warm-up (decision 0409): the load at the full rate, unmeasured but for the
// machine's CPU in its second half. A shop just started answers in seconds while V8 compiles and
// the pools fill; a shop in service is warm, and the outages are about what they do, not about a
// cold start. The rate the outages then run at takes STEADY_CPU_SHARE of the machine.

export const MAX_ORDERS_PER_SECOND = 30;
const MIN_ORDERS_PER_SECOND = 10;
const WARM_UP_MS = 10_000;
/**
 * The share of the machine's CPU the steady load may take: the outages are tested with headroom,
 * as a shop is sized, so that what they cost shows rather than the queueing of a saturated
 * machine (the orders bench measures how much the shop carries).
 */
const STEADY_CPU_SHARE = 0.5;

/** The machine's CPU time so far, busy and in all (Linux /proc/stat, in clock ticks). */
function cpuTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - fields[3] - fields[4], total };
}

export interface WarmUp {
  /** The share of the machine's CPU the full rate took. */
  cpuShare: number;
  /** p99 of the answers in the measured half, in ms. */
  p99Ms: number;
  /** The full rate scaled to STEADY_CPU_SHARE, between 10 and 30 orders a second. */
  rate: number;
}

/** Warms the shop up at the full rate and answers the rate the machine carries with headroom. */
export async function warmUp(targets: LoadTargets): Promise<WarmUp> {
  const load = new Load(targets, { ordersPerSecond: MAX_ORDERS_PER_SECOND, readsPerSecond: MAX_ORDERS_PER_SECOND / 3 });
  load.start();
  const measuredFrom = Date.now() + WARM_UP_MS / 2;
  await pause(WARM_UP_MS / 2);
  const from = cpuTicks();
  await pause(WARM_UP_MS / 2);
  const to = cpuTicks();
  await load.stop();
  const cpuShare = (to.busy - from.busy) / Math.max(1, to.total - from.total);
  const scaled = (MAX_ORDERS_PER_SECOND * STEADY_CPU_SHARE) / cpuShare;
  return {
    cpuShare,
    p99Ms: summarize(load.samples.filter((s) => s.sentAt >= measuredFrom)).p99Ms,
    rate: Math.round(Math.min(MAX_ORDERS_PER_SECOND, Math.max(MIN_ORDERS_PER_SECOND, scaled))),
  };
}
