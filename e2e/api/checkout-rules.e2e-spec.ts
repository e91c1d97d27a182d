import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { deliveryPromise, formatVnd, SHIPPING_RATES, SHIPPING_ZONES } from '@shop/contracts';
import { ShopClient, uniqueEmail } from '../support/http';
import { plainText, waitForMail } from '../support/mail';
import { repoRoot } from '../support/system';
import { createCoupon, orderPayload, stockedProduct, syntheticCustomer, variantStock, type StockedProduct } from './orders-support';
import { useShop } from '../support/shop';

// The shopper's rules the server holds (decisions 0650-0652): one shipping fee, charged by the
// server and stated alike everywhere; staff do not order; a customer's whole order list; the
// coupons a cart may choose from.

let product: StockedProduct;
const day = 24 * 3600 * 1000;
const shop = useShop({ signIn: ['admin', 'seller'] }, async () => {
  product = await stockedProduct(shop.api, shop.admin, 200, 150_000);
});

const CITIES = { major: 'Thành phố Hà Nội', other: 'Tỉnh Cần Thơ' } as const;
// Money as any page, mail or script could write it: '30.000đ', '30.000 ₫', escaped or not.
const MONEY = /\d{1,3}(?:\.\d{3})+(?:\s|\\u00a0|&nbsp;)?(?:đ|₫|\\u0111|\\u20ab)/gi;

describe('the shipping fee', () => {
  it('charges each zone and method the fee of the one rule, and the mail states that fee and its delivery time', async () => {
    for (const zone of SHIPPING_ZONES) {
      for (const method of ['standard', 'express'] as const) {
        const email = uniqueEmail(`phi-${zone}-${method}`);
        const buyer = await syntheticCustomer(shop.api);
        const payload = orderPayload([{ p: product, quantity: 1 }], {
          shippingMethod: method,
          customerInfo: { name: 'Lê Văn Phí', email, phone: '0912345678' },
        });
        (payload.shippingAddress as Record<string, unknown>).city = CITIES[zone];
        const res = await buyer.post('/api/orders', payload);
        assert.equal(res.status, 201, JSON.stringify(res.body));
        const order = res.body.data.order;
        const fee = SHIPPING_RATES[method][zone].fee;
        assert.equal(order.shippingFee, fee, `${zone} ${method}`);
        assert.equal(order.totalAmount, product.price + fee);

        const quoted = await shop.api.graphql<{ shippingFee: number }>(
          'query Q($city: String!, $method: OrderShippingMethod) { shippingFee(city: $city, method: $method) }',
          {
            city: CITIES[zone],
            method,
          },
        );
        assert.equal(quoted.body.data?.shippingFee, fee, JSON.stringify(quoted.body));

        const mail = plainText(await waitForMail(email));
        assert.match(mail, new RegExp(`Phí vận chuyển: ${formatVnd(fee)}\\n`));
        assert.ok(mail.includes(`\n${deliveryPromise(CITIES[zone], method)}\n`), mail);
        const stated = [...mail.matchAll(MONEY)].map((m) => m[0]);
        assert.deepEqual(stated.sort(), [formatVnd(product.price), formatVnd(product.price), formatVnd(fee), formatVnd(order.totalAmount)].sort(), mail);
      }
    }
  });

  it('serves no page script that writes an amount of money by hand: every fee shown comes from the rule checkout charges by', async () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const files = [...new Set(Object.values(manifest).map((entry) => entry.file))].filter((f) => f.endsWith('.js'));
    assert.ok(files.length > 10, `the web app's scripts: ${files.join(', ')}`);
    const written: string[] = [];
    for (const file of [...files, 'index.html']) {
      const res = await fetch(`${shop.baseUrl}/${file}`);
      assert.equal(res.status, 200, file);
      for (const m of (await res.text()).matchAll(MONEY)) written.push(`${file}: ${m[0]}`);
    }
    assert.deepEqual(written, []);
  });
});

