// What `npm run bench -- telemetry` needs besides the bench itself: a trace receiver for the shop
// with telemetry on (it accepts and counts OTLP exports, as a collector next to the pods would),
// and the side-by-side table of the two runs with the 5 % budget (decision 0440).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** An OTLP/HTTP endpoint that takes every export and counts them. */
export async function startTraceSink() {
  const seen = { exports: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    req.on('data', (chunk) => (seen.bytes += chunk.length));
    req.on('end', () => {
      seen.exports += 1;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Telemetry may cost at most this share of a row's throughput. */
export const TELEMETRY_BUDGET = 0.05;

/** The trace sampling a ConfigMap's text sets (OTEL_TRACES_SAMPLER and its ARG); throws when either is missing. */
export function samplingOf(configYaml) {
  const value = (key) => {
    const found = new RegExp(`^\\s+${key}:\\s*(.*?)\\s*$`, 'm').exec(configYaml)?.[1];
    if (!found) throw new Error(`the manifests set no ${key}`);
    return found.replace(/^(['"])(.*)\1$/, '$2');
  };
  return {
    OTEL_TRACES_SAMPLER: value('OTEL_TRACES_SAMPLER'),
    OTEL_TRACES_SAMPLER_ARG: value('OTEL_TRACES_SAMPLER_ARG'),
    TRACES_KEPT_PER_SECOND: value('TRACES_KEPT_PER_SECOND'),
  };
}

/** "parentbased_traceidratio 0.1, at most 2 new traces a second". */
export function describeSampling(sampling) {
  const cap = sampling.TRACES_KEPT_PER_SECOND ? `, at most ${sampling.TRACES_KEPT_PER_SECOND} new traces a second` : '';
  return `${sampling.OTEL_TRACES_SAMPLER} ${sampling.OTEL_TRACES_SAMPLER_ARG}${cap}`;
}

/** The sampling k8s/config.yaml sets, which the shop with telemetry on runs at. */
export const manifestSampling = () => samplingOf(readFileSync(path.join(root, 'k8s/config.yaml'), 'utf8'));

const percent = (change) => (Number.isFinite(change) ? `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%` : 'n/a');

/**
 * Whether telemetry is within budget for one row: the median over the alternations of CPU per
 * operation with it on against off in the same alternation, when there is one; else of requests
 * per second. On this shared machine requests per second follow the load next door; CPU per
 * operation of the shop's own processes much less, and a CPU-bound shop's throughput is its
 * inverse.
 */
export function withinBudget(row) {
  const cpu = row.pairedCpuChange;
  if (Number.isFinite(cpu)) return { met: cpu <= TELEMETRY_BUDGET, by: 'CPU/op' };
  return { met: Number.isFinite(row.pairedThroughputChange) && row.pairedThroughputChange >= -TELEMETRY_BUDGET, by: 'req/s' };
}

/**
 * Whether the idle shop's extra CPU with telemetry on is within budget: the rows leave idle CPU
 * out, so it is held on its own, as the share of the machine's cores it takes from the shop's
 * throughput when the shop has all of them (at that point it is what idle timers cost).
 */
export function idleWithinBudget(offMsPerSec, onMsPerSec, cores = availableParallelism()) {
  // Without /proc there is no idle figure (null), as there is no CPU figure for the rows either.
  if (!Number.isFinite(offMsPerSec) || !Number.isFinite(onMsPerSec)) return { met: true, share: NaN, cores };
  const share = (onMsPerSec - offMsPerSec) / (cores * 1000);
  return { met: share <= TELEMETRY_BUDGET, share, cores };
}

/**
 * The middle value of the finite ones (the mean of the two middle ones for an even count); NaN for
 * none. The same rule as `median` in `bench/lib/alternate.ts`, which the bench's rows use: this
 * script runs before the bench is built, so it cannot import the built one.
 */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The rows of several starts of the two shops as one: each figure the median over the starts of
 * that start's median, the change too. A start of the processes carries an offset of its own
 * that holds over all its alternations (decision 0440), which more alternations of one start
 * cannot average out and more starts can.
 */
export function overStarts(starts) {
  const row = (mode, key) => {
    const rows = starts.map((s) => s[mode][key]);
    const mid = (f) => median(rows.map(f));
    const cpuPerOp = mid((r) => r.cpuPerOp ?? NaN);
    return {
      name: rows[0].name,
      requestsPerSec: Math.round(mid((r) => r.requestsPerSec)),
      p50: mid((r) => r.p50),
      p99: mid((r) => r.p99),
      non2xx: rows.reduce((sum, r) => sum + r.non2xx, 0),
      errors: rows.reduce((sum, r) => sum + r.errors, 0),
      answered: rows.reduce((sum, r) => sum + (r.answered ?? 0), 0),
      cpuPerOp: Number.isFinite(cpuPerOp) ? cpuPerOp : null,
      ...(mode === 'on' && {
        pairedThroughputChange: mid((r) => r.pairedThroughputChange ?? NaN),
        pairedCpuChange: mid((r) => r.pairedCpuChange ?? NaN),
      }),
    };
  };
  const idle = (mode) => {
    const v = median(starts.map((s) => s[mode].idleMsPerSec ?? NaN));
    return Number.isFinite(v) ? v : null;
  };
  return Object.fromEntries(
    ['off', 'on'].map((mode) => [mode, { orders: row(mode, 'orders'), cachedReads: row(mode, 'cachedReads'), idleMsPerSec: idle(mode) }]),
  );
}

/** One line per start: its change of CPU per operation in each row, the figures the budget is held to the median of. */
export function printStarts(starts) {
  console.log('\nchange of CPU/op with telemetry on, each start (the median of its alternations):');
  starts.forEach((s, i) =>
    console.log(`  start ${i + 1} (${s.lanes}): orders ${percent(s.on.orders.pairedCpuChange)}, cached read ${percent(s.on.cachedReads.pairedCpuChange)}`),
  );
}

/**
 * Prints the medians of the shop with telemetry off beside those of the shop with it on: requests
 * per second and CPU per operation of each shop's own Node processes, each with the median of its
 * change within an alternation (over the starts, `overStarts`); false when a row is over budget
 * (decision 0440).
 */
export function printTelemetryCost({ off, on }, seen, sampling) {
  const pad = (s, n) => String(s).padStart(n);
  console.log(
    `\ntelemetry cost (medians)${' '.repeat(16)}${pad('off req/s', 10)}${pad('on req/s', 9)}${pad('change', 8)}` +
      `${pad('off CPU/op', 11)}${pad('on CPU/op', 10)}${pad('change', 8)}${pad('off p99', 8)}${pad('on p99', 7)}  budget`,
  );
  let within = true;
  for (const [key, name] of [
    ['orders', 'POST /api/orders (20 conn.)'],
    ['cachedReads', 'REST GET /api/products (cached)'],
  ]) {
    const [a, b] = [off[key], on[key]];
    const { met, by } = withinBudget(b);
    within &&= met;
    const ms = (v) => (v ? `${v.toFixed(2)} ms` : 'n/a');
    console.log(
      `${name.padEnd(40)}${pad(a.requestsPerSec, 10)}${pad(b.requestsPerSec, 9)}${pad(percent(b.pairedThroughputChange), 8)}` +
        `${pad(ms(a.cpuPerOp), 11)}${pad(ms(b.cpuPerOp), 10)}${pad(percent(b.pairedCpuChange), 8)}${pad(a.p99, 8)}${pad(b.p99, 7)}` +
        `  ${met ? 'met' : 'NOT MET'} (${by === 'CPU/op' ? `at most ${TELEMETRY_BUDGET * 100} % more CPU/op` : `at most ${TELEMETRY_BUDGET * 100} % fewer req/s`})`,
    );
  }
  const idle = (v) => (Number.isFinite(v) ? `${v.toFixed(0)} ms/s` : 'n/a');
  const idleCost = idleWithinBudget(off.idleMsPerSec, on.idleMsPerSec);
  within &&= idleCost.met;
  console.log(
    `${'idle shop, CPU a second'.padEnd(40)}${' '.repeat(27)}${pad(idle(off.idleMsPerSec), 11)}${pad(idle(on.idleMsPerSec), 10)}` +
      `${pad(percent(idleCost.share), 8)}${' '.repeat(15)}  ${idleCost.met ? 'met' : 'NOT MET'} (at most ${TELEMETRY_BUDGET * 100} % of ${idleCost.cores} cores more)`,
  );
  console.log(
    "(CPU/op: each shop's own Node processes, by pid, from a row's start until the shop has settled, per answered request, " +
      "less the shop's idle CPU a second (the lower of 10 s before the rows and 10 s after) times the row's time; change: median of on against off " +
      "within each alternation, then the median of that over the starts; every other figure too. Idle: the change as a share of the machine's cores)",
  );
  console.log(`(on: ${describeSampling(sampling)}, OTLP http/protobuf to a local receiver: ${seen.exports} exports, ${Math.round(seen.bytes / 1024)} KiB)`);
  return within;
}
