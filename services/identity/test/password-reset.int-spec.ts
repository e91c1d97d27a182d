import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { plainText, temporaryPasswordIn, useStarted, waitFor } from '@shop/testing';
import { LOGIN, ME, registerCustomer, startIdentity, uniqueEmail, uniqueIp } from './support/identity-app';

let smtp: SMTPServer;
let smtpUrl: string;
const received: { to: string[]; raw: string }[] = [];
const identity = useStarted(
  () => startIdentity({ SMTP_URL: undefined }),
  async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  },
);

after(async () => {
  delete process.env.SMTP_URL;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const FORGOT = `mutation ($email: String!) { forgotPassword(email: $email) { success message } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { success message } }`;

const mailFileFor = (to: string) => waitFor(() => identity.mailsTo(to)[0], { what: `a mail file for ${to}` });
const smtpMailFor = (to: string) => waitFor(() => received.find((m) => m.to.includes(to))?.raw, { what: `an SMTP mail for ${to}` });

describe('forgot password without SMTP_URL', () => {
  it('writes the mail as var/mail/<timestamp>-<to>.eml with the temporary password and the reset link', async () => {
    const { email, user } = await registerCustomer(identity);
    const res = await identity.gql(FORGOT, { email }, { ip: uniqueIp() });
    assert.deepEqual(res.data.forgotPassword, {
      success: true,
      message: 'Mật khẩu tạm thời đã được gửi đến email của bạn. Mật khẩu có hiệu lực trong 15 phút.',
    });
    const raw = await mailFileFor(email);
    assert.match(raw, new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'mi'));
    assert.match(temporaryPasswordIn(raw), /^[A-Za-z0-9]{10}$/);
    assert.ok(plainText(raw).includes(`http://shop.test/reset-password?email=${encodeURIComponent(email)}`));
    const stored = await identity.pool.query('SELECT code_hash FROM password_resets WHERE user_id = $1', [user.id]);
    assert.match(stored.rows[0].code_hash, /^\$argon2id\$/, 'only a hash is kept');
    assert.ok(!stored.rows[0].code_hash.includes(temporaryPasswordIn(raw)));
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const known = await registerCustomer(identity);
    const a = await identity.gql(FORGOT, { email: nobody }, { ip: uniqueIp() });
    const b = await identity.gql(FORGOT, { email: known.email }, { ip: uniqueIp() });
    assert.deepEqual(a, b);
    await mailFileFor(known.email);
    assert.deepEqual(identity.mailsTo(nobody), []);
  });

  it('refuses an invalid e-mail with the spec message', async () => {
    const res = await identity.gql(FORGOT, { email: 'khong-phai-email' }, { ip: uniqueIp() });
    assert.equal(res.errors?.[0].message, 'Email không hợp lệ');
  });

  it('is rate-limited per e-mail (5 per 15 minutes)', async () => {
    const { email } = await registerCustomer(identity);
    for (let i = 0; i < 5; i++) assert.equal((await identity.gql(FORGOT, { email }, { ip: uniqueIp() })).errors, undefined);
    const res = await identity.gql(FORGOT, { email }, { ip: uniqueIp() });
    assert.equal(res.errors?.[0].extensions?.code, 'RATE_LIMITED');
    assert.equal(res.errors?.[0].extensions?.status, 429);
  });
});

describe('forgot password over SMTP (SMTP_URL set)', () => {
  it('sends the mail through the SMTP server, and the temporary password resets the password once', async () => {
    process.env.SMTP_URL = smtpUrl;
    const { email, password, token } = await registerCustomer(identity);
    await identity.gql(FORGOT, { email }, { ip: uniqueIp() });
    const code = temporaryPasswordIn(await smtpMailFor(email));
    delete process.env.SMTP_URL;

    const input = { email, temporaryPassword: code, newPassword: 'mat-khau-moi', confirmPassword: 'mat-khau-moi' };
    const res = await identity.gql(RESET, { input }, { ip: uniqueIp() });
    assert.deepEqual(res.data.resetPassword, { success: true, message: 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.' });
    assert.equal((await identity.gql(LOGIN, { input: { email, password: 'mat-khau-moi' } }, { ip: uniqueIp() })).errors, undefined);
    assert.equal((await identity.gql(LOGIN, { input: { email, password } }, { ip: uniqueIp() })).errors?.[0].extensions?.code, 'INVALID_CREDENTIALS');
    assert.equal((await identity.gql(ME, {}, { token })).errors?.[0].extensions?.status, 401, 'older sessions are signed out');

    const again = await identity.gql(RESET, { input: { ...input, newPassword: 'lan-thu-hai', confirmPassword: 'lan-thu-hai' } }, { ip: uniqueIp() });
    assert.equal(again.errors?.[0].extensions?.code, 'INVALID_TEMPORARY_PASSWORD', 'single use');
  });
});

describe('reset password', () => {
  async function codeFor(email: string): Promise<string> {
    const before = identity.mailsTo(email).length;
    await identity.gql(FORGOT, { email }, { ip: uniqueIp() });
    return temporaryPasswordIn(await waitFor(() => identity.mailsTo(email)[before], { what: 'a new mail' }));
  }

  it('refuses a confirmation that does not match with the spec message', async () => {
    const res = await identity.gql(
      RESET,
      { input: { email: uniqueEmail(), temporaryPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' } },
      { ip: uniqueIp() },
    );
    assert.equal(res.errors?.[0].message, 'Mật khẩu xác nhận không khớp');
    assert.deepEqual(res.errors?.[0].extensions?.errors, { confirmPassword: 'Mật khẩu xác nhận không khớp' });
  });

  it('requires the temporary password and a new password of at least 6 characters', async () => {
    const res = await identity.gql(
      RESET,
      { input: { email: uniqueEmail(), temporaryPassword: '', newPassword: '123', confirmPassword: '123' } },
      { ip: uniqueIp() },
    );
    assert.deepEqual(res.errors?.[0].extensions?.errors, {
      temporaryPassword: 'Vui lòng nhập mật khẩu tạm thời',
      newPassword: 'Mật khẩu phải có ít nhất 6 ký tự',
    });
  });

  it('refuses a wrong temporary password and one for an unknown address the same way', async () => {
    const { email } = await registerCustomer(identity);
    await codeFor(email);
    const input = (to: string) => ({ email: to, temporaryPassword: 'WRONGWRONG', newPassword: 'abcdef1', confirmPassword: 'abcdef1' });
    const wrong = await identity.gql(RESET, { input: input(email) }, { ip: uniqueIp() });
    const unknown = await identity.gql(RESET, { input: input(uniqueEmail('ghost')) }, { ip: uniqueIp() });
    assert.deepEqual(wrong, unknown);
    assert.equal(wrong.errors?.[0].message, 'Mật khẩu tạm thời không đúng hoặc đã hết hạn');
  });

  it('refuses a temporary password older than 15 minutes', async () => {
    const { email, user } = await registerCustomer(identity);
    const code = await codeFor(email);
    await identity.pool.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    const res = await identity.gql(
      RESET,
      { input: { email, temporaryPassword: code, newPassword: 'abcdef1', confirmPassword: 'abcdef1' } },
      { ip: uniqueIp() },
    );
    assert.equal(res.errors?.[0].extensions?.code, 'INVALID_TEMPORARY_PASSWORD');
  });

  it('accepts only the newest temporary password once a second one was asked for', async () => {
    const { email } = await registerCustomer(identity);
    const first = await codeFor(email);
    const second = await codeFor(email);
    const attempt = (code: string) =>
      identity.gql(RESET, { input: { email, temporaryPassword: code, newPassword: 'abcdef1', confirmPassword: 'abcdef1' } }, { ip: uniqueIp() });
    assert.equal((await attempt(first)).errors?.[0].extensions?.code, 'INVALID_TEMPORARY_PASSWORD');
    assert.equal((await attempt(second)).errors, undefined);
  });

  it('refuses with 429 after 10 wrong temporary passwords from one address', async () => {
    const { email } = await registerCustomer(identity);
    const code = await codeFor(email);
    const ip = uniqueIp();
    const attempt = (temporaryPassword: string) =>
      identity.gql(RESET, { input: { email, temporaryPassword, newPassword: 'abcdef1', confirmPassword: 'abcdef1' } }, { ip });
    for (let i = 0; i < 10; i++) assert.equal((await attempt(`WRONG${i}`)).errors?.[0].extensions?.code, 'INVALID_TEMPORARY_PASSWORD');
    assert.equal((await attempt(code)).errors?.[0].extensions?.code, 'RATE_LIMITED');
  });
});
