import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { stays } from '@shop/testing';
import { createCoupon, orderPayload, stockedProduct, syntheticCustomer, variantStock, waitForStock } from './orders-support';
import { useShop } from '../support/shop';

// The concurrency proofs, through the gateway against the real catalog and orders.

const shop = useShop({ signIn: ['admin'] });

/** Runs `jobs` with at most `width` in flight (the gateway's 2 cores, not the test, are the limit). */
async function inParallel<T>(jobs: (() => Promise<T>)[], width = 50): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]();
      }
    }),
  );
  return out;
}

describe('no overselling under concurrency', () => {
  it('sells exactly 20 units to 200 different customers ordering at once, and stock ends at 0', { timeout: 240_000 }, async () => {
    const p = await stockedProduct(shop.api, shop.admin, 20);
    const customers = await Promise.all(Array.from({ length: 200 }, () => syntheticCustomer(shop.api)));
    const results = await inParallel(customers.map((c) => () => c.post('/api/orders', orderPayload([{ p, quantity: 1 }]))));
    const statuses = results.map((r) => r.status);
    const placed = results.filter((r) => r.status === 201);
    assert.equal(placed.length, 20, `statuses: ${[...new Set(statuses)].join(',')}`);
    const refused = results.filter((r) => r.status === 409);
    assert.equal(refused.length, 180);
    assert.ok(
      refused.every((r) => r.body.code === 'INSUFFICIENT_STOCK' && /hết hàng|chỉ còn/.test(r.body.message)),
      JSON.stringify(refused[0].body),
    );
    assert.equal(new Set(placed.map((r) => r.body.data.order.orderNumber)).size, 20);
    assert.equal(await variantStock(shop.api, p), 0);
  });
});

describe('coupon limits under concurrency', () => {
  it('lets a usageLimit-1 coupon be used exactly once by 50 parallel orders', { timeout: 120_000 }, async () => {
    const p = await stockedProduct(shop.api, shop.admin, 100);
    const coupon = await createCoupon(shop.admin, { usageLimit: 1, discountValue: 30_000 });
    const customers = await Promise.all(Array.from({ length: 50 }, () => syntheticCustomer(shop.api)));
    const results = await Promise.all(customers.map((c) => c.post('/api/orders', orderPayload([{ p, quantity: 1 }], { couponCode: coupon.code }))));
    const placed = results.filter((r) => r.status === 201);
    assert.equal(placed.length, 1, [...new Set(results.map((r) => `${r.status} ${r.body.code}`))].join(','));
    assert.equal(placed[0].body.data.order.totalDiscount, 30_000);
    assert.ok(results.filter((r) => r.status !== 201).every((r) => r.status === 400 && r.body.code === 'COUPON_USED_UP'));
    const list = await shop.admin.get('/api/coupons');
    assert.equal(list.body.data.coupons.find((c: { _id: string }) => c._id === coupon._id).usedCount, 1);
    // The 49 refused orders gave their reservations back.
    assert.equal(await variantStock(shop.api, p), 99);
  });
});

describe('Idempotency-Key', () => {
  it('gives one order for the same key sent 10 times in parallel, and takes the stock once', { timeout: 60_000 }, async () => {
    const p = await stockedProduct(shop.api, shop.admin, 10);
    const customer = await syntheticCustomer(shop.api);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => customer.request('POST', '/api/orders', orderPayload([{ p, quantity: 2 }]), { 'idempotency-key': key })),
    );
    assert.deepEqual([...new Set(results.map((r) => r.status))], [201]);
    assert.equal(new Set(results.map((r) => r.body.data.order._id)).size, 1);
    const mine = await customer.get('/api/orders/my-orders');
    assert.equal(mine.body.data.orders.length, 1);
    assert.equal(await variantStock(shop.api, p), 8);
  });
});

describe('cancelling under concurrency', () => {
  it('returns the stock once when two cancels arrive together', { timeout: 60_000 }, async () => {
    const p = await stockedProduct(shop.api, shop.admin, 5);
    const customer = await syntheticCustomer(shop.api);
    const placed = await customer.post('/api/orders', orderPayload([{ p, quantity: 3 }]));
    assert.equal(placed.status, 201);
    assert.equal(await variantStock(shop.api, p), 2);
    const id = placed.body.data.order._id;
    const results = await Promise.all([1, 2].map(() => customer.put(`/api/orders/${id}/cancel`, { reason: 'Đổi ý, không muốn mua nữa' })));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    // The catalog returns the stock on OrderCancelled: it comes back, and only once.
    await waitForStock(shop.api, p, 5);
    await stays(async () => (await variantStock(shop.api, p)) === 5, { forMs: 1000, intervalMs: 200, what: 'the stock given back once' });
  });
});
