import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { waitFor } from '@shop/testing';
import { Pool } from 'pg';
import { ShopClient, uniqueEmail } from '../support/http';
import { clientAt, registerCustomer } from '../support/identity';
import { plainText, temporaryPasswordIn, waitForMail } from '../support/mail';
import { useShop } from '../support/shop';
import { serviceDatabaseUrl } from '../support/system';
import { createCoupon, orderPayload, stockedProduct, syntheticCustomer, variantStock, waitForStock, type StockedProduct } from './orders-support';

// Orders taken by phone or chat (decision 0660): staff find or create the customer and place the
// order for them through the shopper's own placement path.

const shop = useShop({ signIn: ['admin', 'seller'] });

let ordersDb: Promise<Pool> | undefined;
const ordersPool = (): Promise<Pool> =>
  (ordersDb ??= serviceDatabaseUrl('orders').then((url) => new Pool({ connectionString: url, max: 2, allowExitOnIdle: true })));

/** The events orders wrote for an order, by type, with their payloads. */
async function eventsOf(orderId: string): Promise<Map<string, Record<string, unknown>>> {
  const { rows } = await (await ordersPool()).query(`SELECT type, payload FROM outbox WHERE payload->>'orderId' = $1`, [orderId]);
  return new Map(rows.map((r) => [r.type as string, r.payload as Record<string, unknown>]));
}

let phones = 0;
const uniquePhone = () => `09${String((Date.now() + phones++) % 100_000_000).padStart(8, '0')}`;

async function newCustomer(staff: ShopClient, name = 'Nguyễn Thị Zalo'): Promise<{ _id: string; email: string; phone: string; name: string }> {
  const res = await staff.post('/api/order-customers', { name, phone: uniquePhone(), email: uniqueEmail('dt') });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const customer = res.body.data.customer;
  // orders hears of the account by identity.UserRegistered, and waits at most 1 s for it (decision 0660).
  const db = await ordersPool();
  await waitFor(async () => (await db.query('SELECT 1 FROM customers WHERE id = $1', [customer._id])).rowCount === 1, {
    timeoutMs: 15_000,
    intervalMs: 50,
    what: 'orders to know the new customer',
  });
  return customer;
}

const placeFor = (staff: ShopClient, customerId: string, body: Record<string, unknown>, key?: string) =>
  staff.request('POST', `/api/order-customers/${customerId}/orders`, body, key ? { 'idempotency-key': key } : {});

const forCustomer = (
  c: { name: string; email: string; phone: string },
  lines: { p: StockedProduct; quantity: number }[],
  extra: Record<string, unknown> = {},
) => orderPayload(lines, { customerInfo: { name: c.name, email: c.email, phone: c.phone }, ...extra });

