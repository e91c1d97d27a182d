import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ShopClient, type ApiResponse } from '../support/http';
import { couponBody, createCoupon, orderPayload, stockedProduct, syntheticCustomer, type StockedProduct } from './orders-support';
import { useShop } from '../support/shop';

// Decision 0430: what a seller may not do. Every operation of the payments, coupons and customers
// rows of the permission table, through the gateway's REST routes and GraphQL alike: the seller is
// refused with 403 FORBIDDEN and the shop's message, and nothing changes; the admin gets through.

const REFUSAL = 'Bạn không có quyền thực hiện thao tác này';
const NO_TRANSFER = '00000000-0000-4000-8000-000000000000';

let customer: ShopClient;
let product: StockedProduct;
const shop = useShop({ signIn: ['admin', 'seller'] }, async () => {
  customer = await syntheticCustomer(shop.api);
  product = await stockedProduct(shop.api, shop.admin, 50, 150_000);
});

/** A QR order payments knows of (the placement answers with its QR code). */
async function qrOrder(): Promise<string> {
  const res = await customer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }], { paymentMethod: 'qr_payment' }));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data.order._id;
}

const isPaid = async (orderId: string): Promise<boolean> => (await customer.get(`/api/orders/${orderId}/payment-status`)).body.data.isPaid;
const couponCodes = async (): Promise<string[]> => (await shop.admin.get('/api/coupons')).body.data.coupons.map((c: { code: string }) => c.code);

interface Restricted {
  what: string;
  /** What the operation acts on, made fresh for each caller (a coupon to delete, an order to confirm). */
  subject?: () => Promise<string>;
  rest: (client: ShopClient, subject: string) => Promise<ApiResponse>;
  graphql: (subject: string) => { query: string; variables?: Record<string, unknown> };
  /** The admin's answer: an HTTP status over REST, and over GraphQL the error code, or none. */
  admin: { status: number; code?: string };
  /** What the seller's refused call would have changed, still unchanged afterwards. */
  unchanged?: (subject: string) => Promise<void>;
}

const COUPON = 'id code';
const RESTRICTED: Restricted[] = [
  {
    what: 'the customer list',
    rest: (c) => c.get('/api/users?search=a'),
    graphql: () => ({ query: '{ users(search: "a") { users { id email phone } } }' }),
    admin: { status: 200 },
  },
  {
    what: 'the coupon list',
    rest: (c) => c.get('/api/coupons'),
    graphql: () => ({ query: `{ coupons { ${COUPON} } }` }),
    admin: { status: 200 },
  },
  {
    what: 'creating a coupon',
    subject: async () => JSON.stringify(couponBody()),
    rest: (c, body) => c.post('/api/coupons', JSON.parse(body)),
    graphql: (body) => ({ query: `mutation ($input: CouponInput!) { createCoupon(input: $input) { ${COUPON} } }`, variables: { input: JSON.parse(body) } }),
    admin: { status: 201 },
    unchanged: async (body) => assert.ok(!(await couponCodes()).includes(JSON.parse(body).code), 'no coupon was made'),
  },
  {
    what: 'deleting a coupon',
    subject: async () => (await createCoupon(shop.admin, {}))._id,
    rest: (c, id) => c.delete(`/api/coupons/${id}`),
    graphql: (id) => ({ query: 'mutation ($id: ID!) { deleteCoupon(id: $id) }', variables: { id } }),
    admin: { status: 200 },
    unchanged: async (id) =>
      assert.ok(
        (await shop.admin.get('/api/coupons')).body.data.coupons.some((c: { _id: string }) => c._id === id),
        'the coupon is still there',
      ),
  },
  {
    what: 'confirming a payment',
    subject: qrOrder,
    rest: (c, id) => c.post(`/api/orders/${id}/confirm-payment`, { transactionId: `FT${Date.now()}`, note: 'Đã nhận' }),
    graphql: (id) => ({
      query: 'mutation ($id: ID!, $input: ConfirmPaymentInput!) { confirmPayment(orderId: $id, input: $input) { isPaid } }',
      variables: { id, input: { transactionId: `FT${Date.now()}` } },
    }),
    admin: { status: 200 },
    unchanged: async (id) => assert.equal(await isPaid(id), false, 'the order is still unpaid'),
  },
  {
    what: 'the bank transfers to check',
    rest: (c) => c.get('/api/payments/transactions?view=all'),
    graphql: () => ({ query: '{ bankTransfers(view: "all") { transactions { id transferAmount content } } }' }),
    admin: { status: 200 },
  },
  {
    what: 'attaching a bank transfer to an order',
    rest: (c) => c.post(`/api/payments/transactions/${NO_TRANSFER}/attach`, { orderNumber: 'DH000001' }),
    graphql: () => ({ query: `mutation { attachBankTransfer(id: "${NO_TRANSFER}", input: { orderNumber: "DH000001" }) { paid } }` }),
    admin: { status: 404, code: 'TRANSFER_NOT_FOUND' },
  },
  {
    what: 'marking a bank transfer handled',
    rest: (c) => c.post(`/api/payments/transactions/${NO_TRANSFER}/handled`, { note: 'Đã hoàn tiền' }),
    graphql: () => ({ query: `mutation { markBankTransferHandled(id: "${NO_TRANSFER}", input: { note: "Đã hoàn tiền" }) { id } }` }),
    admin: { status: 404, code: 'TRANSFER_NOT_FOUND' },
  },
];

