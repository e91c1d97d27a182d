import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { DEMO, clientAt } from '../support/identity';
import { waitForOrderPaid } from './orders-support';
import { useShop } from '../support/shop';

// Payments through the gateway: the REST routes of product §15 under /api/orders/{id}/… that payments
// owns, beside orders' own /api/orders routes, and the SePay webhook behind the raw proxy.

let customer: ShopClient;
let other: ShopClient;
let staff: ShopClient;
let orderId: string;
let orderNumber: string;
let total: number;
const shop = useShop({}, async () => {
  customer = await register();
  other = await register();
  staff = await signedIn(DEMO.admin.email, DEMO.admin.password);
  const products = await customer.graphql<{ products: { products: { id: string; variants: { id: string; stock: number }[]; totalStock: number }[] } }>(
    '{ products(filter: { limit: 50 }) { products { id totalStock variants { id stock } } } }',
  );
  const product = products.body.data!.products.products.find((p) => p.variants.some((v) => v.stock >= 2))!;
  const variant = product.variants.find((v) => v.stock >= 2)!;
  const placed = await customer.post('/api/orders', {
    items: [{ productId: product.id, variantId: variant.id, quantity: 1 }],
    customerInfo: { name: 'Khách QR', email: 'qr@example.com', phone: '0912345678' },
    shippingAddress: { fullName: 'Khách QR', phone: '0912345678', addressLine: '1 Lê Lợi', city: 'Hà Nội' },
    shippingMethod: 'standard',
    paymentMethod: 'qr_payment',
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  orderId = placed.body.data.order._id;
  orderNumber = placed.body.data.order.orderNumber;
  total = placed.body.data.order.totalAmount;
  const paymentData = placed.body.data.paymentData;
  assert.equal(paymentData.orderId, orderId);
  assert.equal(paymentData.amount, total);
  assert.equal(paymentData.transferContent, `DONHANG${orderNumber}`);
  assert.match(paymentData.qrPayload, /^000201010212/);
});

async function signedIn(email: string, password: string): Promise<ShopClient> {
  return (await clientAt(new ShopClient(shop.baseUrl)).login(email, password)).client;
}

async function register(): Promise<ShopClient> {
  const account = {
    name: 'Khách QR',
    email: `qr.${Date.now()}.${randomInt(1e6)}@example.com`,
    phone: `09${String(randomInt(1e8)).padStart(8, '0')}`,
    password: 'matkhau123',
  };
  const res = await clientAt(new ShopClient(shop.baseUrl)).post('/api/auth/register', account);
  assert.equal(res.status, 201);
  return signedIn(account.email, account.password);
}

describe('payments through the REST facade', () => {
  it('answers the payment status to the owner and staff, 404 to anyone else', async () => {
    const mine = await customer.get(`/api/orders/${orderId}/payment-status`);
    assert.equal(mine.status, 200);
    assert.equal(mine.body.data.isPaid, false);
    assert.equal((await staff.get(`/api/orders/${orderId}/payment-status`)).body.data.isPaid, false);
    assert.equal((await other.get(`/api/orders/${orderId}/payment-status`)).status, 404);
    assert.equal((await customer.get('/api/orders/00000000-0000-4000-8000-000000000000/payment-status')).status, 404);
  });

  it('gives the QR page a new code and lets the customer cancel the QR payment', async () => {
    const renewed = await customer.post(`/api/orders/${orderId}/payment-session`, {});
    assert.equal(renewed.status, 201);
    assert.equal(renewed.body.data.paymentData.transferContent, `DONHANG${orderNumber}`);
    const current = await customer.get(`/api/orders/${orderId}/payment-session`);
    assert.equal(current.body.data.paymentData.paymentId, renewed.body.data.paymentData.paymentId);
    assert.equal((await customer.put(`/api/orders/${orderId}/payment-status`, { paymentStatus: 'paid' })).status, 400);
    const cancelled = await customer.put(`/api/orders/${orderId}/payment-status`, { paymentStatus: 'unpaid' });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.data.paymentStatus, 'unpaid');
  });

  it('refuses unsigned SePay notifications at the gateway with 401', async () => {
    const res = await new ShopClient(shop.baseUrl).post('/api/payments/webhooks/sepay', {
      id: 1,
      content: `DONHANG${orderNumber}`,
      transferType: 'in',
      transferAmount: total,
    });
    assert.equal(res.status, 401);
    assert.equal((await customer.get(`/api/orders/${orderId}/payment-status`)).body.data.isPaid, false);
  });

  it('lets staff confirm the payment once, with a transaction code, and orders shows it paid', async () => {
    const blank = await staff.post(`/api/orders/${orderId}/confirm-payment`, { transactionId: '  ', note: '' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.message, 'Vui lòng nhập mã giao dịch');
    assert.equal((await customer.post(`/api/orders/${orderId}/confirm-payment`, { transactionId: 'FT1' })).status, 403);
    const ok = await staff.post(`/api/orders/${orderId}/confirm-payment`, { transactionId: `FT${randomInt(1e9)}`, note: 'Đã nhận' });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.message, 'Xác nhận thanh toán thành công');
    assert.equal((await staff.post(`/api/orders/${orderId}/confirm-payment`, { transactionId: `FT${randomInt(1e9)}` })).status, 409);
    assert.equal((await customer.get(`/api/orders/${orderId}/payment-status`)).body.data.isPaid, true);
    await waitForOrderPaid(customer, orderId);
  });

  it('lists transfers needing staff to staff only', async () => {
    assert.equal((await staff.get('/api/payments/transactions')).status, 200);
    assert.equal((await customer.get('/api/payments/transactions')).status, 403);
  });
});