describe('who orders', () => {
  it('refuses an order placed with a staff token, in Vietnamese, and takes no stock', async () => {
    const before = await variantStock(shop.api, product);
    for (const staff of [shop.admin, shop.seller]) {
      const res = await staff.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]));
      assert.equal(res.status, 403, JSON.stringify(res.body));
      assert.equal(res.body.code, 'STAFF_CANNOT_ORDER');
      assert.equal(res.body.message, 'Tài khoản quản trị không thể đặt hàng. Vui lòng đăng nhập bằng tài khoản khách hàng để mua sắm');
    }
    assert.equal(await variantStock(shop.api, product), before);
  });
});

describe("a customer's orders", () => {
  it('answers every order of the customer when no limit is asked, newest first, and a page when one is', async () => {
    const buyer = await syntheticCustomer(shop.api);
    const placed: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]));
      assert.equal(res.status, 201, JSON.stringify(res.body));
      placed.push(res.body.data.order._id);
    }
    const all = await buyer.get('/api/orders/my-orders');
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.deepEqual(
      all.body.data.orders.map((o: { _id: string }) => o._id),
      [...placed].reverse(),
    );
    assert.deepEqual(all.body.data.pagination, { page: 1, limit: 12, pages: 1, total: 12 });
    const page = await buyer.get('/api/orders/my-orders?limit=5&page=3');
    assert.deepEqual(
      page.body.data.orders.map((o: { _id: string }) => o._id),
      [placed[1], placed[0]],
    );
  });
});

describe("'Chọn voucher'", () => {
  it('lists the active public coupons for the cart, usable first, and says why the others do not apply', async () => {
    const now = Date.now();
    const usable = await createCoupon(shop.admin, { isPublic: true, discountValue: 25_000 });
    const bigger = await createCoupon(shop.admin, { isPublic: true, discountType: 'percentage', discountValue: 20, maxDiscount: 40_000 });
    const minimum = await createCoupon(shop.admin, { isPublic: true, minOrderValue: 5_000_000 });
    const expired = await createCoupon(shop.admin, {
      isPublic: true,
      startDate: new Date(now - 3 * day).toISOString(),
      endDate: new Date(now - day).toISOString(),
    });
    const hidden = await createCoupon(shop.admin, {});
    const inactive = await createCoupon(shop.admin, { isPublic: true, isActive: false });
    assert.equal(usable.isPublic, true);
    assert.equal(hidden.isPublic, false);

    const buyer = await syntheticCustomer(shop.api);
    const res = await buyer.get('/api/coupons/offers?orderAmount=300000');
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const offers: { usable: boolean; reason: string | null; discount: number; coupon: { code: string } }[] = res.body.data.offers;
    const mine = offers.filter((o) => [usable, bigger, minimum, expired, hidden, inactive].some((c) => c.code === o.coupon.code));
    const byCode = new Map(mine.map((o) => [o.coupon.code, o]));
    assert.equal(mine.length, 4, JSON.stringify(mine));
    assert.equal(byCode.has(hidden.code), false);
    assert.equal(byCode.has(inactive.code), false);
    assert.deepEqual([byCode.get(bigger.code)?.discount, byCode.get(usable.code)?.discount], [40_000, 25_000]);
    assert.deepEqual(byCode.get(minimum.code), {
      usable: false,
      reason: `Đơn hàng tối thiểu ${formatVnd(5_000_000)} để áp dụng mã giảm giá này`,
      discount: 0,
      coupon: byCode.get(minimum.code)?.coupon,
    });
    assert.equal(byCode.get(expired.code)?.reason, 'Mã giảm giá đã hết hạn');
    const firstRefused = offers.findIndex((o) => !o.usable);
    assert.ok(firstRefused > 0 && offers.slice(firstRefused).every((o) => !o.usable), 'usable coupons come first');
    assert.ok(
      offers.slice(0, firstRefused).every((o, i, list) => i === 0 || list[i - 1].discount >= o.discount),
      'the largest discount first',
    );
  });

  it('asks the shopper to sign in', async () => {
    const res = await new ShopClient(shop.baseUrl).get('/api/coupons/offers?orderAmount=100000');
    assert.equal(res.status, 401);
  });
});
