import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { alternation, change, cpuPerOpBeyondIdle, median, percent } from './lib/alternate';
import { NODE_PARTS, benchScope, cpuSnapshot, type CpuScope } from './lib/cpu';
import { measure, type BenchRow } from './lib/measure';
import { DEMO_ADMIN, createCoupon, registerCustomers, signIn } from './lib/shop';
import { place, payload, product } from './orders.bench';

/** A row's medians over the alternations, with the CPU its operations took in the shop's own Node processes. */
export interface CostRow extends BenchRow {
  /**
   * ms of CPU per answered request in this shop's Node processes beyond what the shop spends idle
   * over the same time (median over the alternations).
   */
  cpuPerOp: number | null;
  /** Median over the alternations of this row's change against the same row of the other shop, run next to it. */
  pairedThroughputChange?: number;
  pairedCpuChange?: number;
}

/** The two figures telemetry must not cost more than 5 % of (decision 0440), and the idle shop's CPU. */
export interface TelemetryCostRows {
  orders: CostRow;
  cachedReads: CostRow;
  /** ms of CPU a second the shop's Node processes spent idle before the rows. */
  idleMsPerSec: number | null;
}

/**
 * How many times each row is run against one shop then the other, and for how long, in one start
 * of the two shops (`scripts/bench.mjs` starts them several times: decision 0440).
 */
const ALTERNATIONS = Number(process.env.BENCH_TELEMETRY_ALTERNATIONS ?? 4);
const ROW_SEC = Number(process.env.BENCH_TELEMETRY_ROW_SEC ?? 4);
/**
 * How long the idle shops are watched, before the rows and after them. /proc counts in ticks of
 * 10 ms per process: over 10 s the six processes' sum is good to about 1 ms a second.
 */
const IDLE_MS = 10_000;
/**
 * How long a settled shop is left before its idle CPU is watched: the span processor exports a
 * batch up to 5 s (`OTEL_BSP_SCHEDULE_DELAY`) after the spans of the work before it, which is that
 * work's cost, not idle.
 */
const EXPORT_DELAY_MS = 6000;
/** Linux's clock tick (USER_HZ), as in `lib/cpu.ts`. */
const TICK_MS = 10;

interface Shop {
  mode: 'off' | 'on';
  baseUrl: string;
  /** Where the shop's supervisor keeps a <process>.pid file for each of its processes. */
  pidDir: string;
  tokens: string[];
  bodies: string[];
}

/** The shop's processes now (read at every row: a process the supervisor restarted has a new pid). */
function scopeOf(shop: Shop): CpuScope {
  const pids = new Set<number>();
  for (const file of readdirSync(shop.pidDir).filter((f) => f.endsWith('.pid'))) {
    try {
      pids.add(Number(readFileSync(path.join(shop.pidDir, file), 'utf8').trim()));
    } catch {
      // removed meanwhile
    }
  }
  return { ...benchScope(), databasePrefix: undefined, pids };
}

/**
 * The shop's Node processes now, by pid, with their group and CPU ticks; only those still this
 * checkout's shop processes (a pid file outlives its process); null without /proc.
 */
function nodeProcesses(shop: Shop): Map<number, { group: string; ticks: number }> | null {
  const now = cpuSnapshot(scopeOf(shop));
  return now && new Map([...now.byProcess].filter(([, p]) => NODE_PARTS.has(p.group)));
}

/** Node CPU of each of the shop's processes (identity, catalog, …, by group), in ticks, or null without /proc. */
function nodeTicksByGroup(shop: Shop): Map<string, number> | null {
  const processes = nodeProcesses(shop);
  if (!processes) return null;
  const groups = new Map<string, number>();
  for (const p of processes.values()) groups.set(p.group, (groups.get(p.group) ?? 0) + p.ticks);
  return groups;
}

const total = (ticks: Map<string, number> | null): number | null => ticks && [...ticks.values()].reduce((sum, t) => sum + t, 0);

