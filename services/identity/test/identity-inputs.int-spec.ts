import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadPrivateKey, signAccessToken } from '@shop/auth';
import { useStarted } from '@shop/testing';
import { LOGIN, REGISTER, registerCustomer, startIdentity, uniqueEmail, uniqueIp, type GqlResult } from './support/identity-app';

// Bad input (decision 0422: NUL bytes gave 500s) and registration floods (decision 0101: rate-limited).

const identity = useStarted(() => startIdentity());

const NUL = 'Nguyễn\u0000Văn';
const CONTROL = 'Nội dung chứa ký tự không hợp lệ';
const newCustomer = (extra: Record<string, unknown> = {}) => ({
  name: 'Trần Thị Bình',
  email: uniqueEmail('in'),
  phone: '0912345678',
  password: 'matkhau123',
  ...extra,
});
const failure = (res: GqlResult, field?: string) => ({
  status: res.errors?.[0]?.extensions?.status,
  code: res.errors?.[0]?.extensions?.code,
  message: field ? res.errors?.[0]?.extensions?.errors?.[field] : res.errors?.[0]?.message,
});

describe('registration rate limit per address', () => {
  it('lets 10 registrations an hour through from one address and refuses the 11th with 429; another address is not affected', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      const res = await identity.gql(REGISTER, { input: newCustomer() }, { ip });
      assert.equal(res.errors, undefined, `registration ${i + 1}: ${JSON.stringify(res.errors)}`);
    }
    const refused = await identity.gql(REGISTER, { input: newCustomer() }, { ip });
    assert.deepEqual(failure(refused), { status: 429, code: 'RATE_LIMITED', message: 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau' });
    assert.equal((await identity.gql(REGISTER, { input: newCustomer() }, { ip: uniqueIp() })).errors, undefined);
  });

  it('counts a taken e-mail (it costs a password hash) but not a form refused by validation', async () => {
    const ip = uniqueIp();
    const { email } = await registerCustomer(identity);
    for (let i = 0; i < 5; i++) await identity.gql(REGISTER, { input: newCustomer({ email: 'khong-phai-email' }) }, { ip });
    for (let i = 0; i < 10; i++) await identity.gql(REGISTER, { input: newCustomer({ email }) }, { ip });
    assert.equal(failure(await identity.gql(REGISTER, { input: newCustomer() }, { ip })).status, 429);
    assert.equal(failure(await identity.gql(REGISTER, { input: newCustomer() }, { ip: uniqueIp() })).status, undefined);
  });

  it('refuses 50 registrations in a row from one address after the 10th, quickly', async () => {
    const ip = uniqueIp();
    const statuses: (number | undefined)[] = [];
    const started = Date.now();
    for (let i = 0; i < 50; i++) statuses.push(failure(await identity.gql(REGISTER, { input: newCustomer() }, { ip })).status);
    assert.deepEqual(statuses, [...Array(10).fill(undefined), ...Array(40).fill(429)]);
    const { rows } = await identity.pool.query('SELECT count(*)::int AS n FROM users');
    assert.ok(rows[0].n >= 10);
    console.log(`# 50 registrations from one address: ${Date.now() - started} ms`);
  });
});

describe('control characters in identity inputs', () => {
  it('refuses a NUL in the name or e-mail at registration with 400, and stores nothing', async () => {
    const byName = await identity.gql(REGISTER, { input: newCustomer({ name: NUL }) });
    assert.deepEqual(failure(byName, 'name'), { status: 400, code: 'VALIDATION_FAILED', message: CONTROL });
    const byEmail = await identity.gql(REGISTER, { input: newCustomer({ email: 'a\u0000b@example.com' }) });
    assert.deepEqual(failure(byEmail, 'email'), { status: 400, code: 'VALIDATION_FAILED', message: 'Email không hợp lệ' });
    const { rows } = await identity.pool.query(`SELECT count(*)::int AS n FROM users WHERE name LIKE 'Nguyễn%Văn'`);
    assert.equal(rows[0].n, 0);
  });

  it('refuses a NUL in the e-mail at sign-in and in forgot password with 400', async () => {
    assert.equal(failure(await identity.gql(LOGIN, { input: { email: 'x\u0000@example.com', password: 'matkhau123' } })).status, 400);
    const forgot = await identity.gql(`mutation ($email: String!) { forgotPassword(email: $email) { success } }`, { email: 'x\u0000@example.com' });
    assert.equal(failure(forgot).status, 400);
  });

  it('refuses a NUL or an escape sequence in the profile name', async () => {
    const { token } = await registerCustomer(identity);
    const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { name } }`;
    for (const name of [NUL, '\u001b[2JXoá màn hình']) {
      assert.deepEqual(failure(await identity.gql(UPDATE, { input: { name } }, { token }), 'name'), {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: CONTROL,
      });
    }
  });

  for (const field of ['fullName', 'phone', 'addressLine', 'ward', 'district', 'city']) {
    it(`refuses a NUL in the address field ${field}`, async () => {
      const { token } = await registerCustomer(identity);
      const input = {
        fullName: 'Người nhận',
        phone: '0912345678',
        addressLine: '1 Lê Lợi',
        ward: 'Phường 1',
        district: 'Quận 1',
        city: 'Hà Nội',
        [field]: NUL,
      };
      const res = await identity.gql(`mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`, { input }, { token });
      assert.deepEqual(failure(res, field), { status: 400, code: 'VALIDATION_FAILED', message: CONTROL });
    });
  }

  it('answers a NUL in the staff customer search with 400, not 500', async () => {
    const { user } = await registerCustomer(identity);
    const { rows } = await identity.pool.query(`UPDATE users SET role = 'admin' WHERE id = $1 RETURNING session_version`, [user.id]);
    const token = await signAccessToken(await loadPrivateKey(), {
      id: user.id,
      role: 'admin',
      email: user.email,
      name: user.name,
      sessionVersion: rows[0].session_version,
    });
    const res = await identity.gql(`query ($s: String) { users(search: $s) { pagination { total } } }`, { s: 'a\u0000' }, { token });
    assert.deepEqual(failure(res), { status: 400, code: 'INVALID_INPUT', message: 'Dữ liệu gửi lên không hợp lệ' });
  });
});
