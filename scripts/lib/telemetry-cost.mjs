// What `npm run bench -- telemetry` needs besides the bench itself: a trace receiver for the shop
// with telemetry on (it accepts and counts OTLP exports, as a collector next to the pods would),
// and the side-by-side table of the two runs with the 5 % budget (decision 0440).
import http from 'node:http';

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

const percent = (change) => (Number.isFinite(change) ? `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%` : 'n/a');

/**
 * Prints the rows of the run with telemetry off beside those with it on: requests per second and
 * CPU per operation of the shop's Node processes, each with its change; false when a row is over
 * budget. Throughput on a machine shared with other work moves with the host, so the CPU per
 * operation is the figure the budget is held to when both runs have it (decision 0440).
 */
export function printTelemetryCost(off, on, seen) {
  const pad = (s, n) => String(s).padStart(n);
  console.log(
    `\ntelemetry cost${' '.repeat(26)}${pad('off req/s', 10)}${pad('on req/s', 9)}${pad('change', 8)}` +
      `${pad('off CPU/op', 11)}${pad('on CPU/op', 10)}${pad('change', 8)}${pad('off p99', 8)}${pad('on p99', 7)}  budget`,
  );
  let within = true;
  for (const key of ['orders', 'cachedReads']) {
    const [a, b] = [off[key], on[key]];
    const throughput = b.requestsPerSec / a.requestsPerSec - 1;
    const cpu = a.cpuPerOp && b.cpuPerOp ? b.cpuPerOp / a.cpuPerOp - 1 : null;
    const met = cpu === null ? throughput >= -TELEMETRY_BUDGET : cpu <= TELEMETRY_BUDGET;
    within &&= met;
    const ms = (v) => (v ? `${v.toFixed(2)} ms` : 'n/a');
    console.log(
      `${a.name.padEnd(40)}${pad(a.requestsPerSec, 10)}${pad(b.requestsPerSec, 9)}${pad(percent(throughput), 8)}` +
        `${pad(ms(a.cpuPerOp), 11)}${pad(ms(b.cpuPerOp), 10)}${pad(cpu === null ? 'n/a' : percent(cpu), 8)}${pad(a.p99, 8)}${pad(b.p99, 7)}` +
        `  ${met ? 'met' : 'NOT MET'} (${cpu === null ? `at most ${TELEMETRY_BUDGET * 100} % fewer req/s` : `at most ${TELEMETRY_BUDGET * 100} % more CPU/op`})`,
    );
  }
  const idle = (row) => (row.idleMsPerSec === null || row.idleMsPerSec === undefined ? 'n/a' : `${row.idleMsPerSec.toFixed(0)} ms/s`);
  console.log(
    `(CPU/op: this checkout's Node processes, beyond what the idle shop spends: off ${idle(off.orders)}, on ${idle(on.orders)} before the orders row)`,
  );
  console.log(`(on: parentbased_traceidratio 0.1, OTLP http/protobuf to a local receiver: ${seen.exports} exports, ${Math.round(seen.bytes / 1024)} KiB)`);
  return within;
}
