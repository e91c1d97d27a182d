import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface BenchRow {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered 2xx during the row. */
  answered?: number;
}

export interface MeasureOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSec?: number;
  /** A path per request (its number from 0): every request a different read, so none is answered from a cache. */
  path?: (i: number) => string;
  /** Called with the headers of every answer (e.g. a `HeaderTally` of `X-Cache`). */
  onHeaders?: (headers: Record<string, string | string[] | undefined>) => void;
}

export const BENCH_DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** Concurrent connections of every row (the targets are measured at 50). */
// Registrations are limited to 10 an hour per address (decision 0101), and the limit's counters
// live in Redis across runs: each simulated customer registers from an address of its own, new in
// every run, or a few runs within the hour would be refused.
const RUN_TAG = randomBytes(2).toString('hex');

/** A documentation-range IPv6 address (`2001:db8::/32`) for the `i`-th customer of this run. */
export const customerAddress = (group: string, i: number): string => `2001:db8:${group}:${RUN_TAG}::${i.toString(16)}`;

export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** One autocannon run: requests per second (mean), latency p50/p99 in ms. */
export async function measure(opts: MeasureOptions): Promise<BenchRow> {
  let i = 0;
  const vary = opts.path;
  const seen = opts.onHeaders;
  const request = {
    ...(vary ? { setupRequest: (req: autocannon.Request) => ({ ...req, path: vary(i++) }) } : {}),
    ...(seen
      ? { onResponse: (_status: number, _body: string, _context: object, headers?: Record<string, string | string[] | undefined>) => seen(headers ?? {}) }
      : {}),
  };
  const result = await autocannon({
    ...(vary || seen ? { requests: [request] } : {}),
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? BENCH_CONNECTIONS,
    duration: opts.durationSec ?? BENCH_DURATION,
  });
  return {
    name: opts.name,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    answered: result['2xx'],
  };
}

/** A bare Node http server answering a fixed JSON: the ceiling of this machine for comparison. */
export async function withCeilingServer<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const body = JSON.stringify({ success: true, data: { ok: true } });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  try {
    return await fn(`http://127.0.0.1:${port}/`);
  } finally {
    server.close();
  }
}

export interface Target {
  /** Share of the ceiling's requests/s, 0.1 = 10 %. */
  ofCeiling?: number;
  /** Requests per second, whatever the ceiling (order placement: 200 orders/s). */
  perSec?: number;
  p99Ms?: number;
}

/** Whether a row meets its target, and the target in words. */
export function targetOf(row: BenchRow, t: Target, ceiling: BenchRow): { met: boolean; text: string } {
  const share = row.requestsPerSec / ceiling.requestsPerSec;
  const met =
    (t.ofCeiling === undefined || share >= t.ofCeiling) &&
    (t.perSec === undefined || row.requestsPerSec >= t.perSec) &&
    (t.p99Ms === undefined || row.p99 < t.p99Ms) &&
    row.non2xx + row.errors === 0;
  const parts = [
    ...(t.ofCeiling !== undefined ? [`≥ ${t.ofCeiling * 100}%`] : []),
    ...(t.perSec !== undefined ? [`≥ ${t.perSec}/s`] : []),
    ...(t.p99Ms !== undefined ? [`p99 < ${t.p99Ms} ms`] : []),
  ];
  return { met, text: `${met ? 'met' : 'NOT MET'} (${parts.join(', ')})` };
}

export function printTable(rows: (BenchRow & { target?: Target })[], ceiling: BenchRow): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\n${'benchmark'.padEnd(44)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('of ceiling', 12)}${pad('non-2xx', 9)}  target`);
  const all: (BenchRow & { target?: Target })[] = [ceiling, ...rows];
  for (const r of all) {
    const share = r.requestsPerSec / ceiling.requestsPerSec;
    const ratio = `${(share * 100).toFixed(1)}%`;
    const target = r.target ? targetOf(r, r.target, ceiling).text : '';
    console.log(`${r.name.padEnd(44)}${pad(r.requestsPerSec, 9)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(ratio, 12)}${pad(r.non2xx + r.errors, 9)}  ${target}`);
  }
  console.log(
    `(${BENCH_CONNECTIONS} connections, ${BENCH_DURATION} s per row; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
}
