// `npm start`: checks PostgreSQL/RabbitMQ/Redis, builds what is stale, starts the four services
// (each creates and migrates its database and seeds demo data when empty) and the gateway, and
// keeps them running: a process that exits is reported and restarted (scripts/lib/supervisor.mjs).
import { buildServer, buildWeb } from './lib/build.mjs';
import { preflight } from './lib/preflight.mjs';
import { databaseUrl } from './lib/databases.mjs';
import { busNamespace, dbPart, lane, portOffset } from './lib/lane.mjs';
import { DEFAULT_METRICS_PORTS, DEFAULT_PORTS, startSystem } from './lib/system.mjs';

const demo = {
  admin: [process.env.DEMO_ADMIN_EMAIL ?? 'admin@example.com', process.env.DEMO_ADMIN_PASSWORD ?? 'admin123'],
  seller: [process.env.DEMO_SELLER_EMAIL ?? 'seller@example.com', process.env.DEMO_SELLER_PASSWORD ?? 'seller123'],
  customer: [process.env.DEMO_CUSTOMER_EMAIL ?? 'customer@example.com', process.env.DEMO_CUSTOMER_PASSWORD ?? 'customer123'],
};

// Warnings and errors reach the console; every line is in var/log/<process>.log.
function echo(name, chunk) {
  for (const line of chunk.toString().split('\n')) {
    if (!line) continue;
    let level = 50;
    try {
      level = JSON.parse(line).level ?? 30;
    } catch {
      // not a JSON line (e.g. a crash trace): show it
    }
    if (level >= 40) process.stderr.write(`[${name}] ${line}\n`);
  }
}

await preflight();
console.log('Building (incremental)...');
buildServer();
buildWeb();
console.log('Starting identity, catalog, orders, payments, the payments worker and the gateway...');
let system;
try {
  // On a lane (SHOP_LANE, see scripts/lib/lane.mjs) the shop gets its own ports, databases and queues.
  const shift = (ports) => Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + portOffset]));
  const laneOptions = lane
    ? {
        ports: shift(DEFAULT_PORTS),
        metricsPorts: shift(DEFAULT_METRICS_PORTS),
        databases: (s) => databaseUrl(`${dbPart('shop')}_${s}`),
      }
    : {};
  const env = { SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true', ...(lane ? { BUS_NAMESPACE: busNamespace('dev') } : {}) };
  system = await startSystem({ ...laneOptions, env, echo, report: (line) => console.error(line) });
} catch (err) {
  console.error(`\nThe shop did not start: ${err.message}`);
  process.exit(1);
}
console.log(`
The shop is running: ${system.baseUrl}
  GraphQL: ${system.baseUrl}/graphql    REST: ${system.baseUrl}/api
  Demo logins (created on empty databases):
    admin     ${demo.admin.join(' / ')}
    seller    ${demo.seller.join(' / ')}
    customer  ${demo.customer.join(' / ')}
  Demo coupons: CHAOBAN (10 %, at most 50.000đ), GIAM30K (30.000đ off from 300.000đ)
  Metrics (Prometheus, /metrics): ${Object.entries(system.metricsPorts)
    .map(([name, port]) => `${name} :${port}`)
    .join(', ')}
  Logs: var/log/*.log    Mail (no SMTP_URL): var/mail/
Press Ctrl+C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await system.stop();
    process.exit(0);
  });
}
