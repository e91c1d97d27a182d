import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stays } from '@shop/testing';
import { ShopClient, uniqueEmail } from '../support/http';
import { clientAt, DEMO, registerCustomer } from '../support/identity';
import { mailCount, newsletterConfirmLinkIn, newsletterUnsubscribeLinkIn, waitForMail } from '../support/mail';
import { useShop } from '../support/shop';

// The newsletter through the gateway (decision 0800): GraphQL sign-up, the mailed links, and the
// staff CSV at GET /api/newsletter/subscribers.csv.

const shop = useShop();

const SUBSCRIBE = `mutation ($email: String!, $source: String) { subscribeNewsletter(email: $email, source: $source) { success message } }`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletter(token: $token) { success message } }`;
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribeNewsletter(token: $token) { success message } }`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

const csv = async (client: ShopClient) => {
  const res = await fetch(`${shop.baseUrl}/api/newsletter/subscribers.csv`, { headers: client.token ? { authorization: `Bearer ${client.token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text(), json: res.headers.get('content-type')?.includes('json') };
};

describe('newsletter through the gateway', () => {
  it('signs up with double opt-in, answers the same for the same address, and lists it for staff once confirmed', async () => {
    const email = uniqueEmail('tin');
    const visitor = clientAt(shop.api);
    const first = await visitor.graphql(SUBSCRIBE, { email, source: 'home' });
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.data?.subscribeNewsletter, {
      success: true,
      message: 'Vui lòng kiểm tra email và bấm vào liên kết xác nhận để hoàn tất đăng ký.',
    });
    const raw = await waitForMail(email);
    const { client: admin } = await shop.api.login(DEMO.admin.email, DEMO.admin.password);
    assert.ok(!(await csv(admin)).text.includes(email), 'not listed before it is confirmed');

    const confirmed = await visitor.graphql(CONFIRM, { token: tokenOf(newsletterConfirmLinkIn(raw)) });
    assert.equal(confirmed.body.data?.confirmNewsletter.message, 'Bạn đã đăng ký nhận bản tin Túi Việt thành công.');

    const again = await visitor.graphql(SUBSCRIBE, { email: email.toUpperCase() });
    assert.deepEqual(again.body.data?.subscribeNewsletter, first.body.data?.subscribeNewsletter);
    // Mail goes out after the answer: no second one may come for a confirmed address.
    await stays(() => mailCount(email) === 1, { forMs: 500, what: 'one mail for a confirmed address' });

    const list = await csv(admin);
    assert.equal(list.status, 200);
    assert.equal(list.type, 'text/csv; charset=utf-8');
    assert.equal(list.text.split('\r\n').filter((l) => l.startsWith(`${email},`)).length, 1);
    assert.match(list.text, new RegExp(`${email.replace(/[.+]/g, '\\$&')},home,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z\r\n`));

    const { client: seller } = await shop.api.login(DEMO.seller.email, DEMO.seller.password);
    assert.equal((await csv(seller)).status, 403, "an export of customers is the admin's (decision 0430)");

    const gone = await visitor.graphql(UNSUBSCRIBE, { token: tokenOf(newsletterUnsubscribeLinkIn(raw)) });
    assert.equal(gone.body.data?.unsubscribeNewsletter.message, 'Bạn đã hủy đăng ký nhận bản tin Túi Việt.');
    assert.ok(!(await csv(admin)).text.includes(email), 'an unsubscribed address leaves the list');
  });

  it('refuses the CSV to a guest (401) and a customer (403), in Vietnamese', async () => {
    const guest = await csv(shop.api);
    assert.equal(guest.status, 401);
    assert.equal(JSON.parse(guest.text).message, 'Vui lòng đăng nhập');
    const { client } = await registerCustomer(shop.api);
    const customer = await csv(client);
    assert.equal(customer.status, 403);
    assert.equal(JSON.parse(customer.text).message, 'Bạn không có quyền thực hiện thao tác này');
  });

  it('answers 400 with the field for a bad address, 400 for a bad link, and 429 after 10 sign-ups an hour from one client', async () => {
    const bad = await clientAt(shop.api).graphql(SUBSCRIBE, { email: 'khong-phai-email' });
    assert.equal(bad.body.errors?.[0].extensions?.errors?.email, 'Email không hợp lệ');
    const link = await clientAt(shop.api).graphql(CONFIRM, { token: 'a'.repeat(43) });
    assert.equal(link.body.errors?.[0].extensions?.code, 'NEWSLETTER_LINK_INVALID');
    assert.equal(link.body.errors?.[0].message, 'Liên kết không hợp lệ hoặc đã hết hạn');

    const one = clientAt(shop.api);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await one.graphql(SUBSCRIBE, { email: uniqueEmail('hang-loat') });
      codes.push(res.body.data ? 'OK' : res.body.errors?.[0].extensions?.code);
    }
    assert.deepEqual(codes, [...Array(10).fill('OK'), 'RATE_LIMITED']);
  });
});
