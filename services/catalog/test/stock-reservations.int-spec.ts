import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { CatalogCommands, OrderEvents } from '@shop/contracts';
import { Housekeeping } from '@shop/platform';
import { stays, useStarted, waitFor } from '@shop/testing';
import { BusProbe } from './support/bus-probe';
import { startCatalog } from './support/catalog-app';
import { applied, createProduct, productState, reservationStatus, variantStock } from './support/products';

// Reservations not confirmed within a minute are given back when the sweeper runs (tests run it
// by hand, after making a reservation look older than that).
process.env.RESERVATION_TIMEOUT_SECONDS = '60';

const catalog = useStarted(() => startCatalog({ bus: true }));
const orders = useStarted(() => BusProbe.open());

const reserve = (orderId: string, lines: { productId: string; variantId: string | null; quantity: number }[]) =>
  orders.request(CatalogCommands.ReserveStock, { orderId, lines });
const release = (orderId: string) => orders.request(CatalogCommands.ReleaseStock, { orderId });
const age = (orderId: string) => catalog.pool.query(`UPDATE stock_reservations SET created_at = now() - interval '61 seconds' WHERE order_id = $1`, [orderId]);

const placed = (orderId: string, productId: string) => ({
  orderId,
  orderNumber: 'DH000001',
  customerId: randomUUID(),
  customerName: 'Nguyễn Văn A',
  customerEmail: 'a@example.com',
  paymentMethod: 'cod' as const,
  paymentStatus: 'unpaid' as const,
  subtotal: 250000,
  shippingFee: 30000,
  totalDiscount: 0,
  totalAmount: 280000,
  couponCode: null,
  lines: [{ productId, variantId: null, name: 'Balo', quantity: 1, price: 250000 }],
  placedAt: new Date().toISOString(),
});
const cancelled = (orderId: string) => ({
  orderId,
  orderNumber: 'DH000001',
  customerId: randomUUID(),
  cancelledBy: 'customer' as const,
  reason: 'Đổi ý',
  previousStatus: 'pending' as const,
  cancelledAt: new Date().toISOString(),
});

async function stockEvents(productId: string): Promise<{ reason: string; stock: number; previousStock: number }[]> {
  const { rows } = await catalog.pool.query(
    `SELECT payload FROM outbox WHERE type = 'catalog.StockChanged' AND payload->>'productId' = $1 ORDER BY occurred_at`,
    [productId],
  );
  return rows.map((r: { payload: { reason: string; stock: number; previousStock: number } }) => r.payload);
}

describe('catalog.quoteLines', () => {
  it('answers the authoritative name, first image, prices and stock, and marks unknown and hidden lines unavailable', async () => {
    const p = await createProduct(catalog, { variants: [{ name: 'Xanh', stock: 4 }, { stock: 6 }] });
    const plain = await createProduct(catalog, { stock: 9 });
    const hidden = await createProduct(catalog, { stock: 3, isActive: false });
    const { lines } = await orders.request(CatalogCommands.QuoteLines, {
      lines: [
        { productId: p.id, variantId: p.variants[0].id },
        { productId: plain.id, variantId: null },
        { productId: hidden.id, variantId: null },
        { productId: randomUUID(), variantId: null },
        { productId: p.id, variantId: randomUUID() },
        { productId: 'not-a-uuid', variantId: 'nope' },
        // A variant asked under a product that does not have it.
        { productId: plain.id, variantId: p.variants[1].id },
      ],
    });
    assert.equal(lines.length, 7);
    assert.deepEqual(
      { ...lines[0], image: null },
      {
        productId: p.id,
        variantId: p.variants[0].id,
        available: true,
        name: p.name,
        image: null,
        price: 250000,
        originalPrice: 300000,
        stock: 4,
        variant: { name: 'Xanh', color: null, material: null, size: null, sku: p.variants[0].sku },
      },
    );
    assert.match(lines[0].image ?? '', /^\/images\/[0-9a-f-]{36}\.webp$/);
    assert.equal(lines[1].available, true);
    assert.equal(lines[1].stock, 9);
    assert.deepEqual(
      lines.slice(2).map((l) => [l.available, l.stock]),
      [
        [false, 0],
        [false, 0],
        [false, 0],
        [false, 0],
        [false, 0],
      ],
    );
  });

  it('answers the first image by position and each asked variant of a product', async () => {
    const p = await createProduct(catalog, {
      variants: [
        { name: 'Đỏ', stock: 2 },
        { name: 'Đen', stock: 5 },
      ],
    });
    const { rows } = await catalog.pool.query(
      `INSERT INTO product_images (product_id, claimed, data, mimetype, position, width, height, bytes, hash)
       SELECT product_id, claimed, data, mimetype, -1, width, height, bytes, hash FROM product_images WHERE product_id = $1 RETURNING id`,
      [p.id],
    );
    const { lines } = await orders.request(CatalogCommands.QuoteLines, {
      lines: [
        { productId: p.id, variantId: p.variants[1].id },
        { productId: p.id, variantId: p.variants[0].id },
        { productId: p.id, variantId: null },
      ],
    });
    assert.deepEqual(
      lines.map((l) => [l.available, l.variant?.name ?? null, l.stock, l.image]),
      [
        [true, 'Đen', 5, `/images/${rows[0].id}.webp`],
        [true, 'Đỏ', 2, `/images/${rows[0].id}.webp`],
        [true, null, 7, `/images/${rows[0].id}.webp`],
      ],
    );
  });
});

