// Checks that PostgreSQL, RabbitMQ and Redis answer before anything starts. When some do not and
// Docker with Compose is there, it brings up exactly those from docker-compose.yml, waits for their
// health checks and leaves them running for the next start; without Docker it says how to get them
// (decision 0450).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const infraUrls = () => ({
  postgres: process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@localhost:5432/postgres',
  rabbitmq: process.env.RABBITMQ_URL ?? 'amqp://guest:guest@localhost:5672',
  redis: process.env.REDIS_URL ?? 'redis://localhost:6379',
});

const HOW = {
  postgres: 'start PostgreSQL (e.g. `docker compose up -d postgres`, or `pg_ctlcluster 15 main start`)',
  rabbitmq: 'start RabbitMQ (e.g. `docker compose up -d rabbitmq`, or `rabbitmq-server -detached`)',
  redis: 'start Redis (e.g. `docker compose up -d redis`, or `redis-server --daemonize yes`)',
};

/** Where docker-compose.yml publishes each service: 127.0.0.1 and `${<NAME>_PORT:-default}`. */
const COMPOSE_PORTS = { postgres: ['POSTGRES_PORT', 5432], rabbitmq: ['RABBITMQ_PORT', 5672], redis: ['REDIS_PORT', 6379] };
const DEFAULT_URL_PORTS = { postgres: 5432, rabbitmq: 5672, redis: 6379 };
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '']);

const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');

/**
 * Whether the compose service `name` would answer at `url`: only when the URL points at this
 * machine on the port docker-compose.yml publishes it on. A URL elsewhere (another host, a lane's
 * test port) is not something Compose can bring up.
 */
export function composeServes(name, url, env = process.env) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const [portVar, fallback] = COMPOSE_PORTS[name];
  const published = Number(env[portVar] || fallback);
  const port = Number(parsed.port || DEFAULT_URL_PORTS[name]);
  return LOCAL_HOSTS.has(parsed.hostname) && port === published;
}

/**
 * What to do about the services that did not answer: `ready` (none failed), `compose` (Docker is
 * there and Compose can serve every one of them: bring up exactly those) or `explain` (today's
 * message; also when one of them is somewhere Compose cannot reach, since starting the others
 * would not let the shop start anyway).
 * @param {{ failed: string[], urls: Record<string,string>, docker: boolean, env?: Record<string,string|undefined> }} input
 */
export function planInfrastructure({ failed, urls, docker, env = process.env }) {
  if (failed.length === 0) return { action: 'ready' };
  if (docker && failed.every((name) => composeServes(name, urls[name], env))) return { action: 'compose', services: [...failed].sort() };
  return { action: 'explain' };
}

/** Docker with Compose: the CLI has the compose plugin and the engine answers. */
export function dockerComposeAvailable() {
  const ok = (args) => spawnSync('docker', args, { stdio: 'ignore', timeout: 20_000 }).status === 0;
  return ok(['compose', 'version']) && ok(['info']);
}

/**
 * The credentials docker-compose.yml gives its PostgreSQL and RabbitMQ differ from the local
 * defaults (a password; no `guest` user, which RabbitMQ only admits over loopback anyway): the
 * processes started from here use those of the services Compose brought up, unless set explicitly.
 */
export function composeCredentials(services, env = process.env) {
  const out = {};
  if (services.includes('postgres') && !env.PGPASSWORD) out.PGPASSWORD = env.POSTGRES_PASSWORD || 'postgres';
  if (services.includes('rabbitmq') && !env.RABBITMQ_URL) {
    const user = encodeURIComponent(env.RABBITMQ_USER || 'shop');
    const pass = encodeURIComponent(env.RABBITMQ_PASSWORD || 'shop');
    out.RABBITMQ_URL = `amqp://${user}:${pass}@localhost:${env.RABBITMQ_PORT || 5672}`;
  }
  return out;
}

async function checkPostgres(url) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  await client.query('SELECT 1');
  await client.end();
}

async function checkRabbit(url) {
  const amqp = require('amqplib');
  const conn = await amqp.connect(url, { timeout: 3000 });
  await conn.close();
}

function checkRedis(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname || 'localhost', port: Number(port || 6379), timeout: 3000 });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.end();
      if (d.toString().startsWith('+PONG')) resolve();
      else reject(new Error(d.toString().trim()));
    });
    socket.once('timeout', () => socket.destroy(new Error('timed out')));
    socket.once('error', reject);
  });
}

/** The services that do not answer, each with why. */
async function unreachable() {
  const urls = infraUrls();
  const checks = { postgres: checkPostgres, rabbitmq: checkRabbit, redis: checkRedis };
  const failures = {};
  await Promise.all(Object.entries(checks).map(([name, check]) => check(urls[name]).catch((err) => (failures[name] = err.message || err.code || String(err)))));
  return { urls, failures };
}

function explain(urls, failures, extra = '') {
  const lines = Object.entries(failures).map(([name, why]) => `${name} does not answer at ${redact(urls[name])} (${why}): ${HOW[name]}`);
  console.error(
    `\nCannot start: ${lines.length === 1 ? 'a required service is' : 'required services are'} not reachable.${extra}\n  - ${lines.join('\n  - ')}\n`,
  );
  process.exit(1);
}

/** Resolves when all three answer (after bringing up with Docker Compose those that did not); otherwise prints one clear message and exits. */
export async function preflight() {
  const first = await unreachable();
  const failed = Object.keys(first.failures);
  const plan = planInfrastructure({ failed, urls: first.urls, docker: failed.length > 0 && dockerComposeAvailable() });
  if (plan.action === 'ready') return;
  if (plan.action === 'explain') explain(first.urls, first.failures);

  console.log(
    `${plan.services.join(', ')} not reachable: starting ${plan.services.length === 1 ? 'it' : 'them'} with Docker Compose (docker compose up -d --wait ${plan.services.join(' ')}); they keep running after the shop stops.`,
  );
  const up = spawnSync('docker', ['compose', 'up', '-d', '--wait', ...plan.services], { cwd: root, stdio: 'inherit' });
  if (up.status !== 0) explain(first.urls, first.failures, ` \`docker compose up -d --wait ${plan.services.join(' ')}\` failed (exit ${up.status}).`);
  Object.assign(process.env, composeCredentials(plan.services));
  const second = await unreachable();
  if (Object.keys(second.failures).length) explain(second.urls, second.failures, ' Docker Compose started them, but they still do not answer.');
  console.log(`${plan.services.join(', ')} up and healthy.`);
}
