import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { composeCredentials, composeServes, planInfrastructure } from './lib/preflight.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const urls = { postgres: 'postgres://postgres@localhost:5432/postgres', rabbitmq: 'amqp://guest:guest@localhost:5672', redis: 'redis://localhost:6379/4' };

describe('what npm start and npm test do about PostgreSQL, RabbitMQ and Redis', () => {
  it('goes on when all three answer, whether Docker is there or not', () => {
    assert.deepEqual(planInfrastructure({ failed: [], urls, docker: true, env: {} }), { action: 'ready' });
    assert.deepEqual(planInfrastructure({ failed: [], urls, docker: false, env: {} }), { action: 'ready' });
  });

  it('brings up with Docker Compose exactly the services that do not answer', () => {
    assert.deepEqual(planInfrastructure({ failed: ['redis', 'postgres'], urls, docker: true, env: {} }), {
      action: 'compose',
      services: ['postgres', 'redis'],
    });
    assert.deepEqual(planInfrastructure({ failed: ['rabbitmq'], urls, docker: true, env: {} }), { action: 'compose', services: ['rabbitmq'] });
  });

  it('keeps the message that says how to start them when there is no Docker', () => {
    assert.deepEqual(planInfrastructure({ failed: ['redis'], urls, docker: false, env: {} }), { action: 'explain' });
  });

  it('does not try Compose for a service set to live elsewhere than where docker-compose.yml publishes it', () => {
    assert.equal(composeServes('redis', 'redis://cache.internal:6379', {}), false);
    assert.equal(composeServes('redis', 'redis://127.0.0.1:1', {}), false);
    assert.equal(composeServes('postgres', 'postgres://postgres@127.0.0.1:5433/postgres', {}), false);
    assert.equal(composeServes('postgres', 'postgres://postgres@127.0.0.1:5433/postgres', { POSTGRES_PORT: '5433' }), true);
    assert.equal(composeServes('rabbitmq', 'amqp://localhost', {}), true);
    assert.deepEqual(
      planInfrastructure({ failed: ['redis', 'postgres'], urls: { ...urls, redis: 'redis://cache.internal:6379' }, docker: true, env: {} }),
      { action: 'explain' },
      'starting PostgreSQL alone would not let the shop start',
    );
  });

  it('uses the credentials of docker-compose.yml for what it brought up, unless they were set', () => {
    assert.deepEqual(composeCredentials(['postgres', 'rabbitmq', 'redis'], {}), { PGPASSWORD: 'postgres', RABBITMQ_URL: 'amqp://shop:shop@localhost:5672' });
    assert.deepEqual(composeCredentials(['redis'], {}), {}, 'a RabbitMQ of the machine keeps its own URL');
    assert.deepEqual(composeCredentials(['postgres', 'rabbitmq'], { POSTGRES_PASSWORD: 's3', RABBITMQ_USER: 'u', RABBITMQ_PASSWORD: 'p@ss' }), {
      PGPASSWORD: 's3',
      RABBITMQ_URL: 'amqp://u:p%40ss@localhost:5672',
    });
    assert.deepEqual(composeCredentials(['postgres', 'rabbitmq'], { PGPASSWORD: 'x', RABBITMQ_URL: 'amqp://a:b@localhost' }), {});
  });
});

// No Docker engine runs where these tests run: a stand-in `docker` on PATH records its arguments,
// and its `compose up` starts what answers Redis's PING on the port docker-compose.yml would publish,
// returning once it listens, as `--wait` returns once the health checks pass.
describe('the preflight of npm start and npm test with a stand-in docker', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-docker-'));
  const log = path.join(dir, 'calls.log');
  const pidFile = path.join(dir, 'redis.pid');
  after(() => {
    if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, 'utf8')));
    rmSync(dir, { recursive: true, force: true });
  });

  // PATH holds only the stand-in, so its wait names sleep by its path (sh finds `[` as a builtin, not sleep).
  const SLEEP = ['/usr/bin/sleep', '/bin/sleep'].find((p) => existsSync(p)) ?? 'sleep';
  const pong = `require('node:net').createServer((s) => s.on('data', () => s.write('+PONG\\r\\n'))).listen(Number(process.env.REDIS_PORT), '127.0.0.1', () => require('node:fs').writeFileSync('${dir}/healthy', '')); setTimeout(() => process.exit(0), 120000);`;
  const standIn = (engine) => {
    writeFileSync(
      path.join(dir, 'docker'),
      `#!/bin/sh
echo "$*" >> "${log}"
if [ "$1" = info ]; then exit ${engine ? 0 : 1}; fi
if [ "$1 $2" = "compose up" ]; then
  "${process.execPath}" -e "${pong.replaceAll('"', '\\"')}" >/dev/null 2>&1 &
  echo $! > "${pidFile}"
  while [ ! -e "${dir}/healthy" ]; do "${SLEEP}" 0.1; done
fi
exit 0
`,
    );
    chmodSync(path.join(dir, 'docker'), 0o755);
    rmSync(log, { force: true });
  };
  const freePort = () =>
    new Promise((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
  const preflight = (env) =>
    spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await (await import('./scripts/lib/preflight.mjs')).preflight(); console.log('PREFLIGHT PASSED')"],
      {
        cwd: root,
        env: { ...process.env, PATH: dir, ...env },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );

  it('starts the one service that does not answer with docker compose up --wait, says so, and goes on', async () => {
    standIn(true);
    const port = await freePort();
    const run = preflight({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PORT: String(port) });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(readFileSync(log, 'utf8').trim().split('\n'), ['compose version', 'info', 'compose up -d --wait redis']);
    assert.match(run.stdout, /redis not reachable: starting it with Docker Compose \(docker compose up -d --wait redis\)/);
    assert.match(run.stdout, /PREFLIGHT PASSED/);
  });

  it('keeps the clear message, and calls no compose up, when the Docker engine does not answer', async () => {
    standIn(false);
    const port = await freePort();
    const run = preflight({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PORT: String(port) });
    assert.equal(run.status, 1);
    assert.deepEqual(readFileSync(log, 'utf8').trim().split('\n'), ['compose version', 'info']);
    assert.match(run.stderr, /a required service is not reachable/);
    assert.match(run.stderr, /docker compose up -d redis/);
    assert.doesNotMatch(run.stdout, /PREFLIGHT PASSED/);
  });
});
