import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Kind, parse } from 'graphql';
import { SignJWT, generateKeyPair } from 'jose';
import { SessionVersions, loadPrivateKey, signAccessToken } from '@shop/auth';
import { useStarted } from '@shop/testing';
import { LOGIN, ME, REGISTER, USER_FIELDS, registerCustomer, startIdentity, uniqueEmail, uniqueIp } from './support/identity-app';

const identity = useStarted(() => startIdentity());

const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe('register', () => {
  it('creates a customer, signs them in and answers the user without any password field', async () => {
    const email = uniqueEmail('Reg');
    const res = await identity.gql(REGISTER, {
      input: { name: '  Trần Văn An ', email: `  ${email.toUpperCase()} `, phone: '0987654321', password: 'secret1' },
    });
    assert.equal(res.errors, undefined);
    const { token, user } = res.data.register;
    assert.ok(token.split('.').length === 3);
    assert.equal(user.name, 'Trần Văn An');
    assert.equal(user.email, email.toLowerCase());
    assert.equal(user.role, 'customer');
    assert.equal(user.isActive, true);
    assert.deepEqual(user.addresses, []);
    assert.ok(!JSON.stringify(res).toLowerCase().includes('hash'));
    const row = await identity.pool.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    assert.match(row.rows[0].password_hash, /^\$argon2id\$/);
  });

  it('writes identity.UserRegistered to the outbox in the same transaction as the user', async () => {
    const { user } = await registerCustomer(identity);
    const { rows } = await identity.pool.query("SELECT type, version, payload FROM outbox WHERE payload->>'userId' = $1", [user.id]);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].type, 'identity.UserRegistered');
    assert.equal(rows[0].version, 1);
    assert.equal(rows[0].payload.email, user.email);
    assert.equal(rows[0].payload.role, 'customer');
  });

  it('refuses an e-mail that is taken, whatever its letter case, with 409 and writes no event', async () => {
    const { email } = await registerCustomer(identity);
    const before = await identity.pool.query('SELECT count(*)::int AS n FROM outbox');
    const res = await identity.gql(REGISTER, { input: { name: 'Ai Đó', email: email.toUpperCase(), phone: '0912345678', password: 'secret1' } });
    assert.equal(codeOf(res), 'EMAIL_TAKEN');
    assert.equal(res.errors?.[0].extensions?.status, 409);
    assert.equal(res.errors?.[0].message, 'Email đã được sử dụng');
    const afterCount = await identity.pool.query('SELECT count(*)::int AS n FROM outbox');
    assert.equal(afterCount.rows[0].n, before.rows[0].n);
  });

  it('answers 409 to exactly all but one of many simultaneous registrations of one e-mail', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => identity.gql(REGISTER, { input: { name: 'Đua', email, phone: '0912345678', password: 'secret1' } })),
    );
    assert.equal(results.filter((r) => r.data?.register).length, 1);
    assert.equal(results.filter((r) => codeOf(r) === 'EMAIL_TAKEN').length, 5);
  });

  it('validates every field with the spec messages', async () => {
    const res = await identity.gql(REGISTER, { input: { name: '   ', email: 'not-an-email', phone: '12345', password: '123' } });
    assert.equal(codeOf(res), 'VALIDATION_FAILED');
    assert.equal(res.errors?.[0].extensions?.status, 400);
    assert.deepEqual(res.errors?.[0].extensions?.errors, {
      name: 'Vui lòng nhập họ tên',
      email: 'Email không hợp lệ',
      phone: 'Số điện thoại không hợp lệ',
      password: 'Mật khẩu phải có ít nhất 6 ký tự',
    });
  });

  it('has no field that could carry a password hash in the User type', async () => {
    // The schema as served (federation's `_service`; introspection is off, decision 0405).
    const res = await identity.gql('{ _service { sdl } }');
    const user = parse(res.data._service.sdl).definitions.find((d) => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === 'User');
    const fields = user?.kind === Kind.OBJECT_TYPE_DEFINITION ? (user.fields ?? []).map((f) => f.name.value) : [];
    assert.deepEqual(fields.sort(), ['addresses', 'createdAt', 'email', 'id', 'isActive', 'name', 'phone', 'role']);
  });
});

