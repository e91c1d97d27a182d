import assert from 'node:assert/strict';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { waitFor } from '@shop/testing';
import { ShopClient } from '../support/http';
import { DEMO, clientAt, registerCustomer } from '../support/identity';
import { startSecondGateway, type ExtraGateway } from '../support/second-gateway';
import { startSystem, type RunningSystem } from '../support/system';
import { fromCache, png, upload } from './catalog-support';

// Decision 0900: public catalog reads are answered from each gateway's memory. Every change a
// shopper can see must reach every replica within a second, and nothing personal
// may ever be answered from the shared cache.

const FRESHNESS_MS = 1000;

let system: RunningSystem;
let second: ExtraGateway;
let gateways: ShopClient[];
let admin: ShopClient;
let categoryId: string;
let n = 0;

before(async () => {
  system = await startSystem();
  second = await startSecondGateway();
  gateways = [new ShopClient(system.baseUrl), new ShopClient(second.baseUrl)];
  admin = (await clientAt(gateways[0]).login(DEMO.admin.email, DEMO.admin.password)).client;
  categoryId = (await gateways[0].get('/api/categories')).body.data.categories[0]._id;
});
after(async () => {
  await second?.stop();
  await system?.stop();
});

const sku = () => `CACHE-${Date.now().toString(36).toUpperCase()}-${n++}`;

async function imageUrl(): Promise<string> {
  const res = await upload(system.baseUrl, admin.token, [{ name: 'anh.png', type: 'image/png', bytes: png(4, 4) }]);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.images[0].url;
}

async function createProduct(): Promise<any> {
  const name = `Túi bộ nhớ đệm ${Date.now().toString(36)}${n++}`;
  const res = await admin.post('/api/products', {
    name,
    shortDescription: 'Mô tả ngắn',
    description: '<p>Mô tả</p>',
    price: 150000,
    category: categoryId,
    images: [{ url: await imageUrl(), alt: 'Ảnh' }],
    variants: [{ name: 'Đỏ', color: 'Đỏ', sku: sku(), stock: 5 }],
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data.product;
}

/** The data the gateway inlined into a page for the app (decision 0903). */
function firstScreen(html: string): any {
  const m = /<script type="application\/json" id="shop-first-screen">([^<]*)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]).queries[0].data : null;
}

const DETAIL = 'query ($id: ID!) { product(id: $id) { id name price totalStock isActive images { url } } }';

/** What a shopper sees of the product through one gateway, by every public read there is. */
async function seen(api: ShopClient, p: { _id: string; name: string }) {
  const [rest, listing, gql, page, list] = await Promise.all([
    api.get(`/api/products/${p._id}`),
    api.get(`/api/products?search=${encodeURIComponent(p.name)}`),
    api.graphql(DETAIL, { id: p._id }),
    api.get(`/products/${p._id}`),
    api.get('/products'),
  ]);
  assert.equal(listing.status, 200, JSON.stringify(listing.body));
  const inList = listing.body.data.products.find((x: { _id: string }) => x._id === p._id);
  const listed = firstScreen(String(list.body))?.products?.products as any[] | undefined;
  return {
    detail: rest.status === 200 ? rest.body.data.product : null,
    listed: inList ?? null,
    graphql: gql.body.data?.product ?? null,
    html: String(page.body),
    /** The product as inlined into its page (decision 0903); null when the page carries none. */
    inlined: firstScreen(String(page.body))?.product ?? null,
    /** As inlined into /products (newest first: a new product is on it unless others came after). */
    inlinedListed: listed?.find((x: { id: string }) => x.id === p._id) ?? null,
    caches: [rest, listing, gql, page].map((r) => r.headers.get('x-cache')),
  };
}

/**
 * Reads on every gateway until each serves every answer from its cache. The write that made the
 * product may still have its event on the way, which drops what the first read stored: read
 * again then.
 */
async function warm(p: { _id: string; name: string }): Promise<void> {
  for (const api of gateways) {
    await waitFor(async () => (await seen(api, p)).caches.every((c) => c === 'HIT'), {
      timeoutMs: 15_000,
      intervalMs: 100,
      what: `${api.baseUrl} to serve the product from its cache`,
    });
  }
}

