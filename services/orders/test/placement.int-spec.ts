import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { MessageBus } from '@shop/messaging';
import { DomainError, MESSAGE_BUS } from '@shop/platform';
import { recordStatements, useStarted, waitFor } from '@shop/testing';
import { CouponsService } from '../src/coupons/coupons.service';
import { PlaceOrderService } from '../src/orders/place-order.service';
import { couponValidToday, customer, orderInput, startOrdersApp } from './support/orders-app';

let placement: PlaceOrderService;
let coupons: CouponsService;
const t = useStarted(
  () => startOrdersApp('placement'),
  async () => {
    placement = t.app.get(PlaceOrderService);
    coupons = t.app.get(CouponsService);
  },
);

const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as DomainError).code : 'OK');
const count = async (sql: string, params: unknown[] = []) => Number((await t.pool.query(sql, params)).rows[0].n);
/** A coupon worth `value` dong off, valid from yesterday to tomorrow. */
const fixedCoupon = (code: string, value: number, usageLimit?: number) =>
  coupons.create(couponValidToday({ code, discountType: 'fixed', discountValue: value, usageLimit }));

describe('order placement (architecture §7)', () => {
  it('prices the order itself: catalog prices, the product §7 fee, the coupon discount', async () => {
    const p = t.catalog.product(10, 250_000);
    await coupons.create(
      couponValidToday({
        code: 'giam10',
        discountType: 'percentage',
        discountValue: 10,
        maxDiscount: 30_000,
      }),
    );
    const { order, paymentData } = await placement.place(
      customer(),
      orderInput([{ ...p, quantity: 2 }], {
        couponCode: 'Giam10',
        shippingAddress: { fullName: 'A', phone: '0912345678', addressLine: '1 Lê Lợi', city: 'Đà Nẵng' },
      }),
    );
    assert.equal(order.subtotal, 500_000);
    assert.equal(order.shippingFee, 50_000);
    assert.equal(order.totalDiscount, 30_000);
    assert.equal(order.totalAmount, 520_000);
    assert.equal(order.couponCode, 'GIAM10');
    assert.match(order.orderNumber, /^DH\d{6}$/);
    assert.equal(order.status, 'pending');
    assert.equal(order.paymentStatus, 'unpaid');
    assert.equal(order.items[0].price, 250_000);
    assert.equal(order.items[0].variant?.color, 'Xanh');
    assert.equal(paymentData, null);
    assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 8);
    const outbox = await t.pool.query(`SELECT payload FROM outbox WHERE type = 'orders.OrderPlaced' AND payload->>'orderId' = $1`, [order.id]);
    assert.equal(outbox.rowCount, 1);
    assert.equal(outbox.rows[0].payload.totalAmount, 520_000);
  });

  it('gives one order for the same Idempotency-Key sent ten times in parallel, reserving once', async () => {
    const p = t.catalog.product(50);
    const buyer = customer();
    const key = randomUUID();
    const callsBefore = t.catalog.reserveCalls;
    const results = await Promise.all(Array.from({ length: 10 }, () => placement.place(buyer, orderInput([{ ...p, quantity: 1 }]), key)));
    assert.equal(new Set(results.map((r) => r.order.id)).size, 1);
    assert.equal(await count('SELECT count(*) AS n FROM orders WHERE customer_id = $1', [buyer.id]), 1);
    assert.equal(t.catalog.reserveCalls - callsBefore, 1);
    assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 49);
  });

  it('does not share a key between customers', async () => {
    const p = t.catalog.product(5);
    const key = randomUUID();
    const a = await placement.place(customer(), orderInput([{ ...p, quantity: 1 }]), key);
    const b = await placement.place(customer(), orderInput([{ ...p, quantity: 1 }]), key);
    assert.notEqual(a.order.id, b.order.id);
  });

  it('takes a usageLimit-1 coupon exactly once under 30 parallel orders', async () => {
    const p = t.catalog.product(100);
    await fixedCoupon('MOTLAN', 20_000, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => placement.place(customer(), orderInput([{ ...p, quantity: 1 }], { couponCode: 'MOTLAN' }))),
    );
    const codes = results.map(codeOf);
    assert.equal(codes.filter((c) => c === 'OK').length, 1, codes.join(','));
    assert.ok(
      codes.every((c) => c === 'OK' || c === 'COUPON_USED_UP'),
      codes.join(','),
    );
    assert.equal(await count(`SELECT used_count AS n FROM coupons WHERE code = 'MOTLAN'`), 1);
    assert.equal(await count(`SELECT count(*) AS n FROM orders WHERE coupon_code = 'MOTLAN'`), 1);
    // Every refused order gave its reservation back.
    await waitFor(() => t.catalog.stock.get(`${p.productId}|${p.variantId}`) === 99, { what: 'stock back to 99' });
  });

  it('refuses a shortage with 409 naming the product and what is left', async () => {
    const p = t.catalog.product(2);
    await assert.rejects(placement.place(customer(), orderInput([{ ...p, quantity: 3 }])), (err: DomainError) => {
      assert.equal(err.status, 409);
      assert.equal(err.code, 'INSUFFICIENT_STOCK');
      assert.match(err.message, /chỉ còn 2 sản phẩm/);
      return true;
    });
  });

  it('refuses a variant its product no longer has with 409, naming the product and asking to choose again', async () => {
    const p = t.catalog.product(5);
    await assert.rejects(placement.place(customer(), orderInput([{ ...p, variantId: randomUUID(), quantity: 1 }])), (err: DomainError) => {
      assert.equal(err.status, 409);
      assert.equal(err.code, 'VARIANT_UNAVAILABLE');
      assert.equal(err.message, `Sản phẩm "Túi ${p.productId.slice(0, 4)}" không còn phân loại bạn đã chọn, vui lòng chọn lại`);
      return true;
    });
    assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 5);
  });

  it('refuses a hidden product', async () => {
    const p = t.catalog.product(5);
    t.catalog.hidden.add(p.productId);
    await assert.rejects(
      placement.place(customer(), orderInput([{ ...p, quantity: 1 }])),
      (err: DomainError) => err.code === 'PRODUCT_NOT_FOUND' || err.code === 'PRODUCT_UNAVAILABLE',
    );
  });

  it('answers 503 and creates no order when the catalog does not answer the reservation, and releases it', async () => {
    const p = t.catalog.product(5);
    const buyer = customer();
    t.catalog.silent = true;
    try {
      await assert.rejects(
        placement.place(buyer, orderInput([{ ...p, quantity: 1 }]), 'k-silent'),
        (err: DomainError) => err.code === 'CATALOG_UNAVAILABLE' && err.status === 503,
      );
    } finally {
      t.catalog.silent = false;
    }
    assert.equal(await count('SELECT count(*) AS n FROM orders WHERE customer_id = $1', [buyer.id]), 0);
    await waitFor(() => t.catalog.stock.get(`${p.productId}|${p.variantId}`) === 5, { what: 'the late reservation released', timeoutMs: 10_000 });
    // The key was let go: the customer may retry with it once the catalog is back.
    const retried = await placement.place(buyer, orderInput([{ ...p, quantity: 1 }]), 'k-silent');
    assert.equal(retried.order.status, 'pending');
  });

  it("sends orders' database two statements per order, the key claim and the placement, and wakes the relay after it (decision 0613)", async () => {
    const p = t.catalog.product(5);
    // The bus's relay, which the placement's outbox row must wake (its next pass is a second away).
    const relay = (t.app.get<MessageBus>(MESSAGE_BUS) as unknown as { relay: { nudge(): void } }).relay;
    const nudge = relay.nudge.bind(relay);
    let woken = 0;
    relay.nudge = () => {
      woken++;
      nudge();
    };
    const statements = recordStatements(t.pool);
    const placed = placement.place(customer(), orderInput([{ ...p, quantity: 1 }]), randomUUID());
    const { order } = await placed.finally(() => {
      statements.stop();
      relay.nudge = nudge;
    });
    assert.ok(woken >= 1, 'the relay was not woken');
    // The relay's and the mail sender's statements may run meanwhile; no transaction is opened.
    assert.deepEqual(
      statements.sent.filter((text) => /^\s*(BEGIN|COMMIT|ROLLBACK)/i.test(text)),
      [],
    );
    assert.deepEqual(
      statements.sent.filter((text) => text.startsWith('orders.')),
      ['orders.claim', 'orders.place'],
    );
    await waitFor(
      async () =>
        (await count(`SELECT count(*) AS n FROM outbox WHERE type = 'orders.OrderPlaced' AND payload->>'orderId' = $1 AND published_at IS NOT NULL`, [
          order.id,
        ])) === 1,
      {
        what: 'OrderPlaced published',
      },
    );
  });

  it('numbers orders from a sequence, unique under parallel placement', async () => {
    const p = t.catalog.product(40);
    const results = await Promise.all(Array.from({ length: 20 }, () => placement.place(customer(), orderInput([{ ...p, quantity: 1 }]))));
    const numbers = results.map((r) => r.order.orderNumber);
    assert.equal(new Set(numbers).size, 20);
    assert.ok(numbers.every((n) => /^DH\d{6}$/.test(n)));
  });

  it('removes the ordered lines from the server cart', async () => {
    const p = t.catalog.product(10);
    const q = t.catalog.product(10);
    const buyer = customer();
    await t.pool.query(`INSERT INTO cart_items (user_id, product_id, variant_id, quantity) VALUES ($1, $2, $3, 1), ($1, $4, $5, 2)`, [
      buyer.id,
      p.productId,
      p.variantId,
      q.productId,
      q.variantId,
    ]);
    await placement.place(buyer, orderInput([{ ...p, quantity: 1 }]));
    const left = await t.pool.query('SELECT product_id FROM cart_items WHERE user_id = $1', [buyer.id]);
    assert.deepEqual(
      left.rows.map((r) => r.product_id),
      [q.productId],
    );
  });

  it('stores what it answers: the number, the search text, the items, the coupon use and the event (one statement)', async () => {
    const p = t.catalog.product(10, 120_000);
    const q = t.catalog.product(10, 80_000);
    await fixedCoupon('LUUTRU', 10_000);
    const buyer = customer();
    const { order } = await placement.place(
      buyer,
      orderInput(
        [
          { ...p, quantity: 1 },
          { ...q, quantity: 2 },
        ],
        { couponCode: 'luutru', customerNote: 'Giao giờ hành chính' },
      ),
    );
    const [row] = (await t.pool.query('SELECT * FROM orders WHERE id = $1', [order.id])).rows;
    assert.equal(row.order_number, order.orderNumber);
    assert.equal(row.search_text, `${order.orderNumber.toLowerCase()} nguyen van khach`);
    assert.equal(row.customer_id, buyer.id);
    assert.equal(Number(row.total_amount), order.totalAmount);
    assert.equal(row.customer_note, 'Giao giờ hành chính');
    assert.equal(row.coupon_code, 'LUUTRU');
    assert.deepEqual(row.status_history, [{ status: 'pending', updatedAt: row.status_history[0].updatedAt, note: 'Đặt hàng thành công' }]);
    const items = (await t.pool.query('SELECT id, position, product_id, quantity, subtotal FROM order_items WHERE order_id = $1 ORDER BY position', [order.id]))
      .rows;
    assert.deepEqual(
      items.map((i) => [i.id, i.product_id, i.quantity, Number(i.subtotal)]),
      order.items.map((i) => [i.id, i.productId, i.quantity, i.subtotal]),
    );
    assert.deepEqual(
      items.map((i) => Number(i.subtotal)),
      [120_000, 160_000],
    );
    const [event] = (await t.pool.query(`SELECT payload FROM outbox WHERE type = 'orders.OrderPlaced' AND payload->>'orderId' = $1`, [order.id])).rows;
    assert.equal(event.payload.orderNumber, order.orderNumber);
    assert.equal(event.payload.lines.length, 2);
    assert.equal(await count(`SELECT used_count AS n FROM coupons WHERE code = 'LUUTRU'`), 1);
  });

  it('leaves nothing behind when the coupon can no longer be taken at the last moment', async () => {
    const p = t.catalog.product(10);
    const buyer = customer();
    await t.pool.query(`INSERT INTO cart_items (user_id, product_id, variant_id, quantity) VALUES ($1, $2, $3, 1)`, [buyer.id, p.productId, p.variantId]);
    await fixedCoupon('PHUTCHOT', 10_000);
    // Checked usable by the placement, switched off by staff before the order's statement runs.
    const rules = t.app.get(CouponsService);
    const usable = rules.usable.bind(rules);
    rules.usable = async (...args: Parameters<CouponsService['usable']>) => {
      const c = await usable(...args);
      await t.pool.query(`UPDATE coupons SET is_active = false WHERE code = 'PHUTCHOT'`);
      return c;
    };
    const before = await count(`SELECT last_value AS n FROM order_number_seq`);
    try {
      await assert.rejects(
        placement.place(buyer, orderInput([{ ...p, quantity: 1 }], { couponCode: 'PHUTCHOT' })),
        (e: DomainError) => e.code === 'COUPON_USED_UP',
      );
    } finally {
      rules.usable = usable;
    }
    assert.equal(await count(`SELECT count(*) AS n FROM orders WHERE customer_id = $1`, [buyer.id]), 0);
    assert.equal(await count(`SELECT count(*) AS n FROM outbox WHERE payload->>'customerId' = $1`, [buyer.id]), 0);
    assert.equal(await count(`SELECT count(*) AS n FROM cart_items WHERE user_id = $1`, [buyer.id]), 1);
    assert.equal(await count(`SELECT used_count AS n FROM coupons WHERE code = 'PHUTCHOT'`), 0);
    assert.equal(await count(`SELECT last_value AS n FROM order_number_seq`), before, 'no order number is used up');
    await waitFor(() => t.catalog.stock.get(`${p.productId}|${p.variantId}`) === 10, { what: 'reservation released' });
  });

  it('decides again on a coupon it remembered when the statement refuses it: created again, removed, used up', async () => {
    const p = t.catalog.product(20);
    const key = `${p.productId}|${p.variantId}`;
    const order = (code: string) => placement.place(customer(), orderInput([{ ...p, quantity: 1 }], { couponCode: code }));
    const idOf = async (code: string) => (await t.pool.query(`SELECT id FROM coupons WHERE code = $1`, [code])).rows[0].id as string;
    await fixedCoupon('NHOLAI', 10_000);
    assert.equal((await order('NHOLAI')).order.totalDiscount, 10_000); // read, and remembered
    // Removed and created again under the same code with other terms: the new coupon applies.
    await coupons.remove(await idOf('NHOLAI'));
    await fixedCoupon('NHOLAI', 20_000);
    const again = await order('nholai');
    assert.equal(again.order.totalDiscount, 20_000);
    assert.equal(await count(`SELECT used_count AS n FROM coupons WHERE code = 'NHOLAI'`), 1);
    // Removed: refused as an unknown code, not as used up.
    await coupons.remove(await idOf('NHOLAI'));
    await assert.rejects(order('NHOLAI'), (e: DomainError) => e.code === 'COUPON_NOT_FOUND');
    // Used up by the orders before: the remembered copy still counts no use; the order is refused as used up.
    await fixedCoupon('HAILAN', 5_000, 2);
    await order('HAILAN');
    await order('HAILAN');
    await assert.rejects(order('HAILAN'), (e: DomainError) => e.code === 'COUPON_USED_UP');
    assert.equal(await count(`SELECT used_count AS n FROM coupons WHERE code = 'HAILAN'`), 2);
    await waitFor(() => t.catalog.stock.get(key) === 16, { what: 'the reservations of the refused orders released' });
  });

  it('starts a qr_payment order as pending payment', async () => {
    const p = t.catalog.product(3);
    const { order, paymentData } = await placement.place(customer(), orderInput([{ ...p, quantity: 1 }], { paymentMethod: 'qr_payment' }));
    assert.equal(order.paymentStatus, 'pending');
    // No payments service runs here: the order stands and the QR page asks again.
    assert.equal(paymentData, null);
  });
});
