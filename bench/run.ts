import { runAuthBench } from './auth.bench';
import { runCatalogBench } from './catalog.bench';
import { runOrdersBench } from './orders.bench';
import { printBundleSizes } from './bundle-size';
import { runLighthouse } from './lighthouse';
import { measure, printTable, withCeilingServer, type BenchRow, type Target } from './lib/measure';

/** Runs every benchmark against a running shop at BENCH_BASE_URL and prints the figures. */
async function main(): Promise<void> {
  const baseUrl = process.env.BENCH_BASE_URL ?? 'http://localhost:8080';
  const ceiling = await withCeilingServer((url) => measure({ name: 'bare Node http (ceiling)', url }));
  const rows: (BenchRow & { target?: Target })[] = [];
  rows.push(...(await runAuthBench({ baseUrl })));
  rows.push(...(await runCatalogBench({ baseUrl })));
  rows.push(...(await runOrdersBench({ baseUrl })));
  printTable(rows, ceiling);
  await printBundleSizes(baseUrl);
  if (process.env.BENCH_LIGHTHOUSE !== 'false') await runLighthouse(baseUrl);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
