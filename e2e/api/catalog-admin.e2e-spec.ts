import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { registerCustomer } from '../support/identity';
import { png, upload } from './catalog-support';
import { useShop } from '../support/shop';

let customer: ShopClient;
let categoryId: string;
const shop = useShop({ signIn: ['admin', 'seller'] }, async () => {
  customer = (await registerCustomer(shop.api)).client;
  categoryId = (await shop.api.get('/api/categories')).body.data.categories.find((c: { name: string }) => c.name === 'Phụ kiện')._id;
});

let n = 0;
const sku = () => `E2E-${Date.now().toString(36).toUpperCase()}-${n++}`;

async function uploadedUrl(): Promise<string> {
  const res = await upload(shop.baseUrl, shop.admin.token, [{ name: 'anh.png', type: 'image/png', bytes: png(4, 4) }]);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.images[0].url;
}

async function createProduct(extra: Record<string, unknown> = {}): Promise<any> {
  const res = await shop.admin.post('/api/products', {
    name: `Túi thử nghiệm ${Date.now()} ${n++}`,
    shortDescription: 'Mô tả ngắn',
    description: '<p>Mô tả <script>alert(1)</script>chi tiết</p>',
    price: 150000,
    originalPrice: 200000,
    category: categoryId,
    colors: ['Đỏ', ' ', 'Xanh'],
    images: [{ url: await uploadedUrl(), alt: 'Ảnh chính' }],
    variants: [
      { name: 'Đỏ', color: 'Đỏ', sku: sku(), stock: 4 },
      { name: 'Xanh', color: 'Xanh', sku: sku(), stock: 6 },
    ],
    ...extra,
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data.product;
}

describe('staff permissions on every catalog write', () => {
  it('answers 401 to a guest and 403 to a customer', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const writes: [string, string][] = [
      ['POST', '/api/products'],
      ['PUT', `/api/products/${id}`],
      ['DELETE', `/api/products/${id}`],
      ['PUT', `/api/products/${id}/stock`],
      ['PUT', `/api/products/${id}/variants/${id}/stock`],
      ['GET', '/api/products/inventory'],
      ['POST', '/api/categories'],
      ['PUT', `/api/categories/${id}`],
      ['DELETE', `/api/categories/${id}`],
    ];
    for (const [method, path] of writes) {
      const guest = await shop.api.request(method, path, method === 'GET' ? undefined : { name: 'x', stock: 1 });
      assert.equal(guest.status, 401, `${method} ${path} guest`);
      const shopper = await customer.request(method, path, method === 'GET' ? undefined : { name: 'x', stock: 1 });
      assert.equal(shopper.status, 403, `${method} ${path} customer`);
    }
    assert.equal((await upload(shop.baseUrl, undefined, [{ name: 'a.png', type: 'image/png', bytes: png() }])).status, 401);
    assert.equal((await upload(shop.baseUrl, customer.token, [{ name: 'a.png', type: 'image/png', bytes: png() }])).status, 403);
  });
});

describe('products: create, update, delete', () => {
  it('creates a product from an uploaded image, sanitising the HTML and keeping totals', async () => {
    const p = await createProduct();
    assert.equal(p.totalStock, 10);
    assert.equal(p.discountPercent, 25);
    assert.deepEqual(p.colors, ['Đỏ', 'Xanh']);
    assert.equal(p.description.includes('<script'), false);
    assert.equal(p.images.length, 1);
    assert.equal(p.images[0].alt, 'Ảnh chính');
    const found = (await shop.api.get(`/api/products?search=${encodeURIComponent(p.name)}`)).body.data.products;
    assert.equal(found[0]._id, p._id);
  });

  it("answers the spec's messages for missing fields, a missing category and no image", async () => {
    const empty = await shop.admin.post('/api/products', {});
    assert.equal(empty.status, 400);
    assert.equal(empty.body.errors.name, 'Vui lòng nhập tên sản phẩm');
    assert.equal(empty.body.errors.shortDescription, 'Vui lòng nhập mô tả ngắn');
    assert.equal(empty.body.errors.description, 'Vui lòng nhập mô tả');
    assert.equal(empty.body.errors.price, 'Vui lòng nhập giá bán');
    const base = { name: 'Túi', shortDescription: 'a', description: 'b', price: 1000 };
    const noCategory = await shop.admin.post('/api/products', {
      ...base,
      category: '00000000-0000-4000-8000-000000000000',
      images: [{ url: await uploadedUrl() }],
    });
    assert.equal(noCategory.body.message, 'Vui lòng chọn danh mục');
    const noImage = await shop.admin.post('/api/products', { ...base, category: categoryId, images: [] });
    assert.equal(noImage.body.message, 'Vui lòng upload ít nhất 1 hình ảnh');
    const noData = await shop.admin.post('/api/products', { ...base, category: categoryId, images: [{ alt: 'x' }] });
    assert.equal(noData.body.message, 'Vui lòng upload lại ảnh (ảnh hiện tại thiếu dữ liệu)');
  });

  it('accepts an image sent inline as base64 data', async () => {
    const p = await createProduct({ images: [{ data: png(3, 3).toString('base64'), mimetype: 'image/png', alt: 'inline' }] });
    assert.equal(p.images.length, 1);
  });

  it('refuses a SKU already used by another product', async () => {
    const a = await createProduct();
    const res = await shop.admin.post('/api/products', {
      name: 'Trùng SKU',
      shortDescription: 'a',
      description: 'b',
      price: 1000,
      category: categoryId,
      images: [{ url: await uploadedUrl() }],
      variants: [{ sku: a.variants[0].sku, stock: 1 }],
    });
    assert.equal(res.status, 409);
    assert.equal(res.body.code, 'SKU_TAKEN');
  });

  it('updates only what is sent, hides a product from shoppers, and deletes it', async () => {
    const p = await createProduct();
    const res = await shop.seller.put(`/api/products/${p._id}`, { price: 99000, isActive: false });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.product.price, 99000);
    assert.equal(res.body.data.product.name, p.name);
    assert.equal((await shop.api.get(`/api/products/${p._id}`)).status, 404);
    assert.equal((await shop.admin.get(`/api/products/${p._id}`)).status, 200);
    const del = await shop.admin.delete(`/api/products/${p._id}`);
    assert.equal(del.status, 200);
    assert.equal(del.body.message, 'Xóa sản phẩm thành công');
    assert.equal((await shop.admin.get(`/api/products/${p._id}`)).status, 404);
    assert.equal((await shop.admin.delete(`/api/products/${p._id}`)).status, 404);
  });
});

