import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadPrivateKey, signAccessToken, signedClientIpHeaders } from '@shop/auth';
import { newsletterConfirmLinkIn, newsletterUnsubscribeLinkIn, stays, useStarted, waitFor } from '@shop/testing';
import { registerCustomer, startIdentity, uniqueEmail, uniqueIp } from './support/identity-app';

// Decision 0800: the newsletter list's data rules against real PostgreSQL and
// Redis, the mail written to var/mail (no SMTP_URL).

const identity = useStarted(() => startIdentity({ SMTP_URL: undefined }));

const SUBSCRIBE = `mutation ($email: String!, $source: String) { subscribeNewsletter(email: $email, source: $source) { success message } }`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletter(token: $token) { success message } }`;
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribeNewsletter(token: $token) { success message } }`;
const ANSWER = { success: true, message: 'Vui lòng kiểm tra email và bấm vào liên kết xác nhận để hoàn tất đăng ký.' };

/** The `n`-th mail sent to this address (1-based), once it is written. */
const mailFor = (to: string, n = 1) => waitFor(() => identity.mailsTo(to)[n - 1], { what: `mail ${n} for ${to}` });
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
const rowsFor = async (email: string) => (await identity.pool.query('SELECT * FROM newsletter_subscriptions WHERE email = $1', [email])).rows;

const staffToken = async (role: 'admin' | 'seller') => {
  const { user } = await registerCustomer(identity);
  const { rows } = await identity.pool.query('UPDATE users SET role = $2 WHERE id = $1 RETURNING session_version', [user.id, role]);
  return signAccessToken(await loadPrivateKey(), { id: user.id, role, email: user.email, name: user.name, sessionVersion: rows[0].session_version });
};
const download = (token?: string) =>
  fetch(`${identity.url}/newsletter/subscribers.csv`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...signedClientIpHeaders(uniqueIp()) },
  });

/** Signs up and confirms an address; answers its unsubscribe token. */
async function confirmedSubscriber(email: string): Promise<string> {
  await identity.gql(SUBSCRIBE, { email });
  const raw = await mailFor(email);
  assert.equal((await identity.gql(CONFIRM, { token: tokenOf(newsletterConfirmLinkIn(raw)) })).data?.confirmNewsletter.success, true);
  return tokenOf(newsletterUnsubscribeLinkIn(raw));
}

