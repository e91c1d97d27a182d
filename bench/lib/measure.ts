import http from 'node:http';
import autocannon from 'autocannon';

export interface BenchRow {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface MeasureOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSec?: number;
}

export const BENCH_DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** One autocannon run: requests per second (mean), latency p50/p99 in ms. */
export async function measure(opts: MeasureOptions): Promise<BenchRow> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    connections: opts.connections ?? 20,
    duration: opts.durationSec ?? BENCH_DURATION,
  });
  return {
    name: opts.name,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
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

export function printTable(rows: BenchRow[], ceiling: BenchRow): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\n${'benchmark'.padEnd(44)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('of ceiling', 12)}${pad('non-2xx', 9)}`);
  for (const r of [ceiling, ...rows]) {
    const ratio = `${((r.requestsPerSec / ceiling.requestsPerSec) * 100).toFixed(1)}%`;
    console.log(`${r.name.padEnd(44)}${pad(r.requestsPerSec, 9)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(ratio, 12)}${pad(r.non2xx + r.errors, 9)}`);
  }
}