describe('catalog.reserveStock', () => {
  it('lets exactly 20 of 200 parallel orders have the last 20 units of a variant, and the stock never goes below 0', async () => {
    const p = await createProduct(catalog, { variants: [{ stock: 20 }, { stock: 5 }] });
    const v = p.variants[0];
    const answers = await Promise.all(Array.from({ length: 200 }, () => reserve(randomUUID(), [{ productId: p.id, variantId: v.id, quantity: 1 }])));
    assert.equal(answers.filter((a) => a.ok).length, 20);
    const refused = answers.filter((a) => !a.ok);
    assert.equal(refused.length, 180);
    assert.equal(await variantStock(catalog, v.id), 0);
    assert.equal((await productState(catalog, p.id)).total_stock, 5);
    const { rows } = await catalog.pool.query(`SELECT count(*)::int AS n FROM stock_reservations WHERE lines->0->>'variantId' = $1`, [v.id]);
    assert.equal(rows[0].n, 20);
    const events = await stockEvents(p.id);
    assert.equal(events.filter((e) => e.reason === 'order-reserved').length, 20);
    assert.ok(events.every((e) => e.stock >= 0));
  });

  it('takes the stock of an order once when the same order is reserved 10 times in parallel', async () => {
    const p = await createProduct(catalog, { variants: [{ stock: 20 }] });
    const orderId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => reserve(orderId, [{ productId: p.id, variantId: p.variants[0].id, quantity: 3 }])));
    assert.deepEqual(
      answers.map((a) => a.ok),
      Array(10).fill(true),
    );
    assert.equal(await variantStock(catalog, p.variants[0].id), 17);
    assert.equal((await productState(catalog, p.id)).total_stock, 17);
    assert.equal(await reservationStatus(catalog, orderId), 'reserved');
  });

  it('sums the lines of one variant, and on a shortage takes nothing and names the product and what is left', async () => {
    const p = await createProduct(catalog, {
      name: 'Túi tote Hội An',
      variants: [
        { name: 'Đỏ', stock: 3 },
        { name: 'Xanh', stock: 10 },
      ],
    });
    const plain = await createProduct(catalog, { stock: 5 });
    const orderId = randomUUID();
    const answer = await reserve(orderId, [
      { productId: plain.id, variantId: null, quantity: 2 },
      { productId: p.id, variantId: p.variants[0].id, quantity: 2 },
      { productId: p.id, variantId: p.variants[1].id, quantity: 1 },
      { productId: p.id, variantId: p.variants[0].id, quantity: 2 },
    ]);
    assert.deepEqual(answer, {
      ok: false,
      shortages: [{ productId: p.id, variantId: p.variants[0].id, name: 'Túi tote Hội An (Đỏ)', requested: 4, available: 3 }],
    });
    assert.deepEqual([await variantStock(catalog, p.variants[0].id), await variantStock(catalog, p.variants[1].id)], [3, 10]);
    assert.equal((await productState(catalog, plain.id)).stock, 5);
    assert.equal((await productState(catalog, plain.id)).total_stock, 5);
    assert.equal(await reservationStatus(catalog, orderId), undefined);
    // The same order, asked for what is there, then gets it.
    assert.deepEqual(await reserve(orderId, [{ productId: p.id, variantId: p.variants[0].id, quantity: 3 }]), { ok: true });
    assert.equal(await variantStock(catalog, p.variants[0].id), 0);
  });

  it('counts hidden, deleted and unknown products, and a variant-less line of a product with variants, as unavailable', async () => {
    const hidden = await createProduct(catalog, { name: 'Balo ẩn', stock: 8, isActive: false });
    const gone = await createProduct(catalog, { stock: 8 });
    const withVariants = await createProduct(catalog, { name: 'Balo có biến thể', variants: [{ stock: 8 }] });
    await catalog.gql(`mutation ($id: ID!) { deleteProduct(id: $id) }`, { id: gone.id }, catalog.staffToken);
    const answer = await reserve(randomUUID(), [
      { productId: hidden.id, variantId: null, quantity: 1 },
      { productId: gone.id, variantId: null, quantity: 1 },
      { productId: withVariants.id, variantId: null, quantity: 1 },
    ]);
    assert.equal(answer.ok, false);
    assert.ok(!answer.ok);
    const byProduct = new Map(answer.shortages.map((s) => [s.productId, s]));
    assert.equal(answer.shortages.length, 3);
    assert.deepEqual(byProduct.get(hidden.id), { productId: hidden.id, variantId: null, name: 'Balo ẩn', requested: 1, available: 0 });
    assert.equal(byProduct.get(gone.id)?.available, 0);
    assert.equal(byProduct.get(withVariants.id)?.available, 0);
    assert.equal((await productState(catalog, hidden.id)).stock, 8);
  });

  it('keeps the own stock and the total of a product without variants in step', async () => {
    const p = await createProduct(catalog, { stock: 4 });
    assert.deepEqual(await reserve(randomUUID(), [{ productId: p.id, variantId: null, quantity: 3 }]), { ok: true });
    const state = await productState(catalog, p.id);
    assert.deepEqual([state.stock, state.total_stock], [1, 1]);
    const [event] = await stockEvents(p.id);
    assert.deepEqual([event.reason, event.previousStock, event.stock], ['order-reserved', 4, 1]);
  });
});

