import { serviceConfig } from '@shop/config';
import { seedBenchCatalog } from './bench-catalog';

// `node services/catalog/dist/src/bench/seed-bench.js [count]`: the bench catalog for `npm run bench`,
// written into the catalog database named by CATALOG_DATABASE_URL (the running system's).
const count = Number(process.argv[2] ?? 10_000);
seedBenchCatalog(serviceConfig('catalog').databaseUrl, count).then(
  (r) => process.stdout.write(`${JSON.stringify(r)}\n`),
  (err: unknown) => {
    process.stderr.write(`${String(err)}\n`);
    process.exit(1);
  },
);
