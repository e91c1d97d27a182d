// `npm run bench`: starts its own copy of the shop (fresh bench databases, demo data), runs the
// benchmarks in bench/ through the gateway next to a bare Node server, prints the figures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServer, buildWeb } from './lib/build.mjs';
import { databaseUrl, recreateDatabases } from './lib/databases.mjs';
import { busNamespace, dbPart, portOffset } from './lib/lane.mjs';
import { preflight } from './lib/preflight.mjs';
import { SERVICES, root, startSystem } from './lib/system.mjs';

await preflight();
buildServer();
buildWeb();
const dbName = (s) => `${dbPart('shop_bench')}_${s}`;
await recreateDatabases(SERVICES.map(dbName));
const o = portOffset;
const system = await startSystem({
  ports: { identity: 24001 + o, catalog: 24002 + o, orders: 24003 + o, payments: 24004 + o, gateway: 28080 + o },
  databases: (s) => databaseUrl(dbName(s)),
  env: {
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_DISABLED: 'true',
    BUS_NAMESPACE: busNamespace('bench'),
    SEPAY_WEBHOOK_API_KEY: 'bench-sepay-webhook-key',
  },
  logDir: path.join(root, 'var/log/bench'),
});
let status = 1;
try {
  // Not spawnSync: this process must keep draining the shop's log pipes while the bench runs.
  const bench = spawn(process.execPath, [path.join(root, 'bench/dist/run.js'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_BASE_URL: system.baseUrl,
      CATALOG_DATABASE_URL: databaseUrl(dbName('catalog')),
      ORDERS_DATABASE_URL: databaseUrl(dbName('orders')),
      SEPAY_WEBHOOK_API_KEY: 'bench-sepay-webhook-key',
    },
  });
  status = await new Promise((resolve) => bench.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await system.stop();
}
process.exit(status);