/** Every gateway shows `check` true within FRESHNESS_MS of the write's answer. */
async function everywhereWithin(what: string, p: { _id: string; name: string }, check: (s: Awaited<ReturnType<typeof seen>>) => boolean) {
  const since = Date.now();
  for (const api of gateways) {
    await waitFor(async () => check(await seen(api, p)), {
      timeoutMs: FRESHNESS_MS - (Date.now() - since),
      intervalMs: 25,
      what: `${what} on ${api.baseUrl} within ${FRESHNESS_MS} ms of the write`,
    });
  }
}

describe('public catalog reads are fresh on every gateway replica', () => {
  before(async () => {
    // The second replica serves from its cache only once it listens to the catalog's events.
    await waitFor(async () => (await gateways[1].get('/api/categories')).headers.get('x-cache') !== null, {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'the second gateway to turn its cache on',
    });
  });

  it('shows a new price, name and image everywhere within a second', async () => {
    const p = await createProduct();
    await warm(p);
    assert.equal((await admin.put(`/api/products/${p._id}`, { price: 99000 })).status, 200);
    await everywhereWithin(
      'price',
      p,
      (s) =>
        s.detail?.price === 99000 &&
        s.listed?.price === 99000 &&
        s.graphql?.price === 99000 &&
        s.html.includes('content="99000"') &&
        s.inlined?.price === 99000 &&
        (s.inlinedListed === null || s.inlinedListed.price === 99000),
    );

    await warm(p);
    const renamed = { ...p, name: `${p.name} mới` };
    assert.equal((await admin.put(`/api/products/${p._id}`, { name: renamed.name })).status, 200);
    await everywhereWithin(
      'name',
      renamed,
      (s) =>
        s.detail?.name === renamed.name &&
        s.listed?.name === renamed.name &&
        s.graphql?.name === renamed.name &&
        s.inlined?.name === renamed.name &&
        (s.inlinedListed === null || s.inlinedListed.name === renamed.name),
    );

    await warm(renamed);
    const url = await imageUrl();
    assert.equal((await admin.put(`/api/products/${p._id}`, { images: [{ url, alt: 'Ảnh mới' }] })).status, 200);
    await everywhereWithin(
      'image',
      renamed,
      (s) =>
        s.detail?.images[0].url === url &&
        s.listed?.images[0].url === url &&
        s.graphql?.images[0].url === url &&
        s.inlined?.images[0].url === url &&
        s.html.includes(`imagesrcset="${url}?w=640`) &&
        (s.inlinedListed === null || s.inlinedListed.images[0].url === url),
    );
  });

  it('shows a stock change everywhere within a second (the event orders cause as well)', async () => {
    const p = await createProduct();
    await warm(p);
    const variantId = p.variants[0]._id;
    assert.equal((await admin.put(`/api/products/${p._id}/variants/${variantId}/stock`, { stock: 0 })).status, 200);
    await everywhereWithin(
      'stock',
      p,
      (s) =>
        s.detail?.totalStock === 0 &&
        s.listed?.totalStock === 0 &&
        s.graphql?.totalStock === 0 &&
        s.inlined?.totalStock === 0 &&
        (s.inlinedListed === null || s.inlinedListed.totalStock === 0),
    );
  });

  it('hides a product everywhere within a second, and shows it again', async () => {
    const p = await createProduct();
    await warm(p);
    assert.equal((await admin.put(`/api/products/${p._id}`, { isActive: false })).status, 200);
    await everywhereWithin('hidden', p, (s) => s.detail === null && s.listed === null && s.graphql === null && s.inlined === null && s.inlinedListed === null);
    assert.equal((await admin.put(`/api/products/${p._id}`, { isActive: true })).status, 200);
    await everywhereWithin('shown', p, (s) => s.detail !== null && s.listed !== null && s.graphql !== null && s.inlined !== null);
    assert.equal((await admin.delete(`/api/products/${p._id}`)).status, 200);
    await everywhereWithin('deleted', p, (s) => s.detail === null && s.listed === null && s.inlined === null && s.inlinedListed === null);
  });
});

