import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { formatVnd } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { ShopClient } from '../support/http';
import { mailCount, plainText, waitForMail } from '../support/mail';
import { postSepayTransfer } from '../support/sepay';
import { orderPayload, stockedProduct, syntheticCustomer, waitForOrderPaid, type StockedProduct } from './orders-support';
import { useShop } from '../support/shop';

// Refunds through the gateway (decision 0730): a paid order the customer cancels is owed back in
// full, listed for admins (REST and GraphQL), sent with its VietQR, marked refunded once; the
// customer sees 'Đã hoàn tiền' on the order and gets a mail.

let customer: ShopClient;
let product: StockedProduct;
const shop = useShop({ signIn: ['admin', 'seller'] }, async () => {
  customer = await syntheticCustomer(shop.api);
  product = await stockedProduct(shop.api, shop.admin, 50, 210_000);
});

interface Listed {
  _id: string;
  orderNumber: string;
  amount: number;
  status: string;
  source: string;
  qr: { transferContent: string; payload: string; dataUrl: string } | null;
}

/** A QR order paid by a bank transfer, then cancelled by its customer before shipping. */
async function paidThenCancelled(email: string): Promise<{ id: string; orderNumber: string; total: number }> {
  const body = orderPayload([{ p: product, quantity: 1 }], {
    paymentMethod: 'qr_payment',
    customerInfo: { name: 'Lê Văn Hoàn', email, phone: '0912345678' },
  });
  const res = await customer.post('/api/orders', body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const order = res.body.data.order;
  await postSepayTransfer(shop.baseUrl, `DONHANG ${order.orderNumber}`, order.totalAmount);
  await waitForOrderPaid(customer, order._id);
  const cancelled = await customer.put(`/api/orders/${order._id}/cancel`, { reason: 'Đặt nhầm mẫu túi' });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  return { id: order._id, orderNumber: order.orderNumber, total: order.totalAmount };
}

const owedFor = async (orderNumber: string): Promise<Listed | undefined> =>
  ((await shop.admin.get('/api/payments/refunds?view=all&limit=100')).body.data.refunds as Listed[]).find((r) => r.orderNumber === orderNumber);

const ORDER_REFUNDS = `query ($id: ID!) { order(id: $id) { orderNumber refunds { amount status refundedAt } } }`;

describe('refunds through the gateway', () => {
  it('lists the paid order cancelled, sends it with its VietQR, marks it refunded once; the customer sees it and gets a mail', async () => {
    const email = `hoan.${randomUUID().slice(0, 8)}@example.com`;
    const order = await paidThenCancelled(email);
    const owed = await waitFor(() => owedFor(order.orderNumber), { timeoutMs: 15_000, intervalMs: 200, what: 'the refund listed' });
    assert.deepEqual([owed.amount, owed.status, owed.source, owed.qr], [order.total, 'owed', 'cancelled_paid', null]);

    // The same list through GraphQL.
    const gql = await shop.admin.graphql(`{ refunds(view: "owed", limit: 100) { refunds { id orderNumber amount } } }`);
    assert.ok(
      gql.body.data?.refunds.refunds.some((r: { id: string }) => r.id === owed._id),
      JSON.stringify(gql.body),
    );

    const account = await shop.admin.post(`/api/payments/refunds/${owed._id}/account`, {
      bankBin: '970407',
      accountNo: '19033334445556',
      accountName: 'LE VAN HOAN',
    });
    assert.equal(account.status, 200, JSON.stringify(account.body));
    assert.equal(account.body.data.bankName, 'Techcombank');
    assert.equal(account.body.data.qr.transferContent, `HOANTIEN ${order.orderNumber}`);
    assert.ok(account.body.data.qr.payload.includes('0006970407011419033334445556'));

    const marks = await Promise.all(
      ['FT2633201', 'FT2633202'].map((bankReference) => shop.admin.post(`/api/payments/refunds/${owed._id}/refunded`, { bankReference })),
    );
    assert.deepEqual(marks.map((m) => m.status).sort(), [200, 409]);
    const refused = marks.find((m) => m.status === 409);
    assert.equal(refused?.body.message, 'Khoản tiền này đã được đánh dấu đã hoàn, không thể đánh dấu lần nữa');
    assert.equal(marks.find((m) => m.status === 200)?.body.message, 'Đã đánh dấu đã hoàn tiền');

    const seen = await customer.graphql(ORDER_REFUNDS, { id: order.id });
    assert.equal(seen.body.errors, undefined, JSON.stringify(seen.body.errors));
    assert.deepEqual(
      seen.body.data?.order.refunds.map((r: { amount: number; status: string }) => [r.amount, r.status]),
      [[order.total, 'refunded']],
    );
    // The customer also has the placement's and the cancellation's mails: the refund's is the one saying so.
    const expected = `Túi Việt đã hoàn ${formatVnd(order.total)} cho đơn hàng ${order.orderNumber}.`;
    const mails = async () => Promise.all(Array.from({ length: mailCount(email) }, async (_, i) => plainText(await waitForMail(email, i))));
    await waitFor(async () => (await mails()).some((text) => text.includes(expected)), { timeoutMs: 20_000, intervalMs: 200, what: 'the refund mail' });
  });

  it('refuses customers, sellers and anonymous callers', async () => {
    assert.equal((await customer.get('/api/payments/refunds')).status, 403);
    assert.equal((await shop.seller.get('/api/payments/refunds')).status, 403);
    assert.equal((await shop.api.get('/api/payments/refunds')).status, 401);
    const id = randomUUID();
    assert.equal((await customer.post(`/api/payments/refunds/${id}/refunded`, { bankReference: 'FT1' })).status, 403);
    assert.equal((await shop.api.post(`/api/payments/refunds/${id}/refunded`, { bankReference: 'FT1' })).status, 401);
    assert.equal((await shop.admin.post(`/api/payments/refunds/${id}/refunded`, { bankReference: '' })).status, 400);
    assert.equal((await shop.admin.post(`/api/payments/refunds/${id}/refunded`, { bankReference: 'FT1' })).status, 404);
    assert.equal((await shop.admin.post('/api/payments/refunds/not-a-uuid/account', { bankBin: 'x', accountNo: 1 })).status, 400);
  });
});