describe('what a shop.seller may not do, over REST', () => {
  for (const op of RESTRICTED) {
    it(`${op.what}: 403 to the shop.seller, allowed to the admin`, async () => {
      const subject = (await op.subject?.()) ?? '';
      const refused = await op.rest(shop.seller, subject);
      assert.deepEqual([refused.status, refused.body.code, refused.body.message], [403, 'FORBIDDEN', REFUSAL], JSON.stringify(refused.body));
      await op.unchanged?.(subject);
      const allowed = await op.rest(shop.admin, subject);
      assert.equal(allowed.status, op.admin.status, JSON.stringify(allowed.body));
    });
  }

  it("the newsletter subscribers' export: 403 to the shop.seller, the CSV to the admin", async () => {
    const refused = await shop.seller.get('/api/newsletter/subscribers.csv');
    assert.deepEqual([refused.status, refused.body.code, refused.body.message], [403, 'FORBIDDEN', REFUSAL]);
    const allowed = await shop.admin.get('/api/newsletter/subscribers.csv');
    assert.equal(allowed.status, 200);
    assert.match(allowed.headers.get('content-type') ?? '', /^text\/csv/);
  });
});

describe('what a shop.seller may not do, over GraphQL', () => {
  for (const op of RESTRICTED) {
    it(`${op.what}: FORBIDDEN (403) to the shop.seller, allowed to the admin`, async () => {
      const subject = (await op.subject?.()) ?? '';
      const { query, variables } = op.graphql(subject);
      const refused = await shop.seller.graphql(query, variables);
      const error = refused.body.errors?.[0];
      assert.deepEqual([error?.extensions?.code, error?.extensions?.status, error?.message], ['FORBIDDEN', 403, REFUSAL], JSON.stringify(refused.body));
      assert.equal(refused.body.data ?? null, null, 'no data reaches the seller');
      await op.unchanged?.(subject);
      const again = op.graphql(subject);
      const allowed = await shop.admin.graphql(again.query, again.variables);
      assert.equal(allowed.body.errors?.[0]?.extensions?.code, op.admin.code, JSON.stringify(allowed.body));
    });
  }
});

describe('what a shop.seller keeps: the daily order and catalogue work', () => {
  it('answers the shop.seller the orders, the dashboard, the inventory and the categories', async () => {
    for (const path of ['/api/orders', '/api/stats/overview', '/api/stats/revenue-by-day', '/api/products/inventory', '/api/categories']) {
      const res = await shop.seller.get(path);
      assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
    }
    const orderId = await qrOrder();
    const status = await shop.seller.put(`/api/orders/${orderId}/status`, { status: 'confirmed', note: 'Đã gọi xác nhận' });
    assert.equal(status.status, 200, JSON.stringify(status.body));
  });
});
