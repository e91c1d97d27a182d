import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { Client } from 'pg';
import { waitFor } from '@shop/testing';
import { ShopClient } from '../support/http';
import { startSecondGateway } from '../support/second-gateway';
import { orderPayload, stockedProduct, syntheticCustomer, variantStock, type StockedProduct } from './orders-support';
import { useShop } from '../support/shop';
import { serviceDatabaseUrl } from '../support/system';

// Money and input at the edges: the summed line's cap, an Idempotency-Key bound to its request
// (decision 0614), HSTS only over TLS from a trusted proxy (decision 0408), product descriptions
// without outside images (decision 0203).

let product: StockedProduct;
const shop = useShop({ signIn: ['admin'] }, async () => {
  product = await stockedProduct(shop.api, shop.admin, 400);
});

const PLACE = `mutation ($input: PlaceOrderInput!, $key: String) { placeOrder(input: $input, idempotencyKey: $key) { order { id items { quantity } } } }`;
const line = () => ({ productId: product.productId, variantId: product.variantId, quantity: 99 });
const graphqlInput = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  items,
  customerInfo: { name: 'Trần Thị Mua', email: 'mua.hang@example.com', phone: '0912345678' },
  shippingAddress: { fullName: 'Trần Thị Mua', phone: '0912345678', addressLine: '5 Hàng Bài', city: 'Hà Nội' },
  ...extra,
});

describe('the per-line cap holds for the same variant given several times', () => {
  it('refuses 3 × 99 of one variant through REST and through GraphQL, taking no stock', async () => {
    const buyer = await syntheticCustomer(shop.api);
    const rest = await buyer.post(
      '/api/orders',
      orderPayload([
        { p: product, quantity: 99 },
        { p: product, quantity: 99 },
        { p: product, quantity: 99 },
      ]),
    );
    assert.equal(rest.status, 400, JSON.stringify(rest.body));
    assert.equal(rest.body.code, 'VALIDATION_FAILED');
    assert.equal(rest.body.message, 'Số lượng phải từ 1 đến 99');
    const gql = await buyer.graphql(PLACE, { input: graphqlInput([line(), line(), line()]) });
    assert.equal(gql.body.data, null);
    assert.equal(gql.body.errors![0].extensions.code, 'VALIDATION_FAILED');
    assert.equal(gql.body.errors![0].message, 'Số lượng phải từ 1 đến 99');
    assert.equal(await variantStock(shop.api, product), 400);
    assert.equal((await buyer.get('/api/orders/my-orders')).body.data.pagination.total, 0);
  });

  it('clamps the same variant given three times to 99 when a guest cart is merged', async () => {
    const buyer = await syntheticCustomer(shop.api);
    const item = { productId: product.productId, variant: product.variant, quantity: 99 };
    const res = await buyer.post('/api/cart/merge', { mergeId: randomUUID(), items: [item, item, item] });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.data.cart.items.map((i: { quantity: number }) => i.quantity),
      [99],
    );
    const add = await buyer.post('/api/cart/items', { productId: product.productId, variant: product.variant, quantity: 1 });
    assert.equal(add.status, 409);
  });
});

