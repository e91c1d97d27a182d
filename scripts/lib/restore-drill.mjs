// The restore drill (docs/operations.md "Backups and restore"): dumps the four databases of a
// running shop with pg_dump, restores them with pg_restore into fresh databases, starts a second
// shop on those (its own ports, RabbitMQ names and logs, like the copies of e2e-system.mjs) and
// checks, through both gateways, that orders, payments, stock and customers read the same; then,
// under the databases, that every table holds as many rows and every sequence stands where it did.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { recreateDatabases } from './databases.mjs';
import { e2eEnv } from './e2e-system.mjs';
import { SERVICES, root, startSystem } from './system.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

/** Runs a PostgreSQL client program; rejects with its stderr when it fails. */
function run(program, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} ${args.at(-1)} failed (${code}): ${stderr.trim()}`))));
  });
}

/** A staff token signed with the shop's own key (var/keys locally, or JWT_PRIVATE_KEY): no password, no sign-in limit. */
async function staffToken() {
  const { SignJWT, importPKCS8 } = require('jose');
  const pem = process.env.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n') ?? readFileSync(path.join(root, 'var/keys/jwt-private.pem'), 'utf8');
  const key = await importPKCS8(pem, 'EdDSA');
  return new SignJWT({ role: 'admin', sv: 0, email: 'restore-drill@example.com', name: 'Restore drill' })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
    .setSubject(randomUUID())
    .setIssuer('shop-identity')
    .setAudience('shop')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(key);
}

async function get(baseUrl, token, route) {
  const res = await fetch(`${baseUrl}${route}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(20_000) });
  const body = await res.json().catch(() => undefined);
  if (!res.ok || !body?.success) throw new Error(`GET ${baseUrl}${route}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/** Every item of a paginated staff list: `key` names the array in the answer (50 a page keeps a page of orders within the query cost limit, decision 0401). */
async function all(baseUrl, token, route, key) {
  const items = [];
  for (let page = 1; ; page++) {
    const data = await get(baseUrl, token, `${route}${route.includes('?') ? '&' : '?'}page=${page}&limit=50`);
    items.push(...data[key]);
    if (page >= (data.pagination?.pages ?? 1)) return items;
  }
}

const byKey = (key) => (a, b) => String(a[key]).localeCompare(String(b[key]));

/**
 * What the shop answers staff about the four things a restore must keep: every order (status,
 * money, payment status, lines), what payments knows of each QR order and every bank transfer,
 * every variant's stock, every customer.
 */
export async function readShop(baseUrl, token) {
  const orders = (await all(baseUrl, token, '/api/orders', 'orders')).sort(byKey('orderNumber'));
  const qrOrders = orders.filter((o) => o.paymentMethod === 'qr_payment');
  const payments = [];
  for (const o of qrOrders) payments.push({ orderNumber: o.orderNumber, ...(await get(baseUrl, token, `/api/orders/${o._id}/payment-status`)) });
  const transfers = (await all(baseUrl, token, '/api/payments/transactions?view=all', 'transactions')).sort(byKey('_id'));
  const stock = (await all(baseUrl, token, '/api/products/inventory', 'products'))
    .map((p) => ({
      _id: p._id,
      name: p.name,
      totalStock: p.totalStock,
      soldCount: p.soldCount,
      variants: p.variants.map((v) => ({ _id: v._id, sku: v.sku, stock: v.stock })),
    }))
    .sort(byKey('_id'));
  const customers = (await all(baseUrl, token, '/api/users', 'users')).sort(byKey('email'));
  return { orders, payments, transfers, stock, customers };
}

/** Rows of every table and the value of every sequence of one database. */
async function census(url) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query(`SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`);
    const rows = {};
    for (const t of tables.rows) {
      const name = `"${t.schemaname}"."${t.tablename}"`;
      rows[`${t.schemaname}.${t.tablename}`] = Number((await client.query(`SELECT count(*) AS n FROM ${name}`)).rows[0].n);
    }
    const sequences = {};
    for (const s of (await client.query(`SELECT schemaname, sequencename, last_value FROM pg_sequences ORDER BY 1, 2`)).rows)
      sequences[`${s.schemaname}.${s.sequencename}`] = s.last_value;
    return { rows, sequences };
  } finally {
    await client.end();
  }
}

/** The differences between two readings, each as "what: source … restored …"; empty when they match. */
export function differences(source, restored, where = '') {
  if (JSON.stringify(source) === JSON.stringify(restored)) return [];
  if (Array.isArray(source) && Array.isArray(restored)) {
    if (source.length !== restored.length) return [`${where}: ${source.length} in the source, ${restored.length} restored`];
    return source.flatMap((s, i) => differences(s, restored[i], `${where}[${i}]`)).slice(0, 20);
  }
  if (source && restored && typeof source === 'object' && typeof restored === 'object') {
    const keys = [...new Set([...Object.keys(source), ...Object.keys(restored)])];
    return keys.flatMap((k) => differences(source[k], restored[k], where ? `${where}.${k}` : k)).slice(0, 20);
  }
  return [`${where}: ${JSON.stringify(source)} in the source, ${JSON.stringify(restored)} restored`];
}

/**
 * @param {{ source: { baseUrl: string, databases: Record<string, string> }, copy?: string, portShift?: number,
 *   report?: (line: string) => void }} options
 *   `source`: the running shop's gateway and the URL of each service's database. The restored
 *   shop is the e2e copy `copy` (databases shop_e2e_<copy>_*, ports `portShift` higher); it is
 *   stopped and its databases dropped at the end, whatever happened.
 * @returns {Promise<{ problems: string[], figures: Record<string, unknown> }>}
 */
export async function restoreDrill({ source, copy = 'restored', portShift = 70, report = console.log }) {
  const started = Date.now();
  const seconds = (from) => Number(((Date.now() - from) / 1000).toFixed(1));
  const figures = {};
  const dir = path.join(root, 'var/restore-drill');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const token = await staffToken();

  // The four dumps are taken one after the other: a shop that changed meanwhile (an order placed,
  // a reservation given back) gives databases that disagree with each other and with what it
  // answers, and the comparison below would blame the restore. So the dumps count only when the
  // shop read the same before and after them; a busy shop gets three tries.
  const sourceCensus = {};
  let after;
  let from = Date.now();
  for (let attempt = 1; !after; attempt++) {
    const before = await readShop(source.baseUrl, token);
    from = Date.now();
    for (const s of SERVICES) {
      const file = path.join(dir, `${s}.dump`);
      // Custom format: compressed, and pg_restore can restore it in parallel or table by table.
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, source.databases[s]]);
      figures[`${s} dump (KB)`] = Math.round(statSync(file).size / 1024);
      sourceCensus[s] = await census(source.databases[s]);
    }
    figures['dump (s)'] = seconds(from);
    const read = await readShop(source.baseUrl, token);
    const moved = differences(before, read);
    if (moved.length === 0) after = read;
    else if (attempt === 3) return { problems: [`the source shop kept changing while it was dumped (run the drill when it is quiet): ${moved[0]}`], figures };
    else report(`restore drill: the source shop changed while it was dumped (${moved[0]}); dumping again`);
  }

  const target = e2eEnv({ copy, portShift });
  const { env } = target;
  const targets = Object.fromEntries(SERVICES.map((s) => [s, target.dbName(s)]));
  from = Date.now();
  await recreateDatabases(Object.values(targets));
  for (const s of SERVICES) {
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.databases(s)}`, path.join(dir, `${s}.dump`)]);
  }
  figures['restore (s)'] = seconds(from);

  const problems = [];
  try {
    for (const s of SERVICES) {
      for (const d of differences(sourceCensus[s], await census(target.databases(s)), s)) problems.push(`database ${d}`);
    }
    from = Date.now();
    const system = await startSystem({
      ports: target.ports,
      metricsPorts: target.metricsPorts,
      databases: target.databases,
      // Its own RabbitMQ names and BullMQ prefix: it never takes the source shop's messages or jobs.
      env: { BUS_NAMESPACE: env.BUS_NAMESPACE, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'info' },
      logDir: env.E2E_LOG_DIR,
    });
    figures['second shop ready (s)'] = seconds(from);
    try {
      const restored = await readShop(system.baseUrl, token);
      problems.push(...differences(after, restored));
      figures.orders = restored.orders.length;
      figures['QR payments'] = restored.payments.length;
      figures['bank transfers'] = restored.transfers.length;
      figures['variants (stock)'] = restored.stock.length;
      figures.customers = restored.customers.length;
    } finally {
      await system.stop();
    }
  } finally {
    const admin = new Client({ connectionString: process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@localhost:5432/postgres' });
    await admin.connect();
    for (const name of Object.values(targets)) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  figures['drill (s)'] = seconds(started);
  report(`restore drill: ${problems.length === 0 ? 'the restored shop matches' : `${problems.length} difference(s)`}; ${JSON.stringify(figures)}`);
  return { problems, figures };
}