describe('login', () => {
  it('signs in with the right password (e-mail in any case) and answers token and user with addresses', async () => {
    const { email, password, user } = await registerCustomer(identity);
    const res = await identity.gql(LOGIN, { input: { email: email.toUpperCase(), password } }, { ip: uniqueIp() });
    assert.equal(res.errors, undefined);
    assert.equal(res.data.login.user.id, user.id);
    assert.deepEqual(res.data.login.user.addresses, []);
    const me = await identity.gql(ME, {}, { token: res.data.login.token });
    assert.equal(me.data.me.email, email);
  });

  it('gives an unknown e-mail and a wrong password the same 401 answer', async () => {
    const { email } = await registerCustomer(identity);
    const ip = uniqueIp();
    const wrong = await identity.gql(LOGIN, { input: { email, password: 'wrong-password' } }, { ip });
    const unknown = await identity.gql(LOGIN, { input: { email: uniqueEmail('nobody'), password: 'wrong-password' } }, { ip });
    assert.equal(wrong.status, unknown.status);
    assert.deepEqual(wrong.errors, unknown.errors);
    assert.equal(wrong.errors?.[0].message, 'Email hoặc mật khẩu không đúng');
    assert.equal(wrong.errors?.[0].extensions?.status, 401);
  });

  it('takes about as long for an unknown e-mail as for a wrong password (one argon2 verification each)', async () => {
    const { email } = await registerCustomer(identity);
    const time = async (input: { email: string; password: string }) => {
      const started = performance.now();
      await identity.gql(LOGIN, { input }, { ip: uniqueIp() });
      return performance.now() - started;
    };
    await time({ email: uniqueEmail('warm'), password: 'warm-up-1' });
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await time({ email, password: `wrong-${i}-pass` }));
      unknown.push(await time({ email: uniqueEmail('nobody'), password: `wrong-${i}-pass` }));
    }
    const ratio = median(unknown) / median(wrong);
    assert.ok(ratio > 0.33 && ratio < 3, `unknown ${median(unknown).toFixed(1)} ms vs wrong ${median(wrong).toFixed(1)} ms`);
  });

  it('tells a locked account so (403) only when the password is right', async () => {
    const { email, password, user } = await registerCustomer(identity);
    await identity.pool.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
    const right = await identity.gql(LOGIN, { input: { email, password } }, { ip: uniqueIp() });
    assert.equal(codeOf(right), 'ACCOUNT_LOCKED');
    assert.equal(right.errors?.[0].extensions?.status, 403);
    assert.equal(right.errors?.[0].message, 'Tài khoản đã bị khóa');
    const wrong = await identity.gql(LOGIN, { input: { email, password: 'not-the-password' } }, { ip: uniqueIp() });
    assert.equal(codeOf(wrong), 'INVALID_CREDENTIALS');
  });

  it('refuses with 429 after 10 failures for one e-mail from one address, even with the right password', async () => {
    const { email, password } = await registerCustomer(identity);
    const [ip, home] = [uniqueIp(), uniqueIp()];
    assert.equal((await identity.gql(LOGIN, { input: { email, password } }, { ip: home })).errors, undefined);
    for (let i = 0; i < 10; i++) {
      const res = await identity.gql(LOGIN, { input: { email, password: `wrong-${i}-pass` } }, { ip });
      assert.equal(codeOf(res), 'INVALID_CREDENTIALS');
    }
    const blocked = await identity.gql(LOGIN, { input: { email, password } }, { ip });
    assert.equal(codeOf(blocked), 'RATE_LIMITED');
    assert.equal(blocked.errors?.[0].extensions?.status, 429);
    assert.equal(blocked.errors?.[0].message, 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau');
    // Ten failures also hold the account for a second (decision 0107), but not where it signed in before.
    const elsewhere = await identity.gql(LOGIN, { input: { email, password } }, { ip: home });
    assert.equal(elsewhere.errors, undefined, 'the same account can still sign in from another address');
  });

  it('refuses with 429 an address that failed 50 times across many accounts', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 50; i++) await identity.gql(LOGIN, { input: { email: uniqueEmail('spray'), password: 'guess-123' } }, { ip });
    const { email, password } = await registerCustomer(identity);
    const res = await identity.gql(LOGIN, { input: { email, password } }, { ip });
    assert.equal(codeOf(res), 'RATE_LIMITED');
  });
});

