import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { DomainError } from '@shop/platform';
import { useStarted } from '@shop/testing';
import { PlaceOrderService } from '../src/orders/place-order.service';
import { customer, orderInput, startOrdersApp } from './support/orders-app';

let placement: PlaceOrderService;
const t = useStarted(
  () => startOrdersApp('idempotency'),
  async () => {
    placement = t.app.get(PlaceOrderService);
  },
);

const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as DomainError).code : 'OK');
const ordersOf = async (customerId: string) => Number((await t.pool.query('SELECT count(*) AS n FROM orders WHERE customer_id = $1', [customerId])).rows[0].n);

describe('an Idempotency-Key is bound to the request it first came with (decision 0614)', () => {
  it('answers 422 IDEMPOTENCY_KEY_REUSED to the same key with another body, and keeps the first order', async () => {
    const p = t.catalog.product(20);
    const buyer = customer();
    const key = randomUUID();
    const first = await placement.place(buyer, orderInput([{ ...p, quantity: 1 }]), key);
    for (const other of [orderInput([{ ...p, quantity: 5 }]), orderInput([{ ...p, quantity: 1 }], { customerNote: 'Giao buổi sáng' })]) {
      await assert.rejects(placement.place(buyer, other, key), (err: DomainError) => {
        assert.equal(err.code, 'IDEMPOTENCY_KEY_REUSED');
        assert.equal(err.status, 422);
        assert.match(err.message, /\(Idempotency-Key\) này đã được dùng cho một đơn hàng có nội dung khác/);
        return true;
      });
    }
    assert.equal(await ordersOf(buyer.id), 1);
    assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 19, 'nothing reserved for the refused requests');
    const again = await placement.place(buyer, orderInput([{ ...p, quantity: 1 }], { couponCode: '', customerNote: '' }), key);
    assert.equal(again.order.id, first.order.id, 'the same body, spelt differently, is still the same order');
  });

  it('places exactly one order for one key sent at once with two bodies; every other answer is 422 or that order', async () => {
    const p = t.catalog.product(50);
    const buyer = customer();
    const key = randomUUID();
    const bodies = [orderInput([{ ...p, quantity: 1 }]), orderInput([{ ...p, quantity: 2 }])];
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => placement.place(buyer, bodies[i % 2], key)));
    assert.equal(await ordersOf(buyer.id), 1);
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.order] : []));
    assert.ok(placed.length >= 1, results.map(codeOf).join(','));
    assert.equal(new Set(placed.map((o) => o.id)).size, 1);
    const quantity = placed[0].items[0].quantity;
    // The requests with the winning body got its order; every one with the other body was refused.
    results.forEach((r, i) => assert.equal(codeOf(r), bodies[i % 2].items[0].quantity === quantity ? 'OK' : 'IDEMPOTENCY_KEY_REUSED', `request ${i}`));
    assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 50 - quantity);
  });

  it('still answers the order of a claim taken before fingerprints were kept', async () => {
    const p = t.catalog.product(10);
    const buyer = customer();
    const key = randomUUID();
    const first = await placement.place(buyer, orderInput([{ ...p, quantity: 1 }]), key);
    await t.pool.query('UPDATE order_requests SET fingerprint = NULL WHERE customer_id = $1 AND idempotency_key = $2', [buyer.id, key]);
    const again = await placement.place(buyer, orderInput([{ ...p, quantity: 2 }]), key);
    assert.equal(again.order.id, first.order.id);
    assert.equal(await ordersOf(buyer.id), 1);
  });
});

describe('the per-line cap applies to the summed line', () => {
  it('refuses the same variant given three times as 99, before claiming the key or reserving', async () => {
    const p = t.catalog.product(500);
    const buyer = customer();
    const key = randomUUID();
    const line = { ...p, quantity: 99 };
    await assert.rejects(placement.place(buyer, orderInput([line, line, line]), key), (err: DomainError) => {
      assert.equal(err.code, 'VALIDATION_FAILED');
      assert.equal(err.status, 400);
      assert.equal(err.message, 'Số lượng phải từ 1 đến 99');
      return true;
    });
    assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 500);
    assert.equal(await ordersOf(buyer.id), 0);
    assert.equal(Number((await t.pool.query('SELECT count(*) AS n FROM order_requests WHERE customer_id = $1', [buyer.id])).rows[0].n), 0);
    const fine = await placement.place(
      buyer,
      orderInput([
        { ...p, quantity: 50 },
        { ...p, quantity: 49 },
      ]),
      key,
    );
    assert.equal(fine.order.items.length, 1);
    assert.equal(fine.order.items[0].quantity, 99);
  });
});
