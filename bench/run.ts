import { runAuthBench } from './auth.bench';
import { runCatalogBench } from './catalog.bench';
import { runFlashSaleBench } from './flash-sale.bench';
import { runHotProductBench } from './hot-product.bench';
import { runOrdersBench } from './orders.bench';
import { runTelemetryCostBench } from './telemetry.bench';
import { printBundleSizes } from './bundle-size';
import { runLighthouse } from './lighthouse';
import { measure, printTable, withCeilingServer, type BenchRow, type Target } from './lib/measure';

const SCENARIOS = ['auth', 'catalog', 'orders', 'hot-product', 'flash-sale', 'bundle', 'lighthouse', 'telemetry'] as const;
type Scenario = (typeof SCENARIOS)[number];

/**
 * Runs the benchmarks against a running shop at BENCH_BASE_URL and prints the figures: all of
 * them, or those named on the command line (`npm run bench -- flash-sale`, `-- catalog orders`).
 */
async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((a) => !(SCENARIOS as readonly string[]).includes(a));
  if (unknown.length) throw new Error(`unknown benchmark ${unknown.join(', ')}; choose from ${SCENARIOS.join(', ')}`);
  // `telemetry` compares two shops (scripts/bench.mjs starts them): only when named.
  const wanted = (s: Scenario) => asked.includes(s) || (asked.length === 0 && s !== 'telemetry');
  const baseUrl = process.env.BENCH_BASE_URL ?? 'http://localhost:8080';
  const rows: (BenchRow & { target?: Target })[] = [];
  const throughput = wanted('auth') || wanted('catalog') || wanted('orders') || wanted('hot-product') || wanted('telemetry');
  const ceiling = throughput || wanted('flash-sale') ? await withCeilingServer((url) => measure({ name: 'bare Node http (ceiling)', url })) : undefined;
  if (wanted('auth')) rows.push(...(await runAuthBench({ baseUrl })));
  if (wanted('catalog')) rows.push(...(await runCatalogBench({ baseUrl })));
  if (wanted('orders')) rows.push(...(await runOrdersBench({ baseUrl })));
  if (wanted('hot-product')) rows.push(...(await runHotProductBench({ baseUrl })));
  if (wanted('telemetry')) rows.push(...(await runTelemetryCostBench({ baseUrl })));
  // Last of the shop's benchmarks: it sells out five products and leaves a thousand customers.
  // Its figures are per step of a minute of arriving shoppers (its own table), not a saturation row.
  if (wanted('flash-sale')) await runFlashSaleBench({ baseUrl, ceiling: ceiling?.requestsPerSec });
  if (ceiling && rows.length) printTable(rows, ceiling);
  if (wanted('bundle')) await printBundleSizes(baseUrl);
  if (wanted('lighthouse') && process.env.BENCH_LIGHTHOUSE !== 'false') await runLighthouse(baseUrl);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
