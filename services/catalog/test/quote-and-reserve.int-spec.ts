import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { CatalogCommands, CatalogEvents } from '@shop/contracts';
import type { MessageBus } from '@shop/messaging';
import { MESSAGE_BUS, PG_POOL } from '@shop/platform';
import { recordStatements, useStarted, waitFor } from '@shop/testing';
import type { Pool } from 'pg';
import { BusProbe } from './support/bus-probe';
import { startCatalog } from './support/catalog-app';
import { createProduct, productState, reservationStatus, variantStock } from './support/products';

// Placement's one request-reply (decision 0613): the quote of catalog.quoteLines and the
// reservation of catalog.reserveStock (whose own proofs are in stock-reservations.int-spec.ts), in
// one call of catalog_quote_reserve (`src/stock/reservations.sql`).

const catalog = useStarted(() => startCatalog({ bus: true }));
const orders = useStarted(() => BusProbe.open());

describe('catalog.quoteAndReserve (decision 0613)', () => {
  const quoteAndReserve = (orderId: string, lines: { productId: string; variantId: string | null; quantity: number }[]) =>
    orders.request(CatalogCommands.QuoteAndReserve, { orderId, lines });

  it('answers the lines as quoteLines does and takes their stock for the order', async () => {
    const p = await createProduct(catalog, { name: 'Balo Sài Gòn', variants: [{ name: 'Đen', stock: 6 }] });
    const orderId = randomUUID();
    const answer = await quoteAndReserve(orderId, [{ productId: p.id, variantId: p.variants[0].id, quantity: 2 }]);
    const quoted = await orders.request(CatalogCommands.QuoteLines, { lines: [{ productId: p.id, variantId: p.variants[0].id }] });
    assert.equal(answer.reserved, true);
    assert.deepEqual(answer.shortages, []);
    // The quote as it was before the stock was taken.
    assert.deepEqual(answer.lines, [{ ...quoted.lines[0], stock: 6 }]);
    assert.ok(answer.lines[0].price > 0 && answer.lines[0].name.startsWith('Balo Sài Gòn'));
    assert.equal(await variantStock(catalog, p.variants[0].id), 4);
    assert.equal(await reservationStatus(catalog, orderId), 'reserved');
  });

  it('quotes and takes in one statement, without BEGIN and COMMIT, and publishes its StockChanged at once', async () => {
    const p = await createProduct(catalog, { stock: 6 });
    // The bus's relay, which the StockChanged rows must wake (its next pass is a second away).
    const relay = (catalog.app.get<MessageBus>(MESSAGE_BUS) as unknown as { relay: { nudge(): void } }).relay;
    const nudge = relay.nudge.bind(relay);
    let woken = 0;
    relay.nudge = () => {
      woken++;
      nudge();
    };
    const statements = recordStatements(catalog.app.get<Pool>(PG_POOL));
    const answer = await quoteAndReserve(randomUUID(), [{ productId: p.id, variantId: null, quantity: 1 }]).finally(() => {
      statements.stop();
      relay.nudge = nudge;
    });
    assert.equal(answer.reserved, true);
    assert.ok(woken >= 1, 'the relay was not woken');
    assert.deepEqual(
      statements.sent.filter((text) => /^\s*(BEGIN|COMMIT|ROLLBACK)/i.test(text)),
      [],
    );
    assert.deepEqual(
      statements.sent.filter((text) => text.startsWith('catalog.')),
      ['catalog.quoteReserve'],
    );
    await waitFor(
      async () =>
        (
          await catalog.pool.query(`SELECT 1 FROM outbox WHERE type = 'catalog.StockChanged' AND payload->>'productId' = $1 AND published_at IS NOT NULL`, [
            p.id,
          ])
        ).rowCount === 1,
      { what: 'StockChanged published' },
    );
  });

  it('takes nothing when a line is not on sale, and says which', async () => {
    const hidden = await createProduct(catalog, { name: 'Túi ẩn', stock: 8, isActive: false });
    const plain = await createProduct(catalog, { stock: 5 });
    const orderId = randomUUID();
    const answer = await quoteAndReserve(orderId, [
      { productId: plain.id, variantId: null, quantity: 1 },
      { productId: hidden.id, variantId: null, quantity: 1 },
    ]);
    assert.equal(answer.reserved, false);
    assert.deepEqual(answer.shortages, []);
    assert.deepEqual(
      answer.lines.map((l) => [l.productId, l.available]),
      [
        [plain.id, true],
        [hidden.id, false],
      ],
    );
    assert.equal((await productState(catalog, plain.id)).stock, 5);
    assert.equal(await reservationStatus(catalog, orderId), undefined);
  });

  it('takes nothing for an unknown product, a variant the product does not have or an id that is no uuid', async () => {
    const a = await createProduct(catalog, { name: 'Balo A', variants: [{ stock: 4 }] });
    const b = await createProduct(catalog, { name: 'Balo B', variants: [{ stock: 4 }] });
    const plain = await createProduct(catalog, { stock: 5 });
    for (const odd of [
      { productId: randomUUID(), variantId: null },
      { productId: a.id, variantId: b.variants[0].id },
      { productId: a.id, variantId: 'không-phải-uuid' },
      { productId: 'không-phải-uuid', variantId: null },
    ]) {
      const orderId = randomUUID();
      const answer = await quoteAndReserve(orderId, [
        { productId: plain.id, variantId: null, quantity: 1 },
        { ...odd, quantity: 1 },
      ]);
      assert.deepEqual([answer.reserved, answer.shortages, answer.lines.map((l) => l.available)], [false, [], [true, false]], JSON.stringify(odd));
      assert.equal(await reservationStatus(catalog, orderId), undefined);
    }
    assert.deepEqual(
      [(await productState(catalog, plain.id)).stock, await variantStock(catalog, a.variants[0].id), await variantStock(catalog, b.variants[0].id)],
      [5, 4, 4],
    );
  });

  it('refuses a product that has variants ordered without one as short, and never reserves a cancelled order again', async () => {
    const p = await createProduct(catalog, { name: 'Balo nhiều màu', variants: [{ stock: 3 }] });
    const answer = await quoteAndReserve(randomUUID(), [{ productId: p.id, variantId: null, quantity: 1 }]);
    assert.equal(answer.reserved, false);
    assert.equal(answer.lines[0].available, true);
    assert.deepEqual(
      answer.shortages.map((s) => [s.productId, s.name]),
      [[p.id, 'Balo nhiều màu']],
    );
    const orderId = randomUUID();
    const line = { productId: p.id, variantId: p.variants[0].id, quantity: 1 };
    assert.equal((await quoteAndReserve(orderId, [line])).reserved, true);
    assert.deepEqual(await orders.request(CatalogCommands.ReleaseStock, { orderId }), { released: true });
    // Given back without a cancellation (orders' own release): the same order id may reserve again.
    assert.equal((await quoteAndReserve(orderId, [line])).reserved, true);
    assert.equal(await variantStock(catalog, p.variants[0].id), 2);
    await catalog.pool.query(`UPDATE stock_reservations SET status = 'released', release_reason = 'cancelled' WHERE order_id = $1`, [orderId]);
    await assert.rejects(quoteAndReserve(orderId, [line]), { code: 'RESERVATION_CANCELLED' });
  });

  it('takes nothing on a shortage and names the product and what is left', async () => {
    const p = await createProduct(catalog, { name: 'Túi vải Huế', stock: 2 });
    const answer = await quoteAndReserve(randomUUID(), [{ productId: p.id, variantId: null, quantity: 3 }]);
    assert.equal(answer.reserved, false);
    assert.deepEqual(answer.shortages, [{ productId: p.id, variantId: null, name: 'Túi vải Huế', requested: 3, available: 2 }]);
    assert.equal((await productState(catalog, p.id)).stock, 2);
  });

  it('writes one StockChanged per line taken, as the contract says, in the same call, and none for an order refused', async () => {
    // The payloads are built by catalog_reserve's SQL (`src/stock/reservations.sql`), not by
    // enqueueEvent: nothing but this test checks them against the contract.
    const p = await createProduct(catalog, { name: 'Balo Đà Lạt', variants: [{ name: 'Nâu', stock: 6 }] });
    const plain = await createProduct(catalog, { stock: 5 });
    const events = async (productId: string) =>
      (
        await catalog.pool.query(
          `SELECT type, version, payload, correlation_id, causation_id, published_at FROM outbox WHERE payload->>'productId' = $1 AND payload->>'reason' LIKE 'order-%'`,
          [productId],
        )
      ).rows;
    const sku = p.variants[0].sku;
    assert.equal(
      (
        await quoteAndReserve(randomUUID(), [
          { productId: p.id, variantId: p.variants[0].id, quantity: 2 },
          { productId: plain.id, variantId: null, quantity: 1 },
          { productId: p.id, variantId: p.variants[0].id, quantity: 1 },
        ])
      ).reserved,
      true,
    );
    const [variantRow] = await events(p.id);
    const [plainRow] = await events(plain.id);
    assert.equal((await events(p.id)).length, 1); // the two lines of one variant are one
    assert.deepEqual(variantRow.payload, {
      productId: p.id,
      variantId: p.variants[0].id,
      sku,
      previousStock: 6,
      stock: 3,
      totalStock: 3,
      reason: 'order-reserved',
    });
    assert.deepEqual(plainRow.payload, {
      productId: plain.id,
      variantId: null,
      sku: null,
      previousStock: 5,
      stock: 4,
      totalStock: 4,
      reason: 'order-reserved',
    });
    for (const row of [variantRow, plainRow]) {
      assert.deepEqual([row.type, row.version, row.causation_id], [CatalogEvents.StockChanged.type, CatalogEvents.StockChanged.version, null]);
      assert.deepEqual(CatalogEvents.StockChanged.schema.parse(row.payload), row.payload);
    }
    assert.ok(variantRow.correlation_id && variantRow.correlation_id === plainRow.correlation_id);

    // The plain line can be taken, the second cannot: nothing is taken or written for either.
    const refused = await quoteAndReserve(randomUUID(), [
      { productId: plain.id, variantId: null, quantity: 1 },
      { productId: p.id, variantId: p.variants[0].id, quantity: 4 },
    ]);
    assert.deepEqual([refused.reserved, refused.shortages.map((s) => [s.productId, s.available])], [false, [[p.id, 3]]]);
    assert.deepEqual([(await productState(catalog, plain.id)).stock, await variantStock(catalog, p.variants[0].id)], [4, 3]);
    assert.equal((await events(plain.id)).length, 1);
  });

  it('lets exactly 20 of 200 parallel orders have the last 20 units, and takes an order once however often it is sent', async () => {
    const p = await createProduct(catalog, { variants: [{ stock: 20 }] });
    const v = p.variants[0];
    const answers = await Promise.all(Array.from({ length: 200 }, () => quoteAndReserve(randomUUID(), [{ productId: p.id, variantId: v.id, quantity: 1 }])));
    assert.equal(answers.filter((a) => a.reserved).length, 20);
    assert.ok(answers.filter((a) => !a.reserved).every((a) => a.shortages.length === 1 && a.shortages[0].available === 0));
    assert.equal(await variantStock(catalog, v.id), 0);
    const q = await createProduct(catalog, { stock: 10 });
    const orderId = randomUUID();
    const again = await Promise.all(Array.from({ length: 5 }, () => quoteAndReserve(orderId, [{ productId: q.id, variantId: null, quantity: 3 }])));
    assert.ok(again.every((a) => a.reserved));
    assert.equal((await productState(catalog, q.id)).stock, 7);
  });
});