describe('stock', () => {
  it('sets a variant stock, keeps totalStock, and refuses a negative stock', async () => {
    const p = await createProduct();
    const v = p.variants[0];
    const res = await shop.admin.put(`/api/products/${p._id}/variants/${v._id}/stock`, { stock: '7' });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.product.totalStock, 13);
    const negative = await shop.admin.put(`/api/products/${p._id}/variants/${v._id}/stock`, { stock: -1 });
    assert.equal(negative.status, 400);
    assert.equal(negative.body.message, 'Số lượng tồn kho không được âm');
    const text = await shop.admin.put(`/api/products/${p._id}/variants/${v._id}/stock`, { stock: 'abc' });
    assert.equal(text.body.data.product.totalStock, 6);
  });

  it('sets the own stock of a product without variants, and says so for one with variants', async () => {
    const plain = await createProduct({ variants: [], stock: 2 });
    assert.equal(plain.totalStock, 2);
    const res = await shop.admin.put(`/api/products/${plain._id}/stock`, { stock: 0 });
    assert.equal(res.body.data.product.totalStock, 0);
    const listed = (await shop.api.get(`/api/products?search=${encodeURIComponent(plain.name)}`)).body.data.products[0];
    assert.equal(listed.totalStock, 0);
    const withVariants = await createProduct();
    assert.equal((await shop.admin.put(`/api/products/${withVariants._id}/stock`, { stock: 3 })).status, 400);
  });

  it('lists the inventory with product §4.4 thresholds: 0 out, 1..4 low, exactly 5 in no summary group', async () => {
    const before = (await shop.admin.get('/api/products/inventory')).body.data.summary;
    const p = await createProduct({
      variants: [0, 4, 5, 6].map((stock) => ({ sku: sku(), stock })),
    });
    const after = (await shop.admin.get('/api/products/inventory')).body.data;
    assert.equal(after.summary.totalVariants - before.totalVariants, 4);
    assert.equal(after.summary.out - before.out, 1);
    assert.equal(after.summary.low - before.low, 1);
    assert.equal(after.summary.inStock - before.inStock, 1);
    assert.equal(after.pagination.limit, 20);
    const low = (await shop.admin.get(`/api/products/inventory?filter=low&search=${encodeURIComponent(p.name)}`)).body.data.products;
    assert.deepEqual(
      low.map((x: { _id: string }) => x._id),
      [p._id],
    );
    const out = (await shop.admin.get('/api/products/inventory?filter=out&limit=100')).body.data.products;
    assert.ok(out.some((x: { _id: string }) => x._id === p._id));
    assert.equal((await shop.admin.get('/api/products/inventory?filter=bogus')).status, 400);
  });
});