describe('tokens', () => {
  it('refuses a token signed with another key, an unsigned one and an expired one with 401', async () => {
    const { user } = await registerCustomer(identity);
    const claims = { id: user.id, role: 'admin' as const, email: user.email, name: user.name, sessionVersion: 0 };
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await signAccessToken(other.privateKey, claims);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: user.id, role: 'admin', iss: 'shop-identity', aud: 'shop', exp: 9999999999 })).toString('base64url');
    const unsigned = `${header}.${body}.`;
    const expired = await new SignJWT({ role: 'customer', sv: 0 })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(user.id)
      .setIssuer('shop-identity')
      .setAudience('shop')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(await loadPrivateKey());
    for (const token of [forged, unsigned, expired, 'garbage']) {
      const res = await identity.gql(ME, {}, { token });
      assert.equal(codeOf(res), 'UNAUTHENTICATED', token.slice(0, 20));
      assert.equal(res.errors?.[0].extensions?.status, 401);
    }
  });

  it('answers me with 401 without a token', async () => {
    const res = await identity.gql(ME);
    assert.equal(codeOf(res), 'UNAUTHENTICATED');
  });
});

describe('profile', () => {
  const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;

  it('changes name and phone, never the e-mail', async () => {
    const { token, email } = await registerCustomer(identity);
    const res = await identity.gql(UPDATE, { input: { name: 'Lê Thị Hoa', phone: '0909123456' } }, { token });
    assert.equal(res.errors, undefined);
    assert.equal(res.data.updateProfile.name, 'Lê Thị Hoa');
    assert.equal(res.data.updateProfile.phone, '0909123456');
    assert.equal(res.data.updateProfile.email, email);
    const sneaky = await identity.gql(`mutation { updateProfile(input: { name: "X", email: "evil@example.com" }) { email } }`, {}, { token });
    assert.ok(sneaky.errors?.length, 'the input has no e-mail field');
  });

  it('refuses an invalid phone with the spec message', async () => {
    const { token } = await registerCustomer(identity);
    const res = await identity.gql(UPDATE, { input: { phone: '09-123' } }, { token });
    assert.equal(res.errors?.[0].message, 'Số điện thoại không hợp lệ');
    assert.deepEqual(res.errors?.[0].extensions?.errors, { phone: 'Số điện thoại không hợp lệ' });
  });
});