/** Node CPU of the shop's processes, in ticks, or null without /proc. */
function nodeTicks(shop: Shop): number | null {
  return total(nodeTicksByGroup(shop));
}

/**
 * Waits (at most 15 s) until the shops are nearly idle: an order row leaves events, outbox rows
 * and mail behind, whose CPU belongs to it and must not count against the next row.
 */
async function settle(shops: Shop[]): Promise<void> {
  for (let i = 0; i < 15; i++) {
    const before = shops.map(nodeTicks);
    await new Promise((r) => setTimeout(r, 1000));
    const after = shops.map(nodeTicks);
    // Under 5 % of a core over that second, in each.
    if (after.every((t, k) => t === null || before[k] === null || t - (before[k] as number) < 5)) return;
  }
}

/** ms of CPU a second each shop's Node processes spend idle, watched together over IDLE_MS once they have settled. */
async function idleRates(shops: Shop[]): Promise<(number | null)[]> {
  await settle(shops);
  await new Promise((r) => setTimeout(r, EXPORT_DELAY_MS));
  const from = shops.map(nodeTicks);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  return shops.map((shop, k) => {
    const [start, end] = [from[k], nodeTicks(shop)];
    return start === null || end === null ? null : ((end - start) * TICK_MS * 1000) / IDLE_MS;
  });
}

/**
 * A row's result with the CPU its shop's Node processes spent from its start until the shop had
 * settled, in all and by process.
 */
type RawSample = BenchRow & { cpuMs: number; elapsedMs: number; cpuMsByGroup: Map<string, number> };

/**
 * One row against one shop, with the CPU of that shop's Node processes counted until the shop has
 * settled: an order's events, outbox rows and mail are part of its cost. The other shop's
 * processes are paused meanwhile, so the row measures a shop running alone, as it is deployed
 * (decision 0440).
 */
async function row(shop: Shop, other: Shop, run: () => Promise<BenchRow>): Promise<RawSample> {
  const paused = [...(nodeProcesses(other)?.keys() ?? [])];
  for (const pid of paused) process.kill(pid, 'SIGSTOP');
  try {
    return await measuredRow(shop, run);
  } finally {
    for (const pid of paused) process.kill(pid, 'SIGCONT');
  }
}

/** `row` while the other shop is paused. */
async function measuredRow(shop: Shop, run: () => Promise<BenchRow>): Promise<RawSample> {
  const before = nodeTicksByGroup(shop);
  const from = performance.now();
  const result = await run();
  await settle([shop]);
  const after = nodeTicksByGroup(shop);
  const cpuMsByGroup = new Map<string, number>();
  // A process the supervisor restarted meanwhile has no CPU before: its group is left out.
  for (const [group, ticks] of after ?? []) if (before?.has(group)) cpuMsByGroup.set(group, (ticks - (before.get(group) as number)) * TICK_MS);
  const [b, a] = [total(before), total(after)];
  return { ...result, cpuMs: b === null || a === null ? NaN : (a - b) * TICK_MS, elapsedMs: performance.now() - from, cpuMsByGroup };
}

/**
 * Where a row's CPU per operation went, by process, off against on: the medians over the
 * alternations, idle CPU included (it is not known by process), so that a change is found in the
 * process that pays it.
 */
function byProcessLine(k: string, off: RawSample[], on: RawSample[]): string {
  const groups = [...new Set([...off, ...on].flatMap((s) => [...s.cpuMsByGroup.keys()]))];
  const perOp = (samples: RawSample[], group: string) => median(samples.map((s) => (s.cpuMsByGroup.get(group) ?? NaN) / (s.answered || NaN)));
  const parts = groups
    .map((group) => ({ group, off: perOp(off, group), on: perOp(on, group) }))
    .filter((p) => Number.isFinite(p.off) && Number.isFinite(p.on) && (p.off >= 0.005 || p.on >= 0.005))
    .sort((x, y) => y.on - x.on)
    .map((p) => `${p.group} ${p.off.toFixed(3)} → ${p.on.toFixed(3)} (${percent(change(p.off, p.on))})`);
  return `${k} CPU/op by process, ms, medians off → on, idle included: ${parts.join(', ')}`;
}

