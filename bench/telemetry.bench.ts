import { writeFileSync } from 'node:fs';
import { measure, type BenchRow } from './lib/measure';
import { DEMO_ADMIN, createCoupon, registerCustomers, signIn } from './lib/shop';
import { place, payload, product } from './orders.bench';

/** The two figures telemetry must not cost more than 5 % of (decision 0440). */
export interface TelemetryCostRows {
  orders: BenchRow;
  cachedReads: BenchRow;
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
  const rows: TelemetryCostRows = {
    orders: await place(baseUrl, 'POST /api/orders (20 conn.)', tokens, bodies, {}),
    cachedReads: await measure({ name: 'REST GET /api/products (cached)', url: `${baseUrl}/api/products` }),
  };
  if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(rows));
  return [rows.orders, rows.cachedReads];
}
