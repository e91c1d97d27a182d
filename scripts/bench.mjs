// `npm run bench`: starts its own copy of the shop (fresh bench databases, demo data), runs the
// benchmarks in bench/ through the gateway next to a bare Node server, prints the figures.
// `npm run bench -- telemetry` starts it twice, telemetry off then on, and compares (decision 0440).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildServer, buildWeb } from './lib/build.mjs';
import { databaseUrl, recreateDatabases } from './lib/databases.mjs';
import { busNamespace, dbPart, portOffset } from './lib/lane.mjs';
import { preflight } from './lib/preflight.mjs';
import { SERVICES, root, startSystem } from './lib/system.mjs';
import { printTelemetryCost, startTraceSink } from './lib/telemetry-cost.mjs';

await preflight();
buildServer();
buildWeb();
const dbName = (s) => `${dbPart('shop_bench')}_${s}`;
const o = portOffset;

/** Runs `bench/dist/run.js <scenarios>` against a fresh copy of the shop started with `env`. */
async function benchAgainst(scenarios, env = {}, benchEnv = {}) {
  await recreateDatabases(SERVICES.map(dbName));
  const system = await startSystem({
    ports: { identity: 24001 + o, catalog: 24002 + o, orders: 24003 + o, payments: 24004 + o, gateway: 28080 + o },
    metricsPorts: { gateway: 28464 + o, identity: 28465 + o, catalog: 28466 + o, orders: 28467 + o, payments: 28468 + o, 'payments-worker': 28469 + o },
    databases: (s) => databaseUrl(dbName(s)),
    env: {
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_DISABLED: 'true',
      BUS_NAMESPACE: busNamespace('bench'),
      SEPAY_WEBHOOK_API_KEY: 'bench-sepay-webhook-key',
      ...env,
    },
    logDir: path.join(root, 'var/log/bench'),
  });
  try {
    // Not spawnSync: this process must keep draining the shop's log pipes while the bench runs.
    const bench = spawn(process.execPath, [path.join(root, 'bench/dist/run.js'), ...scenarios], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_BASE_URL: system.baseUrl,
        CATALOG_DATABASE_URL: databaseUrl(dbName('catalog')),
        ORDERS_DATABASE_URL: databaseUrl(dbName('orders')),
        SEPAY_WEBHOOK_API_KEY: 'bench-sepay-webhook-key',
        ...benchEnv,
      },
    });
    return await new Promise((resolve) => bench.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    await system.stop();
  }
}

/** The same bench with telemetry off, then on at the sampling the manifests set (k8s/config.yaml). */
async function telemetryCost() {
  const sink = await startTraceSink();
  const result = (mode) => path.join(root, `var/bench-telemetry-${mode}.json`);
  try {
    console.log('\nTelemetry off:');
    if ((await benchAgainst(['telemetry'], { OTEL_SDK_DISABLED: 'true' }, { BENCH_RESULT_FILE: result('off') })) !== 0) return 1;
    console.log('\nTelemetry on:');
    const on = {
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.1',
      OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    };
    if ((await benchAgainst(['telemetry'], on, { BENCH_RESULT_FILE: result('on') })) !== 0) return 1;
    const read = (mode) => JSON.parse(readFileSync(result(mode), 'utf8'));
    return printTelemetryCost(read('off'), read('on'), sink.seen) ? 0 : 1;
  } finally {
    await sink.close();
    for (const mode of ['off', 'on']) rmSync(result(mode), { force: true });
  }
}

const asked = process.argv.slice(2);
const others = asked.filter((a) => a !== 'telemetry');
let status = asked.length === 0 || others.length ? await benchAgainst(others) : 0;
if (asked.includes('telemetry') && status === 0) status = await telemetryCost();
process.exit(status);
