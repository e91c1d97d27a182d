import { runAuthBench } from './auth.bench';
import { runCatalogBench } from './catalog.bench';
import { runOrdersBench } from './orders.bench';
import { printBundleSizes } from './bundle-size';
import { runLighthouse } from './lighthouse';
import { measure, printTable, withCeilingServer, type BenchRow, type Target } from './lib/measure';

/**
 * Runs every benchmark against a running shop at BENCH_BASE_URL and prints the figures. With
 * arguments, only those parts: `npm run bench -- bundle lighthouse` (the front end's figures).
 */
async function main(): Promise<void> {
  const baseUrl = process.env.BENCH_BASE_URL ?? 'http://localhost:8080';
  const only = new Set(process.argv.slice(2));
  if (only.size > 0) {
    for (const part of only) if (!['bundle', 'lighthouse'].includes(part)) throw new Error(`unknown bench part '${part}' (known: bundle, lighthouse)`);
    if (only.has('bundle')) await printBundleSizes(baseUrl);
    if (only.has('lighthouse')) await runLighthouse(baseUrl);
    return;
  }
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
