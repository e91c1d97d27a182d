import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CatalogCommands } from '@shop/contracts';
import { BusProbe } from './support/bus-probe';
import { startCatalog, type CatalogUnderTest } from './support/catalog-app';
import { createProduct, productState, reservationStatus, variantStock } from './support/products';

// Placement's one request-reply (decision 0613): the quote of catalog.quoteLines, then the
// reservation of catalog.reserveStock (whose own proofs are in stock-reservations.int-spec.ts).

let catalog: CatalogUnderTest;
let orders: BusProbe;

before(async () => {
  catalog = await startCatalog({ bus: true });
  orders = await BusProbe.open();
});
after(async () => {
  await orders.close();
  await catalog.close();
});

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

  it('takes nothing on a shortage and names the product and what is left', async () => {
    const p = await createProduct(catalog, { name: 'Túi vải Huế', stock: 2 });
    const answer = await quoteAndReserve(randomUUID(), [{ productId: p.id, variantId: null, quantity: 3 }]);
    assert.equal(answer.reserved, false);
    assert.deepEqual(answer.shortages, [{ productId: p.id, variantId: null, name: 'Túi vải Huế', requested: 3, available: 2 }]);
    assert.equal((await productState(catalog, p.id)).stock, 2);
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