describe('an order taken by phone', () => {
  it("is the customer's order placed as their own: stock, coupon, the same events, the mail, and who took it", { timeout: 120_000 }, async () => {
    const [a, b] = [await stockedProduct(shop.api, shop.admin, 10, 100_000), await stockedProduct(shop.api, shop.admin, 10, 50_000)];
    const coupon = await createCoupon(shop.admin, { usageLimit: 5, discountValue: 20_000 });
    const customer = await newCustomer(shop.admin);
    assert.match(customer.phone, /^09\d{8}$/);
    const found = await shop.admin.get(`/api/order-customers?search=${customer.phone}`);
    assert.deepEqual(
      found.body.data.customers.map((c: { _id: string }) => c._id),
      [customer._id],
    );

    const res = await placeFor(
      shop.admin,
      customer._id,
      forCustomer(
        customer,
        [
          { p: a, quantity: 2 },
          { p: b, quantity: 1 },
        ],
        { couponCode: coupon.code },
      ),
    );
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const order = res.body.data.order;
    assert.equal(order.customerId, customer._id);
    const me = await shop.admin.get('/api/auth/me');
    assert.deepEqual(order.createdBy, { _id: me.body.data.user._id, name: me.body.data.user.name });
    assert.equal(order.subtotal, 250_000);
    assert.equal(order.totalDiscount, 20_000);
    assert.equal(order.totalAmount, 250_000 + order.shippingFee - 20_000);
    await waitForStock(shop.api, a, 8);
    assert.equal(await variantStock(shop.api, b), 9);
    const coupons = await shop.admin.get('/api/coupons');
    assert.equal(coupons.body.data.coupons.find((c: { _id: string }) => c._id === coupon._id).usedCount, 1);

    // The same events as a shopper's order, with the same fields.
    const shopper = await syntheticCustomer(shop.api);
    const own = await shopper.post('/api/orders', orderPayload([{ p: a, quantity: 1 }]));
    assert.equal(own.status, 201, JSON.stringify(own.body));
    const [staffEvents, shopperEvents] = [await eventsOf(order._id), await eventsOf(own.body.data.order._id)];
    assert.deepEqual([...staffEvents.keys()].sort(), [...shopperEvents.keys()].sort());
    assert.ok(staffEvents.has('orders.OrderPlaced'));
    assert.deepEqual(Object.keys(staffEvents.get('orders.OrderPlaced')!).sort(), Object.keys(shopperEvents.get('orders.OrderPlaced')!).sort());
    assert.equal(staffEvents.get('orders.OrderPlaced')!.customerId, customer._id);

    // The confirmation mail, then a password through 'Quên mật khẩu', then the order in my orders.
    assert.ok(plainText(await waitForMail(customer.email)).includes(order.orderNumber));
    assert.equal((await clientAt(shop.api).post('/api/auth/forgot-password', { email: customer.email })).status, 200);
    const temporaryPassword = temporaryPasswordIn(await waitForMail(customer.email, 1));
    const reset = await clientAt(shop.api).post('/api/auth/reset-password', {
      email: customer.email,
      temporaryPassword,
      newPassword: 'dat-qua-zalo-1',
      confirmPassword: 'dat-qua-zalo-1',
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    const { client } = await clientAt(shop.api).login(customer.email, 'dat-qua-zalo-1');
    const mine = await client.get('/api/orders/my-orders');
    assert.deepEqual(
      mine.body.data.orders.map((o: { _id: string }) => o._id),
      [order._id],
    );
    const detail = await shop.admin.get(`/api/orders/${order._id}`);
    assert.deepEqual(detail.body.data.order.createdBy, order.createdBy);
  });

  it('lets a seller take a QR order, answered with the payment data the QR page shows', { timeout: 60_000 }, async () => {
    const p = await stockedProduct(shop.api, shop.admin, 5);
    const customer = await newCustomer(shop.seller, 'Trần Văn Facebook');
    const res = await placeFor(shop.seller, customer._id, forCustomer(customer, [{ p, quantity: 1 }], { paymentMethod: 'qr_payment' }));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.data.order.paymentStatus, 'pending');
    assert.equal(res.body.data.paymentData.orderId, res.body.data.order._id);
    const me = await shop.seller.get('/api/auth/me');
    assert.equal(res.body.data.order.createdBy._id, me.body.data.user._id);
  });

  it('gives one order for the same key sent five times at once', { timeout: 60_000 }, async () => {
    const p = await stockedProduct(shop.api, shop.admin, 10);
    const customer = await newCustomer(shop.admin);
    const key = randomUUID();
    const body = forCustomer(customer, [{ p, quantity: 2 }]);
    const results = await Promise.all(Array.from({ length: 5 }, () => placeFor(shop.admin, customer._id, body, key)));
    assert.deepEqual([...new Set(results.map((r) => r.status))], [201]);
    assert.equal(new Set(results.map((r) => r.body.data.order._id)).size, 1);
    assert.equal(await variantStock(shop.api, p), 8);
  });

  it('sells exactly the last 3 units to 12 staff orders placed at once', { timeout: 120_000 }, async () => {
    const p = await stockedProduct(shop.api, shop.admin, 3);
    const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer(shop.admin)));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const c = customers[i % 4];
        return placeFor(i % 2 ? shop.seller : shop.admin, c._id, forCustomer(c, [{ p, quantity: 1 }]), randomUUID());
      }),
    );
    const placed = results.filter((r) => r.status === 201);
    assert.equal(placed.length, 3, [...new Set(results.map((r) => `${r.status} ${r.body.code}`))].join(','));
    const refused = results.filter((r) => r.status !== 201);
    assert.equal(refused.length, 9);
    assert.ok(refused.every((r) => r.status === 409 && r.body.code === 'INSUFFICIENT_STOCK'));
    assert.equal(await variantStock(shop.api, p), 0);
  });
});

