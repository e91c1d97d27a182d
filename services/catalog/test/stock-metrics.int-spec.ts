import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CatalogCommands } from '@shop/contracts';
import { MetricsProbe } from '@shop/testing';
import { startCatalogWithProbe } from './support/bus-probe';
import { createProduct } from './support/products';

// Before any instrument is used: what the process's OpenTelemetry SDK does at boot.
const probe = MetricsProbe.install();

let under: Awaited<ReturnType<typeof startCatalogWithProbe>>;

before(async () => {
  under = await startCatalogWithProbe();
});
after(() => under?.close());

const refusals = () => probe.value('shop_stock_refusals_total');
type Line = { productId: string; variantId: string | null; quantity: number };

describe('stock refusals', () => {
  it('counts each reservation refused for stock, by either command', async () => {
    const p = await createProduct(under.catalog, { stock: 2 });
    const before = await refusals();
    const line: Line = { productId: p.id, variantId: null, quantity: 3 };
    assert.equal((await under.orders.request(CatalogCommands.QuoteAndReserve, { orderId: randomUUID(), lines: [line] })).reserved, false);
    assert.equal((await under.orders.request(CatalogCommands.ReserveStock, { orderId: randomUUID(), lines: [line] })).ok, false);
    assert.equal(await refusals(), before + 2);
  });

  it('counts neither a reservation taken nor a line refused for not being on sale', async () => {
    const onSale = await createProduct(under.catalog, { stock: 5 });
    const hidden = await createProduct(under.catalog, { stock: 5, isActive: false });
    const before = await refusals();
    const taken = await under.orders.request(CatalogCommands.QuoteAndReserve, {
      orderId: randomUUID(),
      lines: [{ productId: onSale.id, variantId: null, quantity: 2 }],
    });
    assert.equal(taken.reserved, true);
    const notOnSale = await under.orders.request(CatalogCommands.QuoteAndReserve, {
      orderId: randomUUID(),
      lines: [{ productId: hidden.id, variantId: null, quantity: 1 }],
    });
    assert.equal(notOnSale.reserved, false);
    assert.equal(await refusals(), before);
  });
});