describe('categories', () => {
  it('creates with a unique accent-free slug, renames, and deletes an empty category', async () => {
    const name = `Túi đặc biệt ${Date.now().toString(36)}`;
    const a = await shop.admin.post('/api/categories', { name, description: 'Mô tả' });
    assert.equal(a.status, 201);
    const b = await shop.admin.post('/api/categories', { name });
    assert.equal(b.body.data.category.slug, `${a.body.data.category.slug}-2`);
    assert.match(a.body.data.category.slug, /^tui-dac-biet-/);
    const renamed = await shop.admin.put(`/api/categories/${b.body.data.category._id}`, { name: `Đồ gốm ${Date.now().toString(36)}` });
    assert.match(renamed.body.data.category.slug, /^do-gom-/);
    for (const c of [a, b]) assert.equal((await shop.admin.delete(`/api/categories/${c.body.data.category._id}`)).status, 200);
    const missingName = await shop.admin.post('/api/categories', { description: 'x' });
    assert.equal(missingName.status, 400);
  });

  it("refuses to delete a category still used by products: 409 'Không thể xóa danh mục đang có sản phẩm'", async () => {
    const res = await shop.admin.delete(`/api/categories/${categoryId}`);
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'Không thể xóa danh mục đang có sản phẩm');
  });
});

describe('POST /api/products/upload', () => {
  it('checks each file by content and size, keeps the valid ones (partial success)', async () => {
    const fake = { name: 'that-la-anh.jpg', type: 'image/jpeg', bytes: Buffer.from('day khong phai la anh') };
    const big = {
      name: 'lon.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024)]),
    };
    const good = { name: 'tot.png', type: 'image/png', bytes: png(8, 8) };
    const partial = await upload(shop.baseUrl, shop.admin.token, [fake, good, big]);
    assert.equal(partial.status, 200, JSON.stringify(partial.body));
    assert.equal(partial.body.data.images.length, 1);
    const img = partial.body.data.images[0];
    assert.ok(img._id && img.url && img.data && img.mimetype);
    assert.deepEqual(partial.body.data.errors, [
      'Ảnh that-la-anh.jpg không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)',
      'Ảnh lon.jpg quá lớn (tối đa 5MB)',
    ]);
    const allBad = await upload(shop.baseUrl, shop.admin.token, [fake]);
    assert.equal(allBad.status, 400);
    assert.equal(allBad.body.message, 'Ảnh that-la-anh.jpg không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)');
  });

  it('refuses a PNG claiming 100,000 × 100,000 pixels (decompression bomb)', async () => {
    const bomb = await upload(shop.baseUrl, shop.admin.token, [{ name: 'bom.png', type: 'image/png', bytes: png(100_000, 100_000) }]);
    assert.equal(bomb.status, 400);
    assert.match(bomb.body.message, /bom\.png/);
  });
});