describe('who may take an order for a customer', () => {
  it('refuses customers and guests at the orders service, and accounts that are not customers', async () => {
    const p = await stockedProduct(shop.api, shop.admin, 5);
    const victim = await newCustomer(shop.admin);
    const body = forCustomer(victim, [{ p, quantity: 1 }]);
    const { client: customer } = await registerCustomer(shop.api);
    for (const [who, status] of [
      [customer, 403],
      [shop.api, 401],
    ] as const) {
      assert.equal((await placeFor(who, victim._id, body)).status, status);
      assert.equal((await who.get(`/api/order-customers?search=${victim.phone}`)).status, status);
      assert.equal((await who.post('/api/order-customers', { name: 'X', phone: uniquePhone(), email: uniqueEmail('x') })).status, status);
    }
    // Staff accounts are not offered as customers, even to a search that names them.
    const sellerEmail = (await shop.seller.get('/api/auth/me')).body.data.user.email;
    const staffFound = await shop.seller.get(`/api/order-customers?search=${encodeURIComponent(sellerEmail)}`);
    assert.equal(staffFound.status, 200);
    assert.deepEqual(staffFound.body.data.customers, []);
    const staffId = (await shop.seller.get('/api/auth/me')).body.data.user._id;
    const asStaff = await placeFor(shop.admin, staffId, body);
    assert.equal(asStaff.status, 404);
    assert.equal(asStaff.body.message, 'Không tìm thấy khách hàng');
    // Staff still do not order for themselves (decision 0653).
    assert.equal((await shop.admin.post('/api/orders', body)).body.code, 'STAFF_CANNOT_ORDER');
    assert.equal(await variantStock(shop.api, p), 5);
  });

  it('answers malformed requests 400 (a variant the product does not have 409) with Vietnamese messages, reserving nothing', async () => {
    const p = await stockedProduct(shop.api, shop.admin, 5);
    const customer = await newCustomer(shop.admin);
    const badPhone = await shop.admin.post('/api/order-customers', { name: 'Lê Sai Số', phone: '12345', email: uniqueEmail('sai') });
    assert.equal(badPhone.status, 400);
    assert.equal(badPhone.body.errors.phone, 'Số điện thoại không hợp lệ');
    const body = forCustomer(customer, [{ p, quantity: 1 }]);
    const noAddress = await placeFor(shop.admin, customer._id, {
      ...body,
      shippingAddress: { fullName: 'Lê A', phone: '0912345678', addressLine: '', city: '' },
    });
    assert.equal(noAddress.status, 400);
    assert.equal(noAddress.body.errors['shippingAddress.addressLine'], 'Vui lòng nhập địa chỉ');
    assert.equal(noAddress.body.errors['shippingAddress.city'], 'Vui lòng chọn tỉnh/thành phố');
    const wrongPhone = await placeFor(shop.admin, customer._id, { ...body, shippingAddress: { ...(body.shippingAddress as object), phone: 'abc' } });
    assert.equal(wrongPhone.status, 400);
    assert.equal(wrongPhone.body.errors['shippingAddress.phone'], 'Số điện thoại không hợp lệ');
    const unknownVariant = await placeFor(shop.admin, customer._id, {
      ...body,
      items: [{ productId: p.productId, variantId: randomUUID(), quantity: 1 }],
    });
    // The product is on sale: staff are asked to choose its variant again, not told it is no longer sold.
    assert.equal(unknownVariant.status, 409, JSON.stringify(unknownVariant.body));
    assert.equal(unknownVariant.body.code, 'VARIANT_UNAVAILABLE');
    assert.match(unknownVariant.body.message, /^Sản phẩm ".+" không còn phân loại bạn đã chọn, vui lòng chọn lại$/);
    const notACustomer = await placeFor(shop.admin, 'khong-phai-id', body);
    assert.equal(notACustomer.status, 400);
    assert.equal(notACustomer.body.errors.customerId, 'Vui lòng chọn khách hàng');
    await waitFor(async () => (await variantStock(shop.api, p)) === 5, { timeoutMs: 5000, what: 'stock untouched' });
  });
});
