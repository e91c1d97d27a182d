// `npm run bench`: starts its own copy of the shop (fresh bench databases, demo data), runs the
// benchmarks in bench/ through the gateway next to a bare Node server, prints the figures.
// `npm run bench -- telemetry` starts two side by side, telemetry off and on, and compares (decision 0440).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildServer, buildWeb } from './lib/build.mjs';
import { databaseUrl, recreateDatabases } from './lib/databases.mjs';
import { busNamespace, dbPart, lane, portOffset } from './lib/lane.mjs';
import { preflight } from './lib/preflight.mjs';
import { SERVICES, root, startSystem } from './lib/system.mjs';
import { describeSampling, manifestSampling, overStarts, printStarts, printTelemetryCost, startTraceSink } from './lib/telemetry-cost.mjs';

await preflight();
buildServer();
buildWeb();
const dbName = (s) => `${dbPart('shop_bench')}_${s}`;
const o = portOffset;

/**
 * Telemetry as the manifests run it (decision 0440): their sampling (`k8s/config.yaml`), spans
 * exported over OTLP to a receiver in this process, as to a collector beside the pods. The
 * caller's own `OTEL_*` settings win (`OTEL_SDK_DISABLED=true` runs the shop without telemetry).
 */
function telemetryAsDeployed(sink) {
  const deployed = { ...manifestSampling(), OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' };
  return { ...deployed, ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key in deployed)) };
}

/** The line that says which telemetry the shop ran with (`env`: `telemetryAsDeployed`'s). */
function telemetryLine(env, sink) {
  if (process.env.OTEL_SDK_DISABLED === 'true') return 'Telemetry: off (OTEL_SDK_DISABLED=true).';
  const exported =
    env.OTEL_EXPORTER_OTLP_ENDPOINT === sink.url
      ? `, OTLP http/protobuf to a local receiver (${sink.seen.exports} exports, ${Math.round(sink.seen.bytes / 1024)} KiB)`
      : '';
  return `Telemetry: on, sampling ${describeSampling(env)}${exported}`;
}

/** Runs `bench/dist/run.js <scenarios>` against a fresh copy of the shop started with `env`. */
async function benchAgainst(scenarios, env = {}, benchEnv = {}) {
  await recreateDatabases(SERVICES.map(dbName));
  const sink = await startTraceSink();
  const telemetry = telemetryAsDeployed(sink);
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
      ...telemetry,
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
        // `hot-product` sends the catalog's stock reservation command itself, in the shop's namespace.
        BUS_NAMESPACE: busNamespace('bench'),
        SEPAY_WEBHOOK_API_KEY: 'bench-sepay-webhook-key',
        ...benchEnv,
      },
    });
    const code = await new Promise((resolve) => bench.on('exit', (code) => resolve(code ?? 1)));
    console.log(telemetryLine(telemetry, sink));
    return code;
  } finally {
    await system.stop();
    await sink.close();
  }
}

/**
 * The shop of a lane for the telemetry comparison: its own ports, databases, RabbitMQ namespace and
 * Redis database (as SHOP_LANE would give it), and its own log directory, where the supervisor
 * keeps each process's pid (the bench tells the two shops' processes apart by them).
 */
async function laneShop(n, env) {
  const off = n * 100;
  const name = (s) => `shop_bench${n ? `_l${n}` : ''}_${s}`;
  await recreateDatabases(SERVICES.map(name));
  const logDir = path.join(root, `var/log/bench-telemetry-l${n}`);
  const system = await startSystem({
    ports: { identity: 24001 + off, catalog: 24002 + off, orders: 24003 + off, payments: 24004 + off, gateway: 28080 + off },
    metricsPorts: {
      gateway: 28464 + off,
      identity: 28465 + off,
      catalog: 28466 + off,
      orders: 28467 + off,
      payments: 28468 + off,
      'payments-worker': 28469 + off,
    },
    databases: (s) => databaseUrl(name(s)),
    env: {
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_DISABLED: 'true',
      BUS_NAMESPACE: n ? `bench-l${n}` : 'bench',
      REDIS_URL: `redis://localhost:6379/${n}`,
      SEPAY_WEBHOOK_API_KEY: 'bench-sepay-webhook-key',
      // An order's mail is part of its cost: sent as fast as the shop can, it is done when the row's
      // shop settles, instead of following at 20 a second into the next rows, the other shop's
      // included, and into the idle watches (decision 0440).
      MAIL_PER_SECOND: '100000',
      ...env,
    },
    logDir,
    // Twelve processes start at once (two shops), on a machine other work may load as well.
    timeoutMs: 240_000,
  });
  return { ...system, logDir, catalogDatabaseUrl: databaseUrl(name('catalog')) };
}

