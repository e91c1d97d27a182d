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

/** Prints the rows of the run with telemetry off beside those with it on; false when a row is over budget. */
export function printTelemetryCost(off, on, seen) {
  const pad = (s, n) => String(s).padStart(n);
  console.log(
    `\ntelemetry cost${' '.repeat(30)}${pad('off req/s', 11)}${pad('on req/s', 10)}${pad('change', 9)}${pad('off p99', 9)}${pad('on p99', 8)}  budget`,
  );
  let within = true;
  for (const key of ['orders', 'cachedReads']) {
    const change = on[key].requestsPerSec / off[key].requestsPerSec - 1;
    const met = change >= -TELEMETRY_BUDGET;
    within &&= met;
    const row = `${off[key].name.padEnd(44)}${pad(off[key].requestsPerSec, 11)}${pad(on[key].requestsPerSec, 10)}${pad(`${(change * 100).toFixed(1)}%`, 9)}`;
    console.log(`${row}${pad(off[key].p99, 9)}${pad(on[key].p99, 8)}  ${met ? 'met' : 'NOT MET'} (at most ${TELEMETRY_BUDGET * 100} % lower)`);
  }
  console.log(`(on: parentbased_traceidratio 0.1, OTLP http/protobuf to a local receiver: ${seen.exports} exports, ${Math.round(seen.bytes / 1024)} KiB)`);
  return within;
}
