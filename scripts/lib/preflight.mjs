// Checks that PostgreSQL, RabbitMQ and Redis answer before anything starts, and says how to get
// them when one does not (docs/development.md).
import { createRequire } from 'node:module';
import net from 'node:net';

const require = createRequire(import.meta.url);

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

const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');

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

/** Resolves when all three answer; otherwise prints one clear message and exits. */
export async function preflight() {
  const urls = infraUrls();
  const checks = { postgres: checkPostgres, rabbitmq: checkRabbit, redis: checkRedis };
  const failures = [];
  await Promise.all(
    Object.entries(checks).map(([name, check]) =>
      check(urls[name]).catch((err) => failures.push(`${name} does not answer at ${redact(urls[name])} (${err.message || err.code}): ${HOW[name]}`)),
    ),
  );
  if (failures.length) {
    console.error(
      `\nCannot start: ${failures.length === 1 ? 'a required service is' : 'required services are'} not reachable.\n  - ${failures.join('\n  - ')}\n`,
    );
    process.exit(1);
  }
}
