import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from 'pg';
import { startOwnRedis, waitFor, type OwnRedis } from '@shop/testing';
import { startExtraProcess, type ExtraProcess } from '../support/extra-process';
import { ShopClient, type ApiResponse } from '../support/http';
import { clientAt, registerCustomer } from '../support/identity';
import { startSecondGateway } from '../support/second-gateway';
import { lanePortOffset, serviceDatabaseUrl, startSystem, type RunningSystem } from '../support/system';

// A gateway and an identity beside the system's own, on the same databases but on a Redis of this
// file's own, which it stops without its data (the shared Redis is never stopped: decision 0106).
// Staff routes are checked by the token alone at the gateway and at identity, so they show whether
// a revoked token came back to life; the others read the account's row anyway.

let system: RunningSystem;
let redis: OwnRedis;
let identity: ExtraProcess;
let gateway: ExtraProcess;
let api: ShopClient;
let identityDb: Client;

before(async () => {
  system = await startSystem();
  redis = await startOwnRedis();
  const identityPort = 14011 + (await lanePortOffset());
  const databaseUrl = await serviceDatabaseUrl('identity');
  identity = await startExtraProcess({
    name: 'identity-own-redis',
    script: 'services/identity/dist/src/main.js',
    port: identityPort,
    env: { IDENTITY_PORT: String(identityPort), IDENTITY_DATABASE_URL: databaseUrl, REDIS_URL: redis.url, SEED_DEMO_DATA: 'false' },
    readyPath: '/health/ready',
  });
  gateway = await startSecondGateway({ REDIS_URL: redis.url, IDENTITY_URL: identity.baseUrl });
  api = new ShopClient(gateway.baseUrl);
  identityDb = new Client({ connectionString: databaseUrl });
  await identityDb.connect();
});
after(async () => {
  await identityDb?.end();
  await gateway?.stop();
  await identity?.stop();
  await redis?.close();
  await system?.stop();
});

/** A request timed: every answer within 2 s. */
async function within2s<T>(call: () => Promise<ApiResponse<T>>, what: string): Promise<ApiResponse<T>> {
  const started = Date.now();
  const res = await call();
  const ms = Date.now() - started;
  assert.ok(ms < 2000, `${what} took ${ms} ms`);
  return res;
}

/** A new admin, signed in through the gateway under test. */
async function admin() {
  const { user, email, password } = await registerCustomer(api);
  await identityDb.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user._id]);
  const { client } = await clientAt(api).login(email, password);
  return { client, id: user._id as string, password };
}

/** Staff tokens revoked by a password change, a lock and a role change, and one still valid. */
async function staffTokens() {
  const [changed, locked, demoted, untouched] = await Promise.all([admin(), admin(), admin(), admin()]);
  const change = await changed.client.put('/api/auth/changePassword', { currentPassword: changed.password, newPassword: 'mat-khau-moi-9' });
  assert.equal(change.status, 200, JSON.stringify(change.body));
  await identityDb.query('UPDATE users SET is_active = false WHERE id = $1', [locked.id]);
  await identityDb.query(`UPDATE users SET role = 'customer' WHERE id = $1`, [demoted.id]);
  const revoked = [changed.client, locked.client, demoted.client];
  for (const client of revoked) await waitFor(async () => (await client.get('/api/users')).status === 401, { what: 'the revocation to reach the gateway' });
  return { revoked, valid: untouched.client };
}

describe('a revoked staff token through the gateway when Redis loses its data', () => {
  it('stays refused (password change, lock, role change) while a valid one keeps working', async () => {
    const { revoked, valid } = await staffTokens();
    await redis.stop();
    await redis.start();
    const check = async () => {
      for (const client of revoked) assert.equal((await within2s(() => client.get('/api/users'), 'a revoked token')).status, 401);
      assert.equal((await within2s(() => valid.get('/api/users'), 'a valid token')).status, 200);
    };
    await check();
    // Once the gateway and identity are connected to the empty Redis again.
    await waitFor(() => redis.clients().then((n) => n >= 2), { what: 'the processes to reconnect to Redis' });
    await check();
  });
});

describe('with Redis down, through the gateway', () => {
  it('keeps signed-in shoppers and staff signed in, refuses revoked tokens, signs in with its limit, each within 2 s', async () => {
    const { revoked, valid } = await staffTokens();
    const { client: shopper } = await registerCustomer(api);
    const { email, password } = await registerCustomer(api);
    const guesser = clientAt(api);
    await redis.stop();
    try {
      assert.equal((await within2s(() => valid.get('/api/users'), 'a staff list')).status, 200);
      assert.equal((await within2s(() => shopper.get('/api/auth/me'), 'me')).status, 200);
      assert.equal((await within2s(() => shopper.get('/api/orders/my-orders'), 'my orders')).status, 200);
      for (const client of revoked) assert.equal((await within2s(() => client.get('/api/users'), 'a revoked token')).status, 401);
      for (let i = 0; i < 10; i++) {
        const res = await within2s(() => guesser.post('/api/auth/login', { email, password: `sai-${i}-mat-khau` }), `wrong password ${i + 1}`);
        assert.equal(res.status, 401);
      }
      assert.equal((await within2s(() => guesser.post('/api/auth/login', { email, password }), 'the eleventh attempt')).status, 429);
    } finally {
      await redis.start();
    }
  });

  it('answers 503 with the shop’s message, never 401, when identity cannot be asked either', async () => {
    const { client: shopper } = await registerCustomer(api);
    await redis.stop();
    await identity.stop();
    const res = await within2s(() => shopper.get('/api/orders/my-orders'), 'my orders');
    assert.equal(res.status, 503, JSON.stringify(res.body));
    assert.deepEqual(res.body, { success: false, message: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau', code: 'SERVICE_UNAVAILABLE' });
  });
});
