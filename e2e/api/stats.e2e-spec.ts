import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitFor } from '@shop/testing';
import { ShopClient } from '../support/http';
import { registerCustomer } from '../support/identity';
import { orderPayload, stockedProduct, syntheticCustomer, type StockedProduct } from './orders-support';
import { useShop } from '../support/shop';

// Decision 0520: the dashboard's statistics through the gateway, against orders
// made here. api files run one at a time, so nobody else delivers orders meanwhile.

let customer: ShopClient;
let hit: StockedProduct;
let flop: StockedProduct;
const ROUTES = ['/api/stats/overview', '/api/stats/best-sellers?limit=5', '/api/stats/orders-by-status', '/api/stats/revenue-by-day'];
const shop = useShop({ signIn: ['admin'] }, async () => {
  customer = (await registerCustomer(shop.api, { name: 'Đỗ Minh Thống' })).client;
  hit = await stockedProduct(shop.api, shop.admin, 400, 10_000);
  flop = await stockedProduct(shop.api, shop.admin, 3, 55_000);
});

const ok = async (client: ShopClient, path: string) => {
  const res = await client.get(path);
  assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
  assert.equal(res.body.success, true);
  return res.body.data;
};
const statusCounts = async () =>
  Object.fromEntries(((await ok(shop.admin, '/api/stats/orders-by-status')).stats as { status: string; count: number }[]).map((s) => [s.status, s.count]));
const pendingTotal = async () => (await ok(shop.admin, '/api/orders?status=pending&limit=1')).pagination.total as number;

describe('who may read the statistics', () => {
  it('answers 401 to a guest and 403 to a customer on every route', async () => {
    for (const path of ROUTES) {
      const guest = await shop.api.get(path);
      assert.equal(guest.status, 401, path);
      assert.equal(guest.body.code, 'UNAUTHENTICATED');
      const mine = await customer.get(path);
      assert.equal(mine.status, 403, path);
      assert.equal(mine.body.code, 'FORBIDDEN');
    }
  });

  it('refuses malformed parameters with 400, never 5xx', async () => {
    for (const path of [
      '/api/stats/overview?from=yesterday',
      '/api/stats/overview?to=2026-13-45',
      '/api/stats/best-sellers?limit=0',
      '/api/stats/best-sellers?limit=abc',
      '/api/stats/revenue-by-day?days=9999',
    ]) {
      const res = await shop.admin.get(path);
      assert.equal(res.status, 400, `${path}: ${JSON.stringify(res.body)}`);
    }
  });

  it('answers the same figures over GraphQL, each subgraph refusing a customer', async () => {
    const q =
      '{ orderStats { revenue totalOrders pendingOrders } customerStats { totalCustomers } catalogStats { totalProducts } ordersByStatus { status count } bestSellers(limit: 2) { id soldCount } }';
    const res = await shop.admin.graphql(q);
    assert.equal(res.body.errors, undefined, JSON.stringify(res.body.errors));
    assert.equal(res.body.data!.ordersByStatus.length, 6);
    const denied = await customer.graphql(q);
    assert.deepEqual(new Set(denied.body.errors!.map((e: { extensions: { code: string } }) => e.extensions.code)), new Set(['FORBIDDEN']));
    assert.ok(denied.body.errors!.length >= 3, 'each of the three subgraphs refuses'); // the gateway may merge one subgraph's refusals
    const leaked = Object.values(denied.body.data ?? {}).filter((v) => v !== null);
    assert.deepEqual(leaked, [], 'no figure reaches a customer');
  });
});