describe('change password', () => {
  const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token user { id } } }`;

  it('refuses a wrong current password with 400 and a clear message', async () => {
    const { token } = await registerCustomer(identity);
    const res = await identity.gql(CHANGE, { input: { currentPassword: 'not-it-123', newPassword: 'newpass1' } }, { token });
    assert.equal(res.errors?.[0].message, 'Mật khẩu hiện tại không đúng');
    assert.equal(res.errors?.[0].extensions?.status, 400);
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const { token, password } = await registerCustomer(identity);
    const res = await identity.gql(CHANGE, { input: { currentPassword: password, newPassword: '12345' } }, { token });
    assert.deepEqual(res.errors?.[0].extensions?.errors, { newPassword: 'Mật khẩu phải có ít nhất 6 ký tự' });
  });

  it('signs out every older session: old tokens get 401, the returned token and the new password work', async () => {
    const { token, email, password, user } = await registerCustomer(identity);
    const second = (await identity.gql(LOGIN, { input: { email, password } }, { ip: uniqueIp() })).data.login.token;
    const res = await identity.gql(CHANGE, { input: { currentPassword: password, newPassword: 'brand-new-pass' } }, { token });
    assert.equal(res.errors, undefined);
    const fresh = res.data.changePassword.token;
    for (const old of [token, second]) assert.equal(codeOf(await identity.gql(ME, {}, { token: old })), 'UNAUTHENTICATED');
    assert.equal((await identity.gql(ME, {}, { token: fresh })).data.me.id, user.id);
    assert.equal(codeOf(await identity.gql(LOGIN, { input: { email, password } }, { ip: uniqueIp() })), 'INVALID_CREDENTIALS');
    assert.equal((await identity.gql(LOGIN, { input: { email, password: 'brand-new-pass' } }, { ip: uniqueIp() })).errors, undefined);
    const sessions = new SessionVersions();
    try {
      assert.equal(await sessions.current(user.id), 1, 'the new version is in Redis for the other services');
    } finally {
      await sessions.close();
    }
  });
});

describe('customer list for staff', () => {
  const USERS = `query ($page: Int, $limit: Int, $search: String) { users(page: $page, limit: $limit, search: $search) { users { id name email phone role isActive createdAt } pagination { page limit pages total } } }`;

  const staffToken = async (role: 'admin' | 'seller') => {
    const { user } = await registerCustomer(identity);
    // The role change raises the session version (decision 0421): the staff token carries the new one.
    const { rows } = await identity.pool.query('UPDATE users SET role = $2 WHERE id = $1 RETURNING session_version', [user.id, role]);
    return signAccessToken(await loadPrivateKey(), { id: user.id, role, email: user.email, name: user.name, sessionVersion: rows[0].session_version });
  };

  it("is refused to a guest (401), a customer and a seller (403): the customer list is the admin's (decision 0430)", async () => {
    assert.equal(codeOf(await identity.gql(USERS)), 'UNAUTHENTICATED');
    const { token } = await registerCustomer(identity);
    for (const refused of [token, await staffToken('seller')]) {
      const res = await identity.gql(USERS, {}, { token: refused });
      assert.equal(codeOf(res), 'FORBIDDEN');
      assert.equal(res.errors?.[0].extensions?.status, 403);
      assert.equal(res.errors?.[0].message, 'Bạn không có quyền thực hiện thao tác này');
      assert.equal(res.data, null);
    }
  });

  it('lists 20 per page, newest first, for the admin', async () => {
    for (let i = 0; i < 3; i++) await registerCustomer(identity);
    const res = await identity.gql(USERS, { page: 1 }, { token: await staffToken('admin') });
    assert.equal(res.errors, undefined);
    const { users, pagination } = res.data.users;
    assert.equal(pagination.limit, 20);
    assert.equal(pagination.page, 1);
    assert.ok(pagination.total >= 4);
    const times = users.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });

  it('searches by name, e-mail or phone, case-insensitively, and treats % and _ literally', async () => {
    const token = await staffToken('admin');
    const tag = `zq${Date.now().toString(36)}`;
    const a = await registerCustomer(identity, { name: `Phạm ${tag} Minh`, phone: '0911000001' });
    const b = await registerCustomer(identity, { email: `${tag}@example.com`, phone: '0911000002' });
    const c = await registerCustomer(identity, { phone: '0977123499' });
    const search = async (text: string) => (await identity.gql(USERS, { search: text }, { token })).data.users.users.map((u: { id: string }) => u.id);
    assert.deepEqual((await search(tag.toUpperCase())).sort(), [a.user.id, b.user.id].sort());
    assert.deepEqual(await search('0977123499'), [c.user.id]);
    assert.deepEqual(await search('%'), []);
  });

  it("ignores accents as the order search does: 'hong nhung' finds 'Hồng Nhung', in any case and word order", async () => {
    const token = await staffToken('admin');
    const tag = `zx${Date.now().toString(36)}`;
    const a = await registerCustomer(identity, { name: `Đặng Hồng Nhung ${tag}`, phone: '0911000003' });
    await registerCustomer(identity, { name: `Hồng Nhật ${tag}`, phone: '0911000004' });
    const search = async (text: string) => (await identity.gql(USERS, { search: text }, { token })).data.users.users.map((u: { id: string }) => u.id);
    assert.deepEqual(await search(`hong nhung ${tag}`), [a.user.id]);
    assert.deepEqual(await search(`DANG ${tag} nhung`), [a.user.id]);
    assert.deepEqual(await search(`Hồng Nhung ${tag}`), [a.user.id]);
    assert.equal((await search(`hong ${tag}`)).length, 2);
  });

  it('pages through the list with the total and page count', async () => {
    const token = await staffToken('admin');
    const res = await identity.gql(USERS, { page: 2, limit: 2 }, { token });
    const { users, pagination } = res.data.users;
    assert.equal(users.length, 2);
    assert.equal(pagination.page, 2);
    assert.equal(pagination.pages, Math.ceil(pagination.total / 2));
  });

  it("shows a user's addresses, when other subgraphs resolve the user, only to that user and to the admin", async () => {
    const owner = await registerCustomer(identity);
    const other = await registerCustomer(identity);
    const query = `query ($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { email addresses { id } } } }`;
    const asOther = await identity.gql(query, { id: owner.user.id }, { token: other.token });
    assert.equal(codeOf(asOther), 'FORBIDDEN');
    const asOwner = await identity.gql(query, { id: owner.user.id }, { token: owner.token });
    assert.deepEqual(asOwner.data._entities[0].addresses, []);
    const asSeller = await identity.gql(query, { id: owner.user.id }, { token: await staffToken('seller') });
    assert.equal(codeOf(asSeller), 'FORBIDDEN');
    const asAdmin = await identity.gql(query, { id: owner.user.id }, { token: await staffToken('admin') });
    assert.deepEqual(asAdmin.data._entities[0].addresses, []);
  });
});