async function prepare(shop: Omit<Shop, 'tokens' | 'bodies'>): Promise<Shop> {
  const { baseUrl } = shop;
  const admin = (await signIn(baseUrl, DEMO_ADMIN)).token;
  const tokens = await registerCustomers(baseUrl, 20, { name: 'Khách Bench', emailPrefix: `otel${shop.mode}`, addressGroup: 'a7', atOnce: 10 });
  const couponCode = await createCoupon(baseUrl, admin, { prefix: 'OTEL', percent: 5, maxDiscount: 20_000 });
  // Orders spread over ten products, as in the orders bench: on one product every reservation
  // waits for the one before it on its stock row, and what telemetry adds inside the reserving
  // transaction came back as a longer queue, not as its own cost (decision 0440).
  const bodies: string[] = [];
  while (bodies.length < 10) {
    const made = await product(baseUrl, admin, 1_000_000);
    bodies.push(payload(made.id, made.variant, couponCode));
  }
  await place(baseUrl, 'warm-up', tokens, bodies, { durationSec: 2 });
  await measure({ name: 'warm-up', url: `${baseUrl}/api/products`, durationSec: 2 });
  return { ...shop, tokens, bodies };
}

type Sample = BenchRow & { cpuPerOp: number };

/** The medians of a row's samples against one shop, and of its changes against the other's in the same alternation. */
function summarize(name: string, own: Sample[], other: Sample[] | null): CostRow {
  const pick = (f: (s: Sample) => number) => median(own.map(f));
  const cpuPerOp = pick((s) => s.cpuPerOp);
  return {
    name,
    requestsPerSec: Math.round(pick((s) => s.requestsPerSec)),
    p50: pick((s) => s.p50),
    p99: pick((s) => s.p99),
    non2xx: own.reduce((sum, s) => sum + s.non2xx, 0),
    errors: own.reduce((sum, s) => sum + s.errors, 0),
    answered: own.reduce((sum, s) => sum + (s.answered ?? 0), 0),
    cpuPerOp: Number.isFinite(cpuPerOp) ? cpuPerOp : null,
    ...(other && {
      pairedThroughputChange: median(own.map((s, i) => change(other[i].requestsPerSec, s.requestsPerSec))),
      pairedCpuChange: median(own.map((s, i) => change(other[i].cpuPerOp, s.cpuPerOp))),
    }),
  };
}

/**
 * Order placement and a cached catalog read, the shop's busiest write and read, against two shops
 * running side by side from this checkout (`scripts/bench.mjs` starts them): telemetry off at
 * `baseUrl`, on at BENCH_ON_URL. Short rows alternate between the two (off then on, then on then
 * off, …), so the load of other work on the machine falls on both alike, each with the other shop
 * paused; each row's CPU is that of its own shop's Node processes (by pid), per answered request.
 * BENCH_RESULT_FILE gets the medians.
 */
