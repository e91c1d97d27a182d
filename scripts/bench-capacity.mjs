// `npm run bench:capacity`: how catalog reads change with 1, 2 and 3 replicas of the gateway and
// of the catalog on this machine (docs/capacity.md). Starts its own shop on the
// bench databases with the 10,000-product bench catalog; catalog replicas sit behind a round-robin
// TCP balancer (as a Kubernetes Service), gateway replicas are all given to the load generator.
// Rows: cached reads (the response cache on, decision 0900) and uncached reads (PUBLIC_CACHE=off),
// each next to the bare Node ceiling measured in the same run.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from './lib/build.mjs';
import { databaseUrl, recreateDatabases } from './lib/databases.mjs';
import { busNamespace, dbPart, portOffset } from './lib/lane.mjs';
import { preflight } from './lib/preflight.mjs';
import { SERVICES, root, startSystem } from './lib/system.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const o = portOffset;
const port = { identity: 25001 + o, catalogBalancer: 25002 + o, orders: 25003 + o, payments: 25004 + o, catalog: [25011 + o, 25012 + o, 25013 + o] };
const gatewayPorts = (cache) => [0, 1, 2].map((i) => (cache ? 29080 : 29090) + i + o);

async function measure(urls, path, extra = {}) {
  const result = await autocannon({ url: urls.map((u) => `${u}${path}`), connections: CONNECTIONS, duration: DURATION, ...extra });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, bad: result.non2xx + result.errors };
}

async function ceiling() {
  const body = JSON.stringify({ success: true, data: { ok: true } });
  const server = http.createServer((_q, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    return await measure([`http://127.0.0.1:${server.address().port}`], '/');
  } finally {
    server.close();
  }
}

await preflight();
buildServer();
const dbName = (s) => `${dbPart('shop_capacity')}_${s}`;
await recreateDatabases(SERVICES.map(dbName));
const balancer = spawn(process.execPath, [path.join(root, 'scripts/lib/tcp-balancer.mjs'), String(port.catalogBalancer), String(port.catalog[0])], {
  stdio: 'inherit',
});
const system = await startSystem({
  ports: { identity: port.identity, catalog: port.catalog[0], orders: port.orders, payments: port.payments, gateway: gatewayPorts(true)[0] },
  urls: { catalog: `http://127.0.0.1:${port.catalogBalancer}` },
  databases: (s) => databaseUrl(dbName(s)),
  // Up to 6 service processes on a PostgreSQL shared with other checkouts: 5 connections each,
  // as catalog pods get in k8s/catalog.yaml (docs/capacity.md, connection budget).
  env: { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_DISABLED: 'true', BUS_NAMESPACE: busNamespace('capacity'), DATABASE_POOL_MAX: '5' },
  logDir: path.join(root, 'var/log/capacity'),
});
let balancerNow = balancer;
const rebalance = async (n) => {
  balancerNow.kill('SIGTERM');
  await new Promise((r) => balancerNow.once('exit', r));
  balancerNow = spawn(
    process.execPath,
    [path.join(root, 'scripts/lib/tcp-balancer.mjs'), String(port.catalogBalancer), ...port.catalog.slice(0, n).map(String)],
    {
      stdio: 'inherit',
    },
  );
  await new Promise((r) => setTimeout(r, 500));
};
const lines = [];
const print = (line) => {
  lines.push(line);
  console.log(line);
};
try {
  const seed = spawn(process.execPath, [path.join(root, 'services/catalog/dist/src/bench/seed-bench.js'), '10000'], {
    env: { ...process.env, CATALOG_DATABASE_URL: databaseUrl(dbName('catalog')) },
    stdio: 'inherit',
  });
  await new Promise((r) => seed.once('exit', r));
  // Catalog replicas 2 and 3, and gateways with the cache off, started once, used as the row needs.
  for (const i of [1, 2]) await system.replica(`catalog-${i + 1}`, 'catalog', { CATALOG_PORT: String(port.catalog[i]), SEED_DEMO_DATA: 'false' });
  for (const i of [1, 2]) await system.replica(`gateway-${i + 1}`, 'gateway', { GATEWAY_PORT: String(gatewayPorts(true)[i]) }, '/health/live');
  for (const i of [0, 1, 2])
    await system.replica(`gateway-nocache-${i + 1}`, 'gateway', { GATEWAY_PORT: String(gatewayPorts(false)[i]), PUBLIC_CACHE: 'off' }, '/health/live');
  const some = await (await fetch(`http://127.0.0.1:${gatewayPorts(true)[0]}/api/products?search=balo`)).json();
  const id = some.data.products[0]._id;
  const reads = [
    ['listing', '/api/products'],
    ['search', '/api/products?search=tui%20vai'],
    ['filtered', '/api/products?category=balo&minPrice=100000&maxPrice=300000&color=%C4%90en&sortBy=price&order=asc'],
    ['detail', `/api/products/${id}`],
  ];
  print(
    `${CONNECTIONS} connections, ${DURATION} s per cell; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the start`,
  );
  print('');
  print('Each cell: req/s, its share of the bare Node ceiling measured just before the row, (p99 ms).');
  print(`${'cache'.padEnd(7)}${'gateways'.padStart(9)}${'catalogs'.padStart(9)}${'ceiling'.padStart(9)}  ${reads.map(([n]) => n.padStart(24)).join('')}  load`);
  // With the cache on, the gateways do the work (a hit never reaches the catalog); with it off,
  // every read is a catalog read.
  const configs = {
    on: [
      [1, 1],
      [2, 1],
      [3, 1],
      [2, 2],
      [3, 3],
    ],
    off: [
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 2],
      [3, 3],
    ],
  };
  for (const cache of [true, false]) {
    for (const [g, c] of configs[cache ? 'on' : 'off']) {
      await rebalance(c);
      const urls = gatewayPorts(cache)
        .slice(0, g)
        .map((p) => `http://127.0.0.1:${p}`);
      // Warm: every read once through every gateway (the cache's first fill is not what is measured).
      for (const [, p] of reads) for (const u of urls) await fetch(`${u}${p}`).then((r) => r.arrayBuffer());
      const base = await ceiling();
      const cells = [];
      for (const [, p] of reads) {
        const r = await measure(urls, p);
        const share = `${((r.rps / base.rps) * 100).toFixed(1)}%`;
        cells.push(`${r.rps} ${share} (${r.p99})${r.bad ? ` ${r.bad} bad` : ''}`.padStart(24));
      }
      const row = `${(cache ? 'on' : 'off').padEnd(7)}${String(g).padStart(9)}${String(c).padStart(9)}${String(base.rps).padStart(9)}`;
      print(`${row}  ${cells.join('')}  ${loadavg()[0].toFixed(1)}`);
    }
  }
  print(
    `\nload average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  balancerNow.kill('SIGTERM');
  await system.stop();
}