describe('the figures (decision 0520)', () => {
  it('counts delivered orders in revenue and best sellers; a cancelled order changes nothing', async () => {
    const start = new Date(Date.now() - 1000).toISOString();
    const window = `/api/stats/overview?from=${encodeURIComponent(start)}`;
    const before = await ok(shop.admin, '/api/stats/overview');
    const statusBefore = await statusCounts();
    // The window reaches a second back: an order the previous file placed in that second counts.
    const { totalOrders: already, revenue: revenueBefore } = (await ok(shop.admin, window)) as { totalOrders: number; revenue: number };
    const buyer = await syntheticCustomer(shop.api);

    const place = async (p: StockedProduct, quantity: number) => {
      const res = await buyer.post('/api/orders', orderPayload([{ p, quantity }]));
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.data.order as { _id: string; totalAmount: number };
    };
    const deliver = async (id: string) => {
      assert.equal((await shop.admin.put(`/api/orders/${id}/status`, { status: 'shipping', trackingNumber: 'GHN-STATS' })).status, 200);
      assert.equal((await shop.admin.put(`/api/orders/${id}/status`, { status: 'delivered' })).status, 200);
    };
    const sold = [await place(hit, 99), await place(hit, 99), await place(hit, 99), await place(hit, 99)];
    const waiting = await place(hit, 1);
    for (const o of sold) await deliver(o._id);

    const mid = await ok(shop.admin, window);
    const revenue = sold.reduce((s, o) => s + o.totalAmount, 0);
    assert.equal(mid.revenue, revenueBefore + revenue);
    assert.equal(mid.totalOrders, already + 5);

    // a cancelled order: placed, then cancelled by staff
    const cancelled = await place(flop, 2);
    assert.equal((await ok(shop.admin, window)).totalOrders, already + 6);
    assert.equal((await shop.admin.put(`/api/orders/${cancelled._id}/status`, { status: 'cancelled', note: 'Hết hàng' })).status, 200);

    const now = await ok(shop.admin, window);
    assert.equal(now.revenue, revenueBefore + revenue);
    assert.equal(now.totalOrders, already + 5);
    const all = await ok(shop.admin, '/api/stats/overview');
    assert.equal(all.revenue, before.revenue + revenue);
    assert.equal(all.totalCustomers, before.totalCustomers + 1); // the buyer, written into identity by syntheticCustomer
    assert.equal(all.totalProducts, before.totalProducts);
    // pendingOrders is the current count of pending orders, as the orders list counts them
    await waitFor(async () => (await ok(shop.admin, '/api/stats/overview')).pendingOrders === (await pendingTotal()), {
      what: 'pendingOrders = pending orders',
    });

    const statusAfter = await statusCounts();
    assert.equal(statusAfter.delivered, statusBefore.delivered + 4);
    assert.equal(statusAfter.cancelled - statusBefore.cancelled >= 1, true);
    assert.ok(waiting._id);

    // soldCount rises when catalog takes OrderDelivered (decision 0600)
    await waitFor(
      async () =>
        ((await ok(shop.admin, '/api/stats/best-sellers?limit=50')).products as { _id: string; soldCount: number }[]).find((p) => p._id === hit.productId)
          ?.soldCount === 396,
      { what: 'best seller counted', timeoutMs: 20_000 },
    );
    const best = (await ok(shop.admin, '/api/stats/best-sellers?limit=50')).products as {
      _id: string;
      soldCount: number;
      name: string;
      price: number;
      images: unknown[];
    }[];
    assert.ok(best.length <= 50);
    for (let i = 1; i < best.length; i++) assert.ok(best[i - 1].soldCount >= best[i].soldCount, 'most sold first');
    const mine = best.find((p) => p._id === hit.productId)!;
    assert.equal(mine.price, 10_000);
    assert.equal(mine.images.length, 1);
    assert.equal(
      best.find((p) => p._id === flop.productId),
      undefined,
      'the cancelled order sold nothing',
    );
    assert.equal((await ok(shop.admin, '/api/stats/best-sellers')).products.length <= 5, true);
  });

  it('lists low and out-of-stock variants with product, variant, sku and stock', async () => {
    // flop had 3 units: low stock (above 0, below 5); its cancelled order gave back what it held
    const low = await stockedProduct(shop.api, shop.admin, 4, 20_000);
    const out = await stockedProduct(shop.api, shop.admin, 0, 20_000);
    const stats = await ok(shop.admin, '/api/stats/overview');
    const lowRow = stats.lowStockVariants.find((v: { variantId: string }) => v.variantId === low.variantId);
    assert.deepEqual(lowRow, {
      productId: low.productId,
      productName: lowRow.productName,
      variantId: low.variantId,
      variantName: 'Xanh rêu',
      sku: low.variant.sku,
      stock: 4,
    });
    assert.match(lowRow.productName, /^Túi đặt hàng/);
    const outRow = stats.outOfStockVariants.find((v: { variantId: string }) => v.variantId === out.variantId);
    assert.equal(outRow?.stock, 0);
    assert.equal(outRow?.sku, out.variant.sku);
    assert.equal(
      stats.lowStockVariants.some((v: { variantId: string }) => v.variantId === out.variantId),
      false,
    );
    for (const v of stats.lowStockVariants) assert.ok(v.stock > 0 && v.stock < 5);
    for (const v of stats.outOfStockVariants) assert.equal(v.stock, 0);
    assert.equal(typeof stats.lowStockProducts, 'number');
    assert.equal(typeof stats.outOfStockProducts, 'number');
  });

  it('gives revenue per day for the last 30 days, today last', async () => {
    const days = (await ok(shop.admin, '/api/stats/revenue-by-day')).days as { date: string; revenue: number; orders: number }[];
    assert.equal(days.length, 30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    assert.equal(days[29].date, today);
    assert.ok(days[29].orders >= 5);
  });
});
