import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import Redis from 'ioredis';
import { IdentitySessionAuthority, TokenVerifier } from '@shop/auth';
import { DomainError } from '@shop/platform';
import { startOwnRedis, waitFor, type OwnRedis } from '@shop/testing';
import { SessionRevocations } from '../src/auth/session-revocations';
import { LOGIN, ME, registerCustomer, startIdentity, uniqueIp, type IdentityUnderTest } from './support/identity-app';

// Session versions and sign-in counters live in Redis; identity's table owns the versions
// (decision 0106). This file runs identity and a token verifier (what the gateway and every
// service run on each request) on a Redis of its own, which it stops without its data.

let redis: OwnRedis;
let identity: IdentityUnderTest;
let verifier: TokenVerifier;

before(async () => {
  redis = await startOwnRedis();
  identity = await startIdentity({ REDIS_URL: redis.url });
  process.env.IDENTITY_URL = identity.url;
  verifier = new TokenVerifier();
});
after(async () => {
  await verifier?.sessions.close();
  await identity?.close();
  await redis?.close();
});

const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;
const verifies = (token: string, by = verifier) =>
  by.verify(token).then(
    () => true,
    () => false,
  );
/** Runs `fn` and checks it answered within 2 s. */
async function within2s<T>(fn: () => Promise<T>, what: string): Promise<T> {
  const started = Date.now();
  const result = await fn();
  const ms = Date.now() - started;
  assert.ok(ms < 2000, `${what} took ${ms} ms`);
  return result;
}
const login = (email: string, password: string, ip: string) => identity.gql(LOGIN, { input: { email, password } }, { ip });

/** Three tokens revoked three ways (password change, lock, role change), a fresh one and an untouched one. */
async function tokens() {
  const changed = await registerCustomer(identity);
  const change = await identity.gql(CHANGE_PASSWORD, { input: { currentPassword: changed.password, newPassword: 'mat-khau-moi-1' } }, { token: changed.token });
  const fresh = change.data.changePassword.token as string;
  const locked = await registerCustomer(identity);
  await identity.pool.query('UPDATE users SET is_active = false WHERE id = $1', [locked.user.id]);
  const promoted = await registerCustomer(identity);
  await identity.pool.query(`UPDATE users SET role = 'seller' WHERE id = $1`, [promoted.user.id]);
  const untouched = await registerCustomer(identity);
  const revoked = [changed.token, locked.token, promoted.token];
  for (const token of revoked) await waitFor(async () => !(await verifies(token)), { what: 'the revocation to reach the verifier' });
  return { revoked, valid: [fresh, untouched.token], untouched };
}

describe('a revoked token when Redis loses its data', () => {
  it('stays refused (password change, lock, role change) while valid tokens keep working', async () => {
    const { revoked, valid } = await tokens();
    await redis.stop();
    await redis.start();
    // Redis is back and empty: while the verifier reconnects it asks identity's table; then Redis,
    // which vouches for nothing until identity has published every raised version again.
    const check = async () => {
      for (const token of revoked) assert.equal(await within2s(() => verifies(token), 'a check'), false, 'a revoked token came back to life');
      for (const token of valid) assert.equal(await within2s(() => verifies(token), 'a check'), true, 'a valid token was refused');
    };
    await check();
    await waitFor(() => verifier.sessions.current(randomUUID()).then(() => true), { what: 'the verifier to reach Redis again' });
    await check();
  });

  it('stays refused when Redis forgets the versions without restarting (a flush, a failover to a replica that missed them)', async () => {
    const { revoked, valid } = await tokens();
    const client = new Redis(redis.url);
    try {
      await client.flushdb();
    } finally {
      client.disconnect();
    }
    // Nothing reconnected, so nothing was published again: only the missing mark tells.
    for (const token of revoked) assert.equal(await verifies(token), false, 'a revoked token came back to life');
    for (const token of valid) assert.equal(await verifies(token), true, 'a valid token was refused');
    assert.equal((await identity.app.get(SessionRevocations).publishAll()) > 0, true);
    for (const token of revoked) assert.equal(await verifies(token), false);
  });
});

describe('with Redis down', () => {
  it('accepts valid tokens and refuses revoked ones from identity’s table, within 2 s; identity answers for itself', async () => {
    const { revoked, valid, untouched } = await tokens();
    await redis.stop();
    try {
      for (const token of valid) assert.equal(await within2s(() => verifies(token), 'a valid token'), true);
      for (const token of revoked) assert.equal(await within2s(() => verifies(token), 'a revoked token'), false);
      const me = await within2s(() => identity.gql(ME, {}, { token: untouched.token }), 'me');
      assert.equal(me.status, 200);
      assert.equal(me.data?.me.id, untouched.user.id, JSON.stringify(me.errors));
    } finally {
      await redis.start();
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE, never 401, when identity cannot be asked either', async () => {
    const { valid } = await tokens();
    const away = new TokenVerifier();
    away.authority = new IdentitySessionAuthority('http://127.0.0.1:9');
    await redis.stop();
    try {
      const err = await within2s(
        () =>
          away.verify(valid[0]).then(
            () => undefined,
            (e: unknown) => e,
          ),
        'the check',
      );
      assert.ok(err instanceof DomainError, String(err));
      assert.deepEqual([err.code, err.status, err.message], ['SERVICE_UNAVAILABLE', 503, 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau']);
    } finally {
      await away.sessions.close();
      await redis.start();
    }
  });

  it('signs in within 2 s and keeps the sign-in limit', async () => {
    const { email, password } = await registerCustomer(identity);
    const [ip, home] = [uniqueIp(), uniqueIp()];
    await redis.stop();
    try {
      const signedIn = await within2s(() => login(email, password, home), 'a sign-in');
      assert.equal(signedIn.errors, undefined, JSON.stringify(signedIn.errors));
      for (let i = 0; i < 10; i++) {
        const res = await within2s(() => login(email, 'sai-mat-khau', ip), `wrong password ${i + 1}`);
        assert.equal(res.errors?.[0].extensions?.code, 'INVALID_CREDENTIALS');
      }
      const limited = await within2s(() => login(email, password, ip), 'the eleventh attempt');
      assert.equal(limited.errors?.[0].extensions?.code, 'RATE_LIMITED');
      // The account is held now too (decision 0107), except from where it signed in before.
      const elsewhere = await within2s(() => login(email, password, home), 'a sign-in from its usual address');
      assert.equal(elsewhere.errors, undefined, JSON.stringify(elsewhere.errors));
      assert.equal(await verifies(elsewhere.data.login.token), true);
    } finally {
      await redis.start();
    }
  });
});