describe('nothing personal is served from the shared cache', () => {
  it("answers each customer's own data, never another's, on the same request", async () => {
    const a = await registerCustomer(gateways[0]);
    const b = await registerCustomer(gateways[0]);
    const query = '{ me { email } products(filter: { limit: 1 }) { products { id } } }';
    for (let i = 0; i < 2; i++) {
      for (const [who, email] of [
        [a.client, a.email],
        [b.client, b.email],
      ] as const) {
        const mixed = await who.graphql(query);
        assert.equal(mixed.body.data?.me.email, email);
        assert.equal(mixed.headers.get('x-cache'), null);
        const me = await who.get('/api/auth/me');
        assert.equal(me.body.data.user.email, email);
        assert.equal(me.headers.get('x-cache'), null);
      }
    }
    const guest = await gateways[0].graphql(query);
    assert.equal(guest.body.data?.me ?? null, null);
  });

  it('gives staff their own view (hidden products) and never caches it; a customer reads as a guest', async () => {
    const p = await createProduct();
    assert.equal((await admin.put(`/api/products/${p._id}`, { isActive: false })).status, 200);
    const customer = (await registerCustomer(gateways[0])).client;
    for (let i = 0; i < 2; i++) {
      const staffView = await admin.get(`/api/products/${p._id}`);
      assert.equal(staffView.status, 200);
      assert.equal(staffView.headers.get('x-cache'), null);
      const staffList = await admin.get('/api/products?includeInactive=true&limit=100&sortBy=createdAt&order=desc');
      assert.equal(staffList.headers.get('x-cache'), null);
      assert.ok(staffList.body.data.products.some((x: { _id: string }) => x._id === p._id));
      assert.equal((await gateways[0].get(`/api/products/${p._id}`)).status, 404);
      assert.equal((await customer.get(`/api/products/${p._id}`)).status, 404);
      const guestList = await gateways[0].get('/api/products?includeInactive=true&limit=100&sortBy=createdAt&order=desc');
      assert.ok(!guestList.body.data.products.some((x: { _id: string }) => x._id === p._id));
    }
    // The customer's read of a public page is the guest's cached answer, with no trace of the token.
    await fromCache(() => gateways[0].get('/api/categories'));
    const cached = await fromCache(() => customer.get('/api/categories'));
    assert.equal(cached.headers.get('x-cache'), 'HIT');
  });

  it('refuses an invalid token even where a cached answer exists', async () => {
    assert.equal((await fromCache(() => gateways[0].get('/api/categories'))).headers.get('x-cache'), 'HIT');
    const forged = await gateways[0].withToken('not-a-token').get('/api/categories');
    assert.equal(forged.status, 401);
  });

  it('answers a hit gzipped to a client that asks for it, and plain to one that does not, the same JSON', async () => {
    const path = `/api/products?limit=24&minPrice=${Date.now() % 100_000}`;
    const raw = (encoding?: string) =>
      new Promise<{ status: number; cache: string; encoding: string; body: Buffer }>((resolve, reject) => {
        const req = http.get(`${system.baseUrl}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              cache: String(res.headers['x-cache']),
              encoding: String(res.headers['content-encoding'] ?? ''),
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
      });
    const miss = await raw();
    assert.equal(miss.cache, 'MISS');
    assert.ok(miss.body.length > 1024, String(miss.body.length));
    // A first miss is only remembered; the second is stored.
    assert.equal((await raw('gzip')).cache, 'MISS');
    const zipped = await fromCache(
      () => raw('gzip, deflate, br'),
      (r) => r.cache,
    );
    assert.deepEqual([zipped.status, zipped.cache, zipped.encoding], [200, 'HIT', 'gzip']);
    assert.equal(gunzipSync(zipped.body).toString(), miss.body.toString());
    const again = await raw('gzip');
    assert.deepEqual([again.cache, again.encoding], ['HIT', 'gzip']);
    assert.ok(again.body.equals(zipped.body));
    const plain = await raw();
    assert.deepEqual([plain.cache, plain.encoding], ['HIT', '']);
    assert.equal(plain.body.toString(), miss.body.toString());
  });
});
