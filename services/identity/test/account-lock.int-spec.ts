import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { SessionVersions, TokenVerifier } from '@shop/auth';
import { useStarted, waitFor } from '@shop/testing';
import { SessionVersionListener } from '../src/auth/session-version-listener';
import { LOGIN, ME, registerCustomer, startIdentity } from './support/identity-app';

// A locked account kept working with the token it had, and a role change
// waited for the token to expire. Locks and role changes here are made as an operator would make
// them — an UPDATE of the row, there being no staff screen for it yet (decision 0421).

let sessions: SessionVersions;
/** What every other service (and the gateway) runs on each request. */
let verifier: TokenVerifier;
const identity = useStarted(
  () => startIdentity(),
  async () => {
    sessions = new SessionVersions();
    verifier = new TokenVerifier();
  },
);

after(async () => {
  await sessions.close();
  await verifier.sessions.close();
});

const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { name } }`;
const ADD_ADDRESS = `mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`;
const UPDATE_ADDRESS = `mutation ($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { id } }`;
const DELETE_ADDRESS = `mutation ($id: ID!) { deleteAddress(id: $id) { id } }`;
const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;
const USERS = `{ users { pagination { total } } }`;

const address = { fullName: 'Người nhận', phone: '0912345678', addressLine: '1 Lê Lợi', city: 'Hà Nội' };
const codeOf = (res: { errors?: { extensions?: { code?: string; status?: number } }[] }) => [
  res.errors?.[0]?.extensions?.code,
  res.errors?.[0]?.extensions?.status,
];
const UNAUTHENTICATED = ['UNAUTHENTICATED', 401];

const lock = (userId: string) => identity.pool.query('UPDATE users SET is_active = false WHERE id = $1', [userId]);
const verifies = (token: string) =>
  verifier.verify(token).then(
    () => true,
    () => false,
  );

/** A customer with one address, signed in. */
async function customerWithAddress() {
  const account = await registerCustomer(identity);
  const added = await identity.gql(ADD_ADDRESS, { input: address }, { token: account.token });
  assert.ok(added.data, JSON.stringify(added.errors));
  return { ...account, addressId: added.data.addAddress[0].id as string };
}

describe('locking an account', () => {
  it('signs out its existing token everywhere at once: identity answers 401 to every use, other services refuse it', async () => {
    const { token, user, password, addressId } = await customerWithAddress();
    assert.equal(await verifies(token), true);
    await lock(user.id);

    // Every service and the gateway: the raised version reaches Redis through NOTIFY.
    await waitFor(async () => !(await verifies(token)), { what: 'the token to be refused by the verifier' });
    assert.equal(await sessions.current(user.id), 1);

    assert.deepEqual(codeOf(await identity.gql(ME, {}, { token })), UNAUTHENTICATED);
    assert.deepEqual(codeOf(await identity.gql(UPDATE_PROFILE, { input: { name: 'Đổi tên' } }, { token })), UNAUTHENTICATED);
    assert.deepEqual(codeOf(await identity.gql(ADD_ADDRESS, { input: address }, { token })), UNAUTHENTICATED);
    assert.deepEqual(codeOf(await identity.gql(UPDATE_ADDRESS, { id: addressId, input: address }, { token })), UNAUTHENTICATED);
    assert.deepEqual(codeOf(await identity.gql(DELETE_ADDRESS, { id: addressId }, { token })), UNAUTHENTICATED);
    const change = await identity.gql(CHANGE_PASSWORD, { input: { currentPassword: password, newPassword: 'lay-token-moi' } }, { token });
    assert.deepEqual(codeOf(change), UNAUTHENTICATED);
    assert.equal(change.data, null, 'no fresh token for a locked account');

    const { rows } = await identity.pool.query('SELECT name, is_active FROM users WHERE id = $1', [user.id]);
    assert.deepEqual(rows, [{ name: user.name, is_active: false }], 'nothing changed');
    const { rows: addresses } = await identity.pool.query('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1', [user.id]);
    assert.equal(addresses[0].n, 1);
    assert.deepEqual(codeOf(await identity.gql(LOGIN, { input: { email: user.email, password } })), ['ACCOUNT_LOCKED', 403]);
  });

  it('is enforced by identity itself even before Redis hears of it', async () => {
    const { token, user } = await customerWithAddress();
    const listener = identity.app.get(SessionVersionListener);
    await listener.onApplicationShutdown();
    try {
      await lock(user.id);
      assert.deepEqual(codeOf(await identity.gql(ME, {}, { token })), UNAUTHENTICATED);
      assert.deepEqual(codeOf(await identity.gql(ADD_ADDRESS, { input: address }, { token })), UNAUTHENTICATED);
      assert.equal(await sessions.current(user.id), 0, 'nobody listened: Redis does not know yet');
    } finally {
      await listener.start();
    }
    // Reconnecting publishes whatever was raised while nobody listened.
    assert.equal(await sessions.current(user.id), 1);
    assert.equal(await verifies(token), false);
  });

  it('keeps old tokens out after the account is unlocked again; a new sign-in works', async () => {
    const { token, user, password } = await customerWithAddress();
    await lock(user.id);
    await identity.pool.query('UPDATE users SET is_active = true WHERE id = $1', [user.id]);
    await waitFor(async () => (await sessions.current(user.id)) === 2, { what: 'version 2 in Redis' });
    assert.equal(await verifies(token), false);
    assert.deepEqual(codeOf(await identity.gql(ME, {}, { token })), UNAUTHENTICATED);
    const login = await identity.gql(LOGIN, { input: { email: user.email, password } });
    assert.equal(login.errors, undefined, JSON.stringify(login.errors));
    assert.equal((await identity.gql(ME, {}, { token: login.data.login.token })).data.me.id, user.id);
  });

  it('never leaves a locked account with a working token, however a password change and a lock interleave', async () => {
    for (let round = 0; round < 8; round++) {
      const { token, user, password } = await registerCustomer(identity);
      const [change] = await Promise.all([
        identity.gql(CHANGE_PASSWORD, { input: { currentPassword: password, newPassword: `moi-${round}-123` } }, { token }),
        lock(user.id),
      ]);
      const fresh: string | undefined = change.data?.changePassword?.token;
      if (!fresh) assert.deepEqual(codeOf(change), UNAUTHENTICATED);
      for (const t of [token, fresh].filter((x): x is string => !!x)) {
        await waitFor(async () => !(await verifies(t)), { what: `round ${round}: every token refused` });
        assert.deepEqual(codeOf(await identity.gql(ME, {}, { token: t })), UNAUTHENTICATED);
      }
    }
  });

  it('signs out a deleted account too', async () => {
    const { token, user } = await registerCustomer(identity);
    await identity.pool.query('DELETE FROM users WHERE id = $1', [user.id]);
    await waitFor(async () => !(await verifies(token)), { what: 'the token of a deleted account to be refused' });
  });
});

describe('changing a role', () => {
  it('takes effect at once: the token of the old role is refused everywhere, the next sign-in carries the new one', async () => {
    const { user, password } = await registerCustomer(identity);
    await identity.pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    const admin = (await identity.gql(LOGIN, { input: { email: user.email, password } })).data.login.token as string;
    assert.deepEqual((await identity.gql(USERS, {}, { token: admin })).errors, undefined);

    await identity.pool.query(`UPDATE users SET role = 'customer' WHERE id = $1`, [user.id]);
    await waitFor(async () => !(await verifies(admin)), { what: 'the admin token to be refused' });
    assert.deepEqual(codeOf(await identity.gql(USERS, {}, { token: admin })), UNAUTHENTICATED);

    const customer = (await identity.gql(LOGIN, { input: { email: user.email, password } })).data.login.token as string;
    assert.equal((await verifier.verify(customer)).role, 'customer');
    assert.deepEqual(codeOf(await identity.gql(USERS, {}, { token: customer })), ['FORBIDDEN', 403]);
  });

  it('leaves sessions alone when an update changes neither the role nor the lock', async () => {
    const { token, user } = await registerCustomer(identity);
    await identity.pool.query(`UPDATE users SET role = 'customer', is_active = true, name = 'Tên mới' WHERE id = $1`, [user.id]);
    assert.equal((await identity.gql(ME, {}, { token })).data.me.name, 'Tên mới');
    assert.equal(await verifies(token), true);
  });
});

describe('session versions in Redis', () => {
  it('only ever go up: an older version published late does not revive revoked tokens', async () => {
    const { user } = await registerCustomer(identity);
    await sessions.set(user.id, 5);
    await sessions.set(user.id, 3);
    await sessions.setMany([{ userId: user.id, version: 4 }]);
    assert.equal(await sessions.current(user.id), 5);
  });
});
