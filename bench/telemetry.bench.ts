import { writeFileSync } from 'node:fs';
import { NODE_PARTS, cpuPerUnit, cpuSnapshot, describeCpu } from './lib/cpu';
import { measure, type BenchRow } from './lib/measure';
import { DEMO_ADMIN, createCoupon, registerCustomers, signIn } from './lib/shop';
import { place, payload, product } from './orders.bench';

/** A row with the CPU its operations took in the shop's own Node processes, ms per operation. */
export interface CostRow extends BenchRow {
  cpuPerOp: number | null;
  /** CPU the idle shop spent per second just before the row (timers, pollers, metrics), ms. */
  idleMsPerSec: number | null;
}

/** The two figures telemetry must not cost more than 5 % of (decision 0440). */
export interface TelemetryCostRows {
  orders: CostRow;
  cachedReads: CostRow;
}

/**
 * Runs one row and takes the CPU its answered requests cost, from /proc: on a machine shared with
 * other work, requests per second follow how much of it the shop gets; the CPU of one operation
 * much less. Only this checkout's Node processes make the figure (telemetry runs there);
 * PostgreSQL, RabbitMQ and Redis are printed but serve other work on the machine too.
 */
async function withCpu(unit: string, run: () => Promise<BenchRow>): Promise<CostRow> {
  await settle();
  // What the shop spends doing nothing (timers, pollers, metrics), printed beside the rows: on
  // this machine it is rarely quiet enough to take out of them.
  const idleFrom = shopTicks();
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idleTo = shopTicks();
  const idleMsPerSec = idleFrom === null || idleTo === null ? null : ((idleTo - idleFrom) * TICK_MS * 1000) / IDLE_MS;
  const before = cpuSnapshot();
  const row = await run();
  const after = cpuSnapshot();
  if (!before || !after || !row.answered) return { ...row, cpuPerOp: null, idleMsPerSec };
  const cost = cpuPerUnit(before, after, row.answered);
  console.log(describeCpu(cost, unit));
  return { ...row, cpuPerOp: cost.parts.filter(([part]) => NODE_PARTS.has(part)).reduce((sum, [, ms]) => sum + ms, 0), idleMsPerSec };
}

/** How long the idle shop is watched before a row. */
const IDLE_MS = 3000;
/** Linux's clock tick (USER_HZ), as in `lib/cpu.ts`. */
const TICK_MS = 10;

/** Node CPU of this checkout's shop processes, in ticks, or null without /proc. */
function shopTicks(): number | null {
  const now = cpuSnapshot();
  return now && [...now.byProcess.values()].filter((p) => NODE_PARTS.has(p.group)).reduce((sum, p) => sum + p.ticks, 0);
}

/**
 * Waits (at most 30 s) until the shop's processes are nearly idle: an order row leaves events,
 * outbox rows and mail behind, whose CPU must not count against the next row.
 */
async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const before = shopTicks();
    await new Promise((r) => setTimeout(r, 1000));
    const after = shopTicks();
    // Under 5 % of a core over that second.
    if (before === null || after === null || after - before < 5) return;
  }
}

/**
 * Order placement and a cached catalog read, the shop's busiest write and read, measured once
 * against the running shop. `scripts/bench.mjs` runs it against a shop with telemetry off and
 * one with it on (BENCH_RESULT_FILE collects each run's rows) and prints them side by side.
 */
export async function runTelemetryCostBench({ baseUrl }: { baseUrl: string }): Promise<BenchRow[]> {
  const admin = (await signIn(baseUrl, DEMO_ADMIN)).token;
  const tokens = await registerCustomers(baseUrl, 20, { name: 'Khách Bench', emailPrefix: 'otel', addressGroup: 'a7', atOnce: 10 });
  const couponCode = await createCoupon(baseUrl, admin, { prefix: 'OTEL', percent: 5, maxDiscount: 20_000 });
  const made = await product(baseUrl, admin, 1_000_000);
  const bodies = [payload(made.id, made.variant, couponCode)];
  await place(baseUrl, 'warm-up', tokens, bodies, { durationSec: 2 });
  await measure({ name: 'warm-up', url: `${baseUrl}/api/products`, durationSec: 2 });
  // The read first: it leaves nothing behind, the orders do.
  const cachedReads = await withCpu('cached read', () => measure({ name: 'REST GET /api/products (cached)', url: `${baseUrl}/api/products` }));
  const rows: TelemetryCostRows = {
    orders: await withCpu('order', () => place(baseUrl, 'POST /api/orders (20 conn.)', tokens, bodies, {})),
    cachedReads,
  };
  if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(rows));
  return [rows.orders, rows.cachedReads];
}