describe('an Idempotency-Key is bound to the order it first placed', () => {
  it('answers 422 to the same key with another body, and the same order to the same body (REST)', async () => {
    const buyer = (await syntheticCustomer(shop.api)).withHeaders({ 'idempotency-key': randomUUID() });
    const first = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]));
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const same = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]));
    assert.equal(same.status, 201);
    assert.equal(same.body.data.order._id, first.body.data.order._id);
    const other = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 3 }]));
    assert.equal(other.status, 422, JSON.stringify(other.body));
    assert.equal(other.body.success, false);
    assert.equal(other.body.code, 'IDEMPOTENCY_KEY_REUSED');
    assert.match(other.body.message, /đã được dùng cho một đơn hàng có nội dung khác/);
    assert.equal((await buyer.get('/api/orders/my-orders')).body.data.pagination.total, 1);
  });

  it('answers IDEMPOTENCY_KEY_REUSED through GraphQL, and one order for two bodies sent at once', async () => {
    const buyer = await syntheticCustomer(shop.api);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 1, 2].map((quantity) => buyer.graphql(PLACE, { input: graphqlInput([{ ...line(), quantity }]), key })));
    const placed = answers.filter((a) => a.body.data?.placeOrder);
    assert.ok(placed.length >= 1, JSON.stringify(answers.map((a) => a.body)));
    assert.equal(new Set(placed.map((a) => a.body.data!.placeOrder.order.id)).size, 1);
    for (const a of answers.filter((x) => !x.body.data?.placeOrder)) assert.equal(a.body.errors![0].extensions.code, 'IDEMPOTENCY_KEY_REUSED');
    assert.equal(placed.length, 2, 'both requests with the winning body got its order');
    assert.equal((await buyer.get('/api/orders/my-orders')).body.data.pagination.total, 1);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the trusted proxy says the shop was reached over https, and never over plain http', async () => {
    for (const path of ['/api/categories', '/']) {
      const tls = await shop.api.request('GET', path, undefined, { 'x-forwarded-proto': 'https' });
      assert.equal(tls.headers.get('strict-transport-security'), 'max-age=31536000', path);
      const plain = await shop.api.request('GET', path);
      assert.equal(plain.headers.get('strict-transport-security'), null, path);
    }
  });

  it('does not believe X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    // A gateway that trusts only 10.0.0.0/8: this test's loopback connection is an ordinary client.
    const gateway = await startSecondGateway({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const res = await new ShopClient(gateway.baseUrl).request('GET', '/api/categories', undefined, { 'x-forwarded-proto': 'https' });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('strict-transport-security'), null);
    } finally {
      await gateway.stop();
    }
  });
});

/** The catalog's own database, for what only a direct look (or an older version) can do. */
async function readCatalogDb<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: await serviceDatabaseUrl('catalog') });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

describe('product descriptions keep images from the shop only', () => {
  const OUTSIDE = '<p>Túi<img src="https://tracker.example/p.gif"><a href="https://example.com/ban-buon">mua sỉ</a></p>';

  it('stores a description with an outside image and link clean, and reads it back clean', async () => {
    const own: string = (await shop.admin.get(`/api/products/${product.productId}`)).body.data.product.images[0].url;
    assert.match(own, /^\/images\//);
    const res = await shop.admin.put(`/api/products/${product.productId}`, { description: `${OUTSIDE}<p><img src="${own}" alt="Ảnh"></p>` });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const expected = `<p>Túi<a href="https://example.com/ban-buon" rel="noopener noreferrer nofollow">mua sỉ</a></p><p><img src="${own}" alt="Ảnh" /></p>`;
    assert.equal(res.body.data.product.description, expected);
    const stored = await readCatalogDb((db) => db.query('SELECT description FROM products WHERE id = $1', [product.productId]));
    assert.equal(stored.rows[0].description, expected);
    // A shopper's read may come from the gateway's cache until the catalog's event drops it (decision 0900).
    await waitFor(async () => (await shop.api.get(`/api/products/${product.productId}`)).body.data.product.description === expected, {
      what: 'the shopper reads the clean description',
    });
  });

  it('serves a description stored before these rules clean', async () => {
    const made = await stockedProduct(shop.api, shop.admin, 1);
    await readCatalogDb((db) => db.query('UPDATE products SET description = $2 WHERE id = $1', [made.productId, OUTSIDE]));
    const res = await shop.api.get(`/api/products/${made.productId}`);
    assert.equal(res.body.data.product.description, '<p>Túi<a href="https://example.com/ban-buon" rel="noopener noreferrer nofollow">mua sỉ</a></p>');
  });
});
