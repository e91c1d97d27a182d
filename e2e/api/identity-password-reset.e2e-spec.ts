import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { uniqueEmail } from '../support/http';
import { clientAt, registerCustomer } from '../support/identity';
import { mailCount, plainText, temporaryPasswordIn, waitForMail } from '../support/mail';
import { useShop } from '../support/shop';

const shop = useShop();

describe('POST /api/auth/forgot-password and POST /api/auth/reset-password', () => {
  it('mails a temporary password (read from var/mail) that resets the password once', async () => {
    const { email, password, client } = await registerCustomer(shop.api);
    const forgot = await clientAt(shop.api).post('/api/auth/forgot-password', { email });
    assert.equal(forgot.status, 200);
    assert.equal(forgot.body.success, true);
    assert.match(forgot.body.message, /Mật khẩu tạm thời đã được gửi đến email của bạn/);
    const mail = await waitForMail(email);
    assert.ok(plainText(mail).includes(`/reset-password?email=${encodeURIComponent(email)}`));
    const temporaryPassword = temporaryPasswordIn(mail);

    const reset = await clientAt(shop.api).post('/api/auth/reset-password', {
      email,
      temporaryPassword,
      newPassword: 'moi-123456',
      confirmPassword: 'moi-123456',
    });
    assert.equal(reset.status, 200);
    assert.equal(reset.body.success, true);
    assert.equal((await clientAt(shop.api).post('/api/auth/login', { email, password: 'moi-123456' })).status, 200);
    assert.equal((await clientAt(shop.api).post('/api/auth/login', { email, password })).status, 401);
    assert.equal((await client.get('/api/auth/me')).status, 401, 'sessions from before the reset are signed out');

    const again = await clientAt(shop.api).post('/api/auth/reset-password', {
      email,
      temporaryPassword,
      newPassword: 'lan-hai-123',
      confirmPassword: 'lan-hai-123',
    });
    assert.equal(again.status, 400, 'a temporary password is single use');
    assert.equal(again.body.message, 'Mật khẩu tạm thời không đúng hoặc đã hết hạn');
  });

  it('answers an unknown address with the same success, and mails nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const { email } = await registerCustomer(shop.api);
    const unknown = await clientAt(shop.api).post('/api/auth/forgot-password', { email: ghost });
    const known = await clientAt(shop.api).post('/api/auth/forgot-password', { email });
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.body, known.body);
    await waitForMail(email);
    assert.equal(mailCount(ghost), 0);
  });

  it('answers 400 "Email không hợp lệ" to an invalid address', async () => {
    const res = await clientAt(shop.api).post('/api/auth/forgot-password', { email: 'khong-hop-le' });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Email không hợp lệ');
  });

  it('answers 400 "Mật khẩu xác nhận không khớp" when the confirmation differs', async () => {
    const res = await clientAt(shop.api).post('/api/auth/reset-password', {
      email: uniqueEmail(),
      temporaryPassword: 'ABCDEFGHJK',
      newPassword: 'abcdef1',
      confirmPassword: 'abcdef2',
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Mật khẩu xác nhận không khớp');
    assert.deepEqual(res.body.errors, { confirmPassword: 'Mật khẩu xác nhận không khớp' });
  });

  it('answers 400 to a wrong temporary password', async () => {
    const { email } = await registerCustomer(shop.api);
    await clientAt(shop.api).post('/api/auth/forgot-password', { email });
    await waitForMail(email);
    const res = await clientAt(shop.api).post('/api/auth/reset-password', {
      email,
      temporaryPassword: 'SAIMATKHAU',
      newPassword: 'abcdef1',
      confirmPassword: 'abcdef1',
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.code, 'INVALID_TEMPORARY_PASSWORD');
  });

  it('answers 429 after too many requests for one address', async () => {
    const { email } = await registerCustomer(shop.api);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await clientAt(shop.api).post('/api/auth/forgot-password', { email })).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  });

  it('answers 429 after too many wrong temporary passwords from one address', async () => {
    const { email } = await registerCustomer(shop.api);
    const client = clientAt(shop.api);
    const attempt = () =>
      client.post('/api/auth/reset-password', { email, temporaryPassword: 'SAIMATKHAU', newPassword: 'abcdef1', confirmPassword: 'abcdef1' });
    for (let i = 0; i < 10; i++) assert.equal((await attempt()).status, 400);
    const blocked = await attempt();
    assert.equal(blocked.status, 429);
    assert.equal(blocked.body.message, 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau');
  });
});
