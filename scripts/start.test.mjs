import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function start(env) {
  return spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000 });
}

describe('npm start without its infrastructure', () => {
  it('stops with one clear message naming the unreachable URL and how to start it', () => {
    const run = start({ REDIS_URL: 'redis://127.0.0.1:1', RABBITMQ_URL: 'amqp://guest:secret@127.0.0.1:2' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /Cannot start: required services are not reachable/);
    assert.match(run.stderr, /redis does not answer at redis:\/\/127\.0\.0\.1:1/);
    assert.match(run.stderr, /rabbitmq does not answer at amqp:\/\/guest:\*\*\*@127\.0\.0\.1:2/);
    assert.match(run.stderr, /docker compose up -d rabbitmq/);
    assert.doesNotMatch(run.stderr, /secret/, 'the password is not printed');
    assert.equal(run.stdout, '', 'nothing was built or started');
  });

  it('names PostgreSQL when it is the one missing', () => {
    const run = start({ DATABASE_ADMIN_URL: 'postgres://postgres@127.0.0.1:3/postgres' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /a required service is not reachable/);
    assert.match(run.stderr, /postgres does not answer at postgres:\/\/postgres@127\.0\.0\.1:3\/postgres/);
  });
});