describe('newsletter sign-up (double opt-in)', () => {
  it('stores a pending sign-up with its consent time and source, and mails a confirmation link', async () => {
    const email = uniqueEmail('news');
    const before = Date.now();
    const res = await identity.gql(SUBSCRIBE, { email: `  ${email.toUpperCase()} `, source: 'home' });
    assert.deepEqual(res.data?.subscribeNewsletter, ANSWER);
    const [row] = await rowsFor(email);
    assert.equal(row.status, 'pending');
    assert.equal(row.source, 'home');
    assert.ok(row.consent_at.getTime() >= before - 1000 && row.consent_at.getTime() <= Date.now() + 1000, 'consent time is the sign-up time');
    assert.equal(row.confirmed_at, null);

    const raw = await mailFor(email);
    assert.match(raw, /^Subject: =\?UTF-8\?/im);
    assert.match(raw, /^List-Unsubscribe:\s+<http:\/\/shop\.test\/newsletter\/unsubscribe\?token=[\w-]{43}>/im);
    const link = newsletterConfirmLinkIn(raw);
    assert.match(link, /^http:\/\/shop\.test\/newsletter\/confirm\?token=[\w-]{43}$/);
    assert.notEqual(row.confirm_token_hash, tokenOf(link), 'only a hash of the confirmation token is stored');
  });

  it('confirms with the mailed link, and a second click on it answers the same', async () => {
    const email = uniqueEmail('news');
    await identity.gql(SUBSCRIBE, { email });
    const token = tokenOf(newsletterConfirmLinkIn(await mailFor(email)));
    const first = await identity.gql(CONFIRM, { token });
    assert.deepEqual(first.data?.confirmNewsletter, { success: true, message: 'Bạn đã đăng ký nhận bản tin Túi Việt thành công.' });
    const [row] = await rowsFor(email);
    assert.equal(row.status, 'confirmed');
    assert.ok(row.confirmed_at instanceof Date);
    const again = await identity.gql(CONFIRM, { token });
    assert.equal(again.data?.confirmNewsletter.success, true);
    assert.equal((await rowsFor(email))[0].confirmed_at.getTime(), row.confirmed_at.getTime(), 'the confirmation time stays the first one');
  });

  it('refuses an unknown, malformed or expired link with 400 NEWSLETTER_LINK_INVALID', async () => {
    for (const token of ['x'.repeat(43), 'ngắn', '', 'a'.repeat(5000)]) {
      const res = await identity.gql(CONFIRM, { token });
      assert.equal(res.errors?.[0].extensions?.code, 'NEWSLETTER_LINK_INVALID', token.slice(0, 10));
      assert.equal(res.errors?.[0].message, 'Liên kết không hợp lệ hoặc đã hết hạn');
      assert.equal(res.errors?.[0].extensions?.status, 400);
    }
    const email = uniqueEmail('news');
    await identity.gql(SUBSCRIBE, { email });
    const token = tokenOf(newsletterConfirmLinkIn(await mailFor(email)));
    await identity.pool.query(`UPDATE newsletter_subscriptions SET confirm_expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    assert.equal((await identity.gql(CONFIRM, { token })).errors?.[0].extensions?.code, 'NEWSLETTER_LINK_INVALID');
    assert.equal((await rowsFor(email))[0].status, 'pending');
  });

  it('treats the same address twice, even at once, as one sign-up and no error', async () => {
    const email = uniqueEmail('news');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => identity.gql(SUBSCRIBE, { email: i % 2 ? email : email.toUpperCase() })));
    // 3 an hour per address (decision 0800): the rest are told to wait, never a 5xx or a duplicate.
    const ok = answers.filter((a) => a.data?.subscribeNewsletter);
    assert.equal(ok.length, 3);
    for (const a of ok) assert.deepEqual(a.data?.subscribeNewsletter, ANSWER);
    for (const a of answers.filter((x) => !x.data?.subscribeNewsletter)) assert.equal(a.errors?.[0].extensions?.code, 'RATE_LIMITED');
    assert.equal((await rowsFor(email)).length, 1);
  });

  it('leaves a confirmed subscription as it is when the address signs up again, and mails nothing', async () => {
    const email = uniqueEmail('news');
    await confirmedSubscriber(email);
    const [before] = await rowsFor(email);
    assert.deepEqual((await identity.gql(SUBSCRIBE, { email, source: 'footer' })).data?.subscribeNewsletter, ANSWER);
    const [row] = await rowsFor(email);
    assert.equal(row.status, 'confirmed');
    assert.equal(row.source, 'home');
    assert.equal(row.consent_at.getTime(), before.consent_at.getTime());
    // The mail goes out after the answer: none may follow for a confirmed address.
    await stays(() => identity.mailsTo(email).length === 1, { forMs: 300, what: 'one mail, no second one' });
  });

  it('unsubscribes with the link of the mail (twice is fine), and a new sign-up asks for confirmation again', async () => {
    const email = uniqueEmail('news');
    const unsubscribe = await confirmedSubscriber(email);
    const res = await identity.gql(UNSUBSCRIBE, { token: unsubscribe });
    assert.deepEqual(res.data?.unsubscribeNewsletter, { success: true, message: 'Bạn đã hủy đăng ký nhận bản tin Túi Việt.' });
    assert.equal((await identity.gql(UNSUBSCRIBE, { token: unsubscribe })).data?.unsubscribeNewsletter.success, true);
    const [row] = await rowsFor(email);
    assert.equal(row.status, 'unsubscribed');
    assert.ok(row.unsubscribed_at instanceof Date);
    assert.equal((await identity.gql(UNSUBSCRIBE, { token: 'y'.repeat(43) })).errors?.[0].extensions?.code, 'NEWSLETTER_LINK_INVALID');

    await identity.gql(SUBSCRIBE, { email, source: 'footer' });
    const [again] = await rowsFor(email);
    assert.equal(again.status, 'pending');
    assert.equal(again.source, 'footer');
    const second = await mailFor(email, 2);
    assert.equal((await identity.gql(CONFIRM, { token: tokenOf(newsletterConfirmLinkIn(second)) })).data?.confirmNewsletter.success, true);
    assert.equal((await rowsFor(email))[0].status, 'confirmed');
    assert.equal((await rowsFor(email))[0].unsubscribed_at, null);
  });

  it('checks the address and the source', async () => {
    const res = await identity.gql(SUBSCRIBE, { email: 'khong-phai-email', source: 'Trang chủ!' });
    assert.equal(res.errors?.[0].extensions?.code, 'VALIDATION_FAILED');
    assert.deepEqual(Object.keys(res.errors?.[0].extensions?.errors ?? {}).sort(), ['email', 'source']);
    assert.equal(res.errors?.[0].extensions?.errors?.email, 'Email không hợp lệ');
  });

  it('limits sign-ups from one client address to 10 an hour', async () => {
    const ip = uniqueIp();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await identity.gql(SUBSCRIBE, { email: uniqueEmail('bulk') }, { ip });
      codes.push(res.data ? 'OK' : res.errors?.[0].extensions?.code);
    }
    assert.deepEqual(codes, [...Array(10).fill('OK'), 'RATE_LIMITED']);
  });
});

describe('confirmed list for the admin (CSV)', () => {
  it("is refused to a guest (401), a customer and a seller (403): an export of customers is the admin's (decision 0430)", async () => {
    assert.equal((await download()).status, 401);
    const { token } = await registerCustomer(identity);
    assert.equal((await download(token)).status, 403);
    const seller = await download(await staffToken('seller'));
    assert.equal(seller.status, 403);
    assert.deepEqual(await seller.json(), { success: false, code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện thao tác này' });
  });

  it('lists only confirmed subscribers, with source, consent and confirmation times, for the admin', async () => {
    const confirmed = uniqueEmail('csv');
    const pending = uniqueEmail('csv-pending');
    const gone = uniqueEmail('csv-gone');
    await confirmedSubscriber(confirmed);
    await identity.gql(UNSUBSCRIBE, { token: await confirmedSubscriber(gone) });
    await identity.gql(SUBSCRIBE, { email: pending });
    const [row] = await rowsFor(confirmed);

    const res = await download(await staffToken('admin'));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="ban-tin-tui-viet-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    const lines = text.split('\r\n');
    assert.equal(lines[0], '\uFEFFEmail,Nguồn đăng ký,Thời điểm đồng ý,Thời điểm xác nhận');
    assert.ok(lines.includes(`${confirmed},home,${row.consent_at.toISOString()},${row.confirmed_at.toISOString()}`), text);
    assert.ok(!text.includes(pending) && !text.includes(gone), 'pending and unsubscribed addresses are not listed');
  });
});

describe('housekeeping', () => {
  it('removes sign-ups never confirmed a day after their link expired, and nothing else', async () => {
    const { UnconfirmedSignupsJob } = await import('../src/newsletter/unconfirmed-signups.job.js');
    const stale = uniqueEmail('stale');
    const fresh = uniqueEmail('fresh');
    const kept = uniqueEmail('kept');
    await identity.gql(SUBSCRIBE, { email: stale });
    await identity.gql(SUBSCRIBE, { email: fresh });
    await confirmedSubscriber(kept);
    await identity.pool.query(`UPDATE newsletter_subscriptions SET confirm_expires_at = now() - interval '25 hours' WHERE email = ANY($1)`, [[stale, kept]]);
    await identity.app.get(UnconfirmedSignupsJob).prune();
    assert.equal((await rowsFor(stale)).length, 0);
    assert.equal((await rowsFor(fresh)).length, 1);
    assert.equal((await rowsFor(kept)).length, 1);
  });
});