export async function runTelemetryCostBench({ baseUrl }: { baseUrl: string }): Promise<BenchRow[]> {
  const onUrl = process.env.BENCH_ON_URL;
  const offPids = process.env.BENCH_OFF_PID_DIR;
  const onPids = process.env.BENCH_ON_PID_DIR;
  if (!onUrl || !offPids || !onPids) throw new Error('the telemetry bench compares two shops: run it with `npm run bench -- telemetry`');
  const off = await prepare({ mode: 'off', baseUrl, pidDir: offPids });
  const on = await prepare({ mode: 'on', baseUrl: onUrl, pidDir: onPids });
  const raw = { off: { reads: [] as RawSample[], orders: [] as RawSample[] }, on: { reads: [] as RawSample[], orders: [] as RawSample[] } };
  // What each shop spends doing nothing (timers, pollers, metrics, the exporter), watched before
  // the rows and after them: taken out of every row, whose share of it followed how many
  // operations the shop got through, and printed on its own line with a budget of its own
  // (scripts/lib/telemetry-cost.mjs).
  const idleBefore = await idleRates([off, on]);
  for (const [i, pair] of alternation(off, on, ALTERNATIONS).entries()) {
    await settle([off, on]);
    // The read first: it leaves nothing behind, the orders do.
    for (const shop of pair) {
      raw[shop.mode].reads.push(
        await row(shop, shop === off ? on : off, () => measure({ name: 'read', url: `${shop.baseUrl}/api/products`, durationSec: ROW_SEC })),
      );
    }
    for (const shop of pair) {
      raw[shop.mode].orders.push(
        await row(shop, shop === off ? on : off, () => place(shop.baseUrl, 'orders', shop.tokens, shop.bodies, { durationSec: ROW_SEC })),
      );
    }
    const last = (mode: 'off' | 'on', k: 'reads' | 'orders') => raw[mode][k][i];
    const perOp = (s: RawSample) => (s.cpuMs / (s.answered || NaN)).toFixed(2);
    const line = (k: 'reads' | 'orders') =>
      `${k} off ${last('off', k).requestsPerSec}/s ${perOp(last('off', k))} ms, on ${last('on', k).requestsPerSec}/s ${perOp(last('on', k))} ms`;
    console.log(`alternation ${i + 1}/${ALTERNATIONS} (${pair[0].mode} first, CPU/op with idle): ${line('reads')}; ${line('orders')}`);
  }
  console.log(byProcessLine('reads', raw.off.reads, raw.on.reads));
  console.log(byProcessLine('orders', raw.off.orders, raw.on.orders));
  const idleAfter = await idleRates([off, on]);
  // The lower of the two: work left over in one of the windows (a poller's batch, an export) must
  // not be taken out of the rows as if it were idle.
  const [idleOff, idleOn] = idleBefore.map((v, k) => (v === null || idleAfter[k] === null ? null : Math.min(v, idleAfter[k] as number)));
  console.log(`idle CPU a second, before the rows and after: off ${idleBefore[0]} and ${idleAfter[0]} ms, on ${idleBefore[1]} and ${idleAfter[1]} ms`);
  const net =
    (idle: number | null) =>
    (s: RawSample): Sample => ({ ...s, cpuPerOp: cpuPerOpBeyondIdle(s.cpuMs, s.elapsedMs, idle, s.answered ?? 0) });
  const samples = {
    off: { reads: raw.off.reads.map(net(idleOff)), orders: raw.off.orders.map(net(idleOff)) },
    on: { reads: raw.on.reads.map(net(idleOn)), orders: raw.on.orders.map(net(idleOn)) },
  };
  const result: { off: TelemetryCostRows; on: TelemetryCostRows } = {
    off: {
      cachedReads: summarize('REST GET /api/products (cached), off, median', samples.off.reads, null),
      orders: summarize('POST /api/orders (20 conn.), off, median', samples.off.orders, null),
      idleMsPerSec: idleOff,
    },
    on: {
      cachedReads: summarize('REST GET /api/products (cached), on, median', samples.on.reads, samples.off.reads),
      orders: summarize('POST /api/orders (20 conn.), on, median', samples.on.orders, samples.off.orders),
      idleMsPerSec: idleOn,
    },
  };
  console.log(
    `medians over ${ALTERNATIONS} alternations of ${ROW_SEC} s: cached read CPU/op ${percent(result.on.cachedReads.pairedCpuChange ?? NaN)}, ` +
      `order CPU/op ${percent(result.on.orders.pairedCpuChange ?? NaN)}`,
  );
  if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(result));
  return [result.off.orders, result.on.orders, result.off.cachedReads, result.on.cachedReads];
}
