import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, clientAt } from '../support/identity';
import { useShop } from '../support/shop';

const shop = useShop();

const names = async (query: string): Promise<string[]> => {
  const res = await shop.api.get(`/api/products?${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.products.map((p: { name: string }) => p.name);
};

describe('GET /api/products (product §4.1/§15 listing)', () => {
  it('answers 12 active products, newest first, with pagination and the filter panel values', async () => {
    const res = await shop.api.get('/api/products');
    assert.equal(res.status, 200);
    const { products, pagination, colors, sizes } = res.body.data;
    assert.equal(products.length, 12);
    assert.deepEqual(Object.keys(pagination).sort(), ['limit', 'page', 'pages', 'total']);
    assert.equal(pagination.limit, 12);
    assert.ok(pagination.total >= 40);
    assert.ok(colors.includes('Đỏ') && sizes.includes('M'));
    const times = products.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const p = products[0];
    assert.ok(p._id && !('id' in p));
    assert.ok(p.category._id && p.category.name);
    assert.match(p.images[0].url, /^\/images\/[0-9a-f-]{36}\.webp$/);
    assert.equal('data' in p.images[0], false);
    assert.ok(products.every((x: { isActive: boolean }) => x.isActive));
  });

  it('finds products without accents and in any case, every word required (tui dong son, DO, đ)', async () => {
    assert.deepEqual(await names('search=tui%20dong%20son'), ['Túi tote Đông Sơn trống đồng']);
    assert.deepEqual(await names('search=T%C3%9AI%20%C4%90%C3%94NG%20S%C6%A0N'), ['Túi tote Đông Sơn trống đồng']);
    const balo = await names('search=balo%20sa%20pa');
    assert.equal(balo[0], 'Balo du lịch Sa Pa chống nước');
    assert.ok((await names('search=tui&limit=100')).length >= 8);
    assert.ok((await names('search=DO&limit=100')).includes('Huy hiệu Cờ đỏ sao vàng'));
    assert.deepEqual(await names('search=xyzkhongco'), []);
  });

  it('searches the category name and brand too, best name matches first', async () => {
    const byCategory = await names('search=qua%20luu%20niem&limit=100');
    assert.ok(byCategory.includes('Nón lá Huế thơ'));
    const byBrand = await names('search=lua%20van%20phuc&limit=100');
    assert.equal(byBrand[0], 'Ví lụa Vạn Phúc');
  });

  it('filters by category id or slug, price range, colour, size, featured and new', async () => {
    const cats = (await shop.api.get('/api/categories')).body.data.categories;
    const balo = cats.find((c: { name: string }) => c.name === 'Balo');
    const bySlug = await names('category=balo&limit=100');
    assert.deepEqual(await names(`category=${balo._id}&limit=100`), bySlug);
    assert.ok(bySlug.length >= 5 && bySlug.every((n) => n.startsWith('Balo')));
    const cheap = (await shop.api.get('/api/products?maxPrice=100000&limit=100')).body.data.products;
    assert.ok(cheap.length > 0 && cheap.every((p: { price: number }) => p.price <= 100_000));
    const mid = (await shop.api.get('/api/products?minPrice=500000&maxPrice=1000000&limit=100')).body.data.products;
    assert.ok(mid.every((p: { price: number }) => p.price >= 500_000 && p.price <= 1_000_000));
    const red = (await shop.api.get('/api/products?color=%C4%90%E1%BB%8F&limit=100')).body.data.products;
    assert.ok(red.length > 0 && red.every((p: { colors: string[] }) => p.colors.includes('Đỏ')));
    const sized = (await shop.api.get('/api/products?size=M&limit=100')).body.data.products;
    assert.ok(sized.length > 0 && sized.every((p: { sizes: string[] }) => p.sizes.includes('M')));
    const featured = (await shop.api.get('/api/products?featured=true&limit=100')).body.data.products;
    assert.ok(featured.length > 0 && featured.every((p: { isFeatured: boolean }) => p.isFeatured));
    const fresh = (await shop.api.get('/api/products?newArrival=true&limit=100')).body.data.products;
    assert.ok(fresh.length > 0 && fresh.every((p: { isNewArrival: boolean }) => p.isNewArrival));
  });

  it('sorts by price, best selling, and name in Vietnamese alphabetical order', async () => {
    const asc = (await shop.api.get('/api/products?sortBy=price&order=asc&limit=100')).body.data.products.map((p: { price: number }) => p.price);
    assert.deepEqual(
      asc,
      [...asc].sort((a, b) => a - b),
    );
    const sold = (await shop.api.get('/api/products?sortBy=soldCount&order=desc&limit=100')).body.data.products.map((p: { soldCount: number }) => p.soldCount);
    assert.deepEqual(
      sold,
      [...sold].sort((a, b) => b - a),
    );
    const byName = await names('sortBy=name&order=asc&limit=100');
    const collator = new Intl.Collator('vi');
    assert.deepEqual(byName, [...byName].sort(collator.compare));
    // đ comes after every d-word, and "Ví" after "Túi" (not byte order of the accented letters).
    assert.ok(byName.indexOf('Đèn lồng Hội An lụa') > byName.indexOf('Dây đeo túi thổ cẩm'));
    const desc = await names('sortBy=name&order=desc&limit=100');
    assert.deepEqual(desc, [...byName].reverse());
  });

  it('handles pagination edges: last page, beyond the last page, limit clamped', async () => {
    const first = (await shop.api.get('/api/products?limit=10')).body.data.pagination;
    const last = (await shop.api.get(`/api/products?limit=10&page=${first.pages}`)).body.data;
    assert.equal(last.products.length, first.total - (first.pages - 1) * 10);
    const beyond = (await shop.api.get(`/api/products?limit=10&page=${first.pages + 1}`)).body.data;
    assert.deepEqual(beyond.products, []);
    assert.equal(beyond.pagination.total, first.total);
    assert.equal((await shop.api.get('/api/products?limit=1000')).body.data.pagination.limit, 100);
  });

  it('clamps or refuses nonsense parameters with 400, never a 500', async () => {
    const clamped = await shop.api.get('/api/products?page=-1&limit=abc');
    assert.equal(clamped.status, 200);
    assert.equal(clamped.body.data.pagination.page, 1);
    assert.equal(clamped.body.data.pagination.limit, 12);
    for (const q of ['sortBy=foo', 'minPrice=xyz', 'order=sideways', 'featured=maybe']) {
      const res = await shop.api.get(`/api/products?${q}`);
      assert.equal(res.status, 400, q);
      assert.equal(res.body.success, false);
    }
    // Texts past their limit, one far past what a URL to the catalog could carry (decision 0911:
    // the gateway asks GraphQL for those), repeated and nested parameters: refused, never a 5xx.
    const long = encodeURIComponent('Túi vải đeo vai '.repeat(250));
    for (const q of [
      `search=${'a'.repeat(201)}`,
      `search=${long}`,
      `color=${long.slice(0, 6000)}&size=${long.slice(0, 6000)}`,
      'search=a&search=b',
      'category=%00',
    ]) {
      const res = await shop.api.get(`/api/products?${q}`);
      assert.ok(res.status >= 400 && res.status < 500, `${q.slice(0, 40)}: ${res.status}`);
      assert.equal(res.body.success, false, q.slice(0, 40));
    }
  });
});

describe('GET /api/products/{id}', () => {
  it('answers data.product with category name, variants, images and reviews', async () => {
    const [card] = (await shop.api.get('/api/products?search=dong%20son')).body.data.products;
    const res = await shop.api.get(`/api/products/${card._id}`);
    assert.equal(res.status, 200);
    const p = res.body.data.product;
    assert.equal(p.name, 'Túi tote Đông Sơn trống đồng');
    assert.equal(p.category.name, 'Túi tote');
    assert.ok(p.variants.length > 0 && p.variants.every((v: { sku: string; _id: string }) => v.sku && v._id));
    assert.ok(p.images.length > 0);
    assert.ok(Array.isArray(p.reviews));
    assert.match(p.description, /<p>/);
    assert.equal(
      p.totalStock,
      p.variants.reduce((s: number, v: { stock: number }) => s + v.stock, 0),
    );
    assert.equal(p.discountPercent, Math.round(((p.originalPrice - p.price) / p.originalPrice) * 100));
  });

  it("answers 404 'Không tìm thấy sản phẩm' for a missing or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1']) {
      const res = await shop.api.get(`/api/products/${id}`);
      assert.equal(res.status, 404, id);
      assert.equal(res.body.message, 'Không tìm thấy sản phẩm');
    }
  });

  it('serves product images as long-cached WebP renditions with a strong ETag and 304', async () => {
    const [card] = (await shop.api.get('/api/products')).body.data.products;
    const url = `${shop.baseUrl}${card.images[0].url}?w=320`;
    const res = await fetch(url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/webp');
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const etag = res.headers.get('etag');
    assert.match(etag ?? '', /^"[^"]+"$/);
    const again = await fetch(url, { headers: { 'if-none-match': etag! } });
    assert.equal(again.status, 304);
    assert.equal((await fetch(`${shop.baseUrl}/images/00000000-0000-4000-8000-000000000000.webp`)).status, 404);
  });
});

describe('GraphQL twin', () => {
  it('answers products(filter) and product(id) with the same data as REST', async () => {
    const res = await shop.api.graphql(
      `query ($f: ProductFilter) { products(filter: $f) { products { id name discountPercent category { name } } pagination { total } colors sizes } }`,
      { f: { search: 'tui dong son' } },
    );
    assert.equal(res.body.data.products.products[0].name, 'Túi tote Đông Sơn trống đồng');
    const id = res.body.data.products.products[0].id;
    const one = await shop.api.graphql(`query ($id: ID!) { product(id: $id) { name reviews { name rating } ratings { average count } } }`, {
      id,
    });
    assert.equal(one.body.data.product.name, 'Túi tote Đông Sơn trống đồng');
    const missing = await shop.api.graphql(`{ product(id: "nope") { id } }`);
    assert.equal(missing.body.data.product, null);
  });
});

describe('the reads answered before Nest (decision 0913)', () => {
  /** Status, the headers a client reads, and the body's bytes. */
  const answer = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${shop.baseUrl}${path}`, { headers });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      etag: res.headers.get('etag'),
      cache: res.headers.get('x-cache'),
      body: await res.text(),
    };
  };

  it("answers a guest's listing, search, detail and suggestions, their failures included, as the routes do", async () => {
    const [card] = (await shop.api.get('/api/products?search=dong%20son')).body.data.products;
    const unique = Date.now();
    // Each pair: the path as shoppers send it (answered before Nest), then the same read with a
    // trailing slash, which only Nest's route matches; a query of its own, so neither is a cache hit.
    const reads = [
      '/api/products',
      '/api/products?search=tui%20vai&sortBy=price&order=asc',
      '/api/products?category=balo&color=%C4%90en&size=M&minPrice=100000',
      '/api/products?sortBy=soldCount&page=2&limit=5',
      '/api/products?limit=100000&page=-1',
      '/api/products?sortBy=bogus',
      '/api/products?minPrice=abc',
      `/api/products?search=${'a'.repeat(300)}`,
      `/api/products/${card._id}`,
      '/api/products/00000000-0000-4000-8000-000000000000',
      '/api/products/suggestions?q=tui%20dong',
      '/api/products/suggestions?q=t',
    ];
    for (const [i, read] of reads.entries()) {
      const [path, query = ''] = read.split('?');
      const q = `?${query ? `${query}&` : ''}x=${unique}-${i}`;
      const early = await answer(`${path}${q}`);
      const routed = await answer(`${path}/${q}`);
      assert.deepEqual(early, routed, read);
      assert.equal(early.cache, 'MISS', read);
      assert.ok(early.status < 500, read);
    }
  });

  it("answers a customer's read as a guest's", async () => {
    const customer = (await clientAt(shop.api).login(DEMO.customer.email, DEMO.customer.password)).client;
    const unique = `x=${Date.now()}`;
    const guest = await answer(`/api/products?sortBy=name&${unique}`);
    const signedIn = await customer.get(`/api/products?sortBy=name&${unique}`);
    assert.equal(signedIn.status, 200);
    assert.deepEqual(signedIn.body, JSON.parse(guest.body));
  });
});