/** How many times the two shops are started for the telemetry comparison (decision 0440). */
const STARTS = Number(process.env.BENCH_TELEMETRY_STARTS ?? 5);

/**
 * Two shops side by side, telemetry off on one lane and on at the sampling the manifests set
 * (k8s/config.yaml) on the other (this lane and BENCH_TELEMETRY_LANE, this lane + 3 unless given):
 * the bench alternates short rows between them and compares the medians. The shops are started
 * STARTS times, on swapped lanes each time, and the figures are the medians over the starts
 * (decision 0440).
 */
async function telemetryCost() {
  const otherLane = Number(process.env.BENCH_TELEMETRY_LANE ?? (lane + 3 <= 9 ? lane + 3 : lane - 3));
  if (!Number.isInteger(otherLane) || otherLane < 0 || otherLane > 9 || otherLane === lane) {
    throw new Error(`BENCH_TELEMETRY_LANE must be a lane 0-9 other than this one (${lane})`);
  }
  if (!Number.isInteger(STARTS) || STARTS < 1) throw new Error('BENCH_TELEMETRY_STARTS must be a whole number of starts, 1 or more');
  const sink = await startTraceSink();
  const sampling = manifestSampling();
  const starts = [];
  try {
    for (let i = 0; i < STARTS; i++) {
      const [offLane, onLane] = i % 2 === 0 ? [lane, otherLane] : [otherLane, lane];
      console.log(`\nStart ${i + 1} of ${STARTS}: telemetry off on lane ${offLane}, on (${describeSampling(sampling)}) on lane ${onLane}, side by side:`);
      const result = await telemetryStart(offLane, onLane, sink, sampling);
      if (!result) return 1;
      starts.push({ ...result, lanes: `off on lane ${offLane}, on on lane ${onLane}` });
    }
  } finally {
    await sink.close();
  }
  printStarts(starts);
  return printTelemetryCost(overStarts(starts), sink.seen, sampling) ? 0 : 1;
}

/** One start of the two shops and the bench's rows against them: its medians, or null when the bench failed. */
async function telemetryStart(offLane, onLane, sink, sampling) {
  const result = path.join(root, 'var/bench-telemetry.json');
  const shops = [];
  try {
    // Both settle before either is looked at: a shop that started is stopped (finally) even when the other failed to.
    const started = await Promise.allSettled([
      laneShop(offLane, { OTEL_SDK_DISABLED: 'true' }),
      laneShop(onLane, { ...sampling, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' }),
    ]);
    for (const s of started) if (s.status === 'fulfilled') shops.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [off, on] = shops;
    // Not spawnSync: this process must keep draining the shops' log pipes while the bench runs.
    const bench = spawn(process.execPath, [path.join(root, 'bench/dist/run.js'), 'telemetry'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_BASE_URL: off.baseUrl,
        BENCH_ON_URL: on.baseUrl,
        BENCH_OFF_PID_DIR: off.logDir,
        BENCH_ON_PID_DIR: on.logDir,
        CATALOG_DATABASE_URL: off.catalogDatabaseUrl,
        BENCH_RESULT_FILE: result,
      },
    });
    if ((await new Promise((resolve) => bench.on('exit', (code) => resolve(code ?? 1)))) !== 0) return null;
    return JSON.parse(readFileSync(result, 'utf8'));
  } finally {
    // The bench pauses one shop while it measures the other: a bench that ended mid-row must not
    // leave it paused, or it could not stop.
    for (const s of shops) for (const p of s.processes) p.child?.kill('SIGCONT');
    await Promise.all(shops.map((s) => s.stop()));
    rmSync(result, { force: true });
  }
}

const asked = process.argv.slice(2);
const others = asked.filter((a) => a !== 'telemetry');
let status = asked.length === 0 || others.length ? await benchAgainst(others) : 0;
if (asked.includes('telemetry') && status === 0) status = await telemetryCost();
process.exit(status);