describe('catalog.releaseStock and the order events', () => {
  it('gives the stock back once when two releases of one order come in parallel', async () => {
    const p = await createProduct(catalog, { variants: [{ stock: 10 }] });
    const orderId = randomUUID();
    await reserve(orderId, [{ productId: p.id, variantId: p.variants[0].id, quantity: 4 }]);
    const answers = await Promise.all([release(orderId), release(orderId)]);
    assert.deepEqual(answers.map((a) => a.released).sort(), [false, true]);
    assert.equal(await variantStock(catalog, p.variants[0].id), 10);
    assert.equal((await productState(catalog, p.id)).total_stock, 10);
    assert.deepEqual(await release(orderId), { released: false });
    assert.deepEqual(await release(randomUUID()), { released: false });
    assert.deepEqual(
      (await stockEvents(p.id)).map((e) => e.reason),
      ['order-reserved', 'order-released'],
    );
  });

  it('confirms the reservation on OrderPlaced, and a confirmed reservation can still be released', async () => {
    const p = await createProduct(catalog, { stock: 6 });
    const orderId = randomUUID();
    await reserve(orderId, [{ productId: p.id, variantId: null, quantity: 2 }]);
    const event = orders.publish(OrderEvents.OrderPlaced, placed(orderId, p.id));
    await waitFor(() => applied(catalog, event), { what: 'OrderPlaced applied' });
    assert.equal(await reservationStatus(catalog, orderId), 'confirmed');
    assert.deepEqual(await reserve(orderId, [{ productId: p.id, variantId: null, quantity: 2 }]), { ok: true });
    assert.equal((await productState(catalog, p.id)).stock, 4);
    assert.deepEqual(await release(orderId), { released: true });
    assert.equal((await productState(catalog, p.id)).stock, 6);
    assert.equal(await reservationStatus(catalog, orderId), 'released');
  });

  it('gives the stock back once on OrderCancelled, delivered twice and sent twice, and never reserves a cancelled order again', async () => {
    const p = await createProduct(catalog, { variants: [{ stock: 5 }] });
    const orderId = randomUUID();
    await reserve(orderId, [{ productId: p.id, variantId: p.variants[0].id, quantity: 5 }]);
    orders.publish(OrderEvents.OrderPlaced, placed(orderId, p.id));
    const first = orders.publish(OrderEvents.OrderCancelled, cancelled(orderId));
    orders.publish(OrderEvents.OrderCancelled, cancelled(orderId), first);
    const second = orders.publish(OrderEvents.OrderCancelled, cancelled(orderId));
    await waitFor(async () => (await applied(catalog, first)) && (await applied(catalog, second)), { what: 'both cancellations applied' });
    // The redelivered copy may still be on its way: the stock must come back once.
    await stays(async () => (await variantStock(catalog, p.variants[0].id)) === 5, { forMs: 300, what: 'the stock given back once' });
    assert.deepEqual(await release(orderId), { released: false });
    await assert.rejects(reserve(orderId, [{ productId: p.id, variantId: p.variants[0].id, quantity: 1 }]), { code: 'RESERVATION_CANCELLED' });
    assert.equal(await variantStock(catalog, p.variants[0].id), 5);
  });

  it('releases, after the timeout, a reservation no order confirmed, and leaves a confirmed one alone', async () => {
    const p = await createProduct(catalog, { variants: [{ stock: 10 }] });
    const v = p.variants[0].id;
    const [abandoned, kept] = [randomUUID(), randomUUID()];
    await reserve(abandoned, [{ productId: p.id, variantId: v, quantity: 3 }]);
    await reserve(kept, [{ productId: p.id, variantId: v, quantity: 2 }]);
    const event = orders.publish(OrderEvents.OrderPlaced, placed(kept, p.id));
    await waitFor(() => applied(catalog, event), { what: 'OrderPlaced applied' });
    const housekeeping = catalog.app.get(Housekeeping);
    assert.ok(housekeeping.names().includes('reservation-timeout'));
    await housekeeping.runNow('reservation-timeout');
    assert.equal(await reservationStatus(catalog, abandoned), 'reserved', 'not yet: the timeout has not passed');
    await age(abandoned);
    await age(kept);
    const outcome = await housekeeping.runNow('reservation-timeout');
    assert.ok(outcome.ran && outcome.handled >= 1);
    assert.equal(await reservationStatus(catalog, abandoned), 'released');
    assert.equal(await reservationStatus(catalog, kept), 'confirmed');
    assert.equal(await variantStock(catalog, v), 8);
    assert.deepEqual(await release(abandoned), { released: false });
  });

  it('takes the stock again when an order is placed after its reservation expired', async () => {
    const p = await createProduct(catalog, { stock: 5 });
    const orderId = randomUUID();
    await reserve(orderId, [{ productId: p.id, variantId: null, quantity: 2 }]);
    await age(orderId);
    await catalog.app.get(Housekeeping).runNow('reservation-timeout');
    assert.equal((await productState(catalog, p.id)).stock, 5);
    const event = orders.publish(OrderEvents.OrderPlaced, placed(orderId, p.id));
    await waitFor(() => applied(catalog, event), { what: 'OrderPlaced applied' });
    assert.equal(await reservationStatus(catalog, orderId), 'confirmed');
    assert.equal((await productState(catalog, p.id)).stock, 3);
  });

  it('takes the stock again for an order placed after orders gave its reservation back, but never for a cancelled order', async () => {
    const p = await createProduct(catalog, { stock: 10 });
    const line = [{ productId: p.id, variantId: null, quantity: 2 }];
    const [live, cancelledLate, cancelledFirst] = [randomUUID(), randomUUID(), randomUUID()];
    await reserve(live, line);
    await reserve(cancelledLate, line);
    assert.deepEqual(await release(live), { released: true });
    assert.deepEqual(await release(cancelledLate), { released: true });
    assert.equal((await productState(catalog, p.id)).stock, 10);
    // cancelledLate: cancelled after the release, then its OrderPlaced comes late; cancelledFirst: cancelled before any reservation.
    const events = [
      orders.publish(OrderEvents.OrderCancelled, cancelled(cancelledLate)),
      orders.publish(OrderEvents.OrderCancelled, cancelled(cancelledFirst)),
    ];
    await waitFor(async () => (await applied(catalog, events[0])) && (await applied(catalog, events[1])), { what: 'cancellations applied' });
    const placedEvents = [orders.publish(OrderEvents.OrderPlaced, placed(live, p.id)), orders.publish(OrderEvents.OrderPlaced, placed(cancelledLate, p.id))];
    await waitFor(async () => (await applied(catalog, placedEvents[0])) && (await applied(catalog, placedEvents[1])), { what: 'OrderPlaced applied' });
    assert.equal(await reservationStatus(catalog, live), 'confirmed');
    assert.equal(await reservationStatus(catalog, cancelledLate), 'released');
    assert.equal((await productState(catalog, p.id)).stock, 8);
    await assert.rejects(reserve(cancelledFirst, line), { code: 'RESERVATION_CANCELLED' });
    assert.equal((await productState(catalog, p.id)).stock, 8);
  });

  it('leaves a given-back reservation released when its late order finds the stock gone, so nothing is given back twice', async () => {
    const p = await createProduct(catalog, { stock: 3 });
    const [late, other] = [randomUUID(), randomUUID()];
    await reserve(late, [{ productId: p.id, variantId: null, quantity: 3 }]);
    await release(late);
    assert.deepEqual(await reserve(other, [{ productId: p.id, variantId: null, quantity: 3 }]), { ok: true });
    const event = orders.publish(OrderEvents.OrderPlaced, placed(late, p.id));
    await waitFor(() => applied(catalog, event), { what: 'OrderPlaced applied' });
    assert.equal(await reservationStatus(catalog, late), 'released');
    assert.deepEqual(await release(late), { released: false });
    assert.equal((await productState(catalog, p.id)).stock, 0);
  });
});
