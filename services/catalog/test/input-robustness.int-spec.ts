import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { useStarted } from '@shop/testing';
import { startCatalog, type GqlResult } from './support/catalog-app';

// NUL bytes and nulls reached PostgreSQL and came back as 500s. Every one of
// these is a 400 with a message a person can act on, and nothing 5xx.

let categoryId: string;
let product: { id: string };
let imageData: string;
const catalog = useStarted(
  () => startCatalog(),
  async () => {
    imageData = (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#16a085' } })
        .png()
        .toBuffer()
    ).toString('base64');
    categoryId = (await catalog.gql(CREATE_CATEGORY, { i: { name: `Thử ${Date.now()}` } }, catalog.staffToken)).data.createCategory.id;
    const created = await catalog.gql(CREATE, { input: validProduct() }, catalog.staffToken);
    assert.ok(created.data, JSON.stringify(created.errors));
    product = created.data.createProduct;
  },
);

const NUL = 'a\u0000b';
const CONTROL = 'Nội dung chứa ký tự không hợp lệ';

const LIST = `query ($f: ProductFilter) { products(filter: $f) { pagination { total } } }`;
const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { id name } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id name price } }`;
const CREATE_CATEGORY = `mutation ($i: CategoryInput!) { createCategory(input: $i) { id slug } }`;
const RENAME_CATEGORY = `mutation ($id: ID!, $i: CategoryInput!) { updateCategory(id: $id, input: $i) { id slug } }`;

const validProduct = (extra: Record<string, unknown> = {}) => ({
  name: 'Túi tote thử dữ liệu',
  shortDescription: 'Ngắn gọn',
  description: '<p>Mô tả</p>',
  price: 150000,
  category: categoryId,
  images: [{ data: imageData, mimetype: 'image/png' }],
  stock: 3,
  ...extra,
});

/** The failure of a GraphQL answer: status 400, code, and the message of the field (or the top one). */
function refusal(res: GqlResult, field?: string): { status?: number; code?: string; message?: string } {
  assert.ok(res.errors?.length, `expected a refusal, got ${JSON.stringify(res.data)}`);
  const ext = res.errors[0].extensions ?? {};
  return { status: ext.status, code: ext.code, message: field ? ext.errors?.[field] : res.errors[0].message };
}

describe('control characters in catalog inputs', () => {
  for (const field of ['category', 'color', 'size', 'search']) {
    it(`refuses a NUL in the listing filter ${field} with 400, for a guest`, async () => {
      const res = await catalog.gql(LIST, { f: { [field]: NUL } });
      assert.deepEqual(refusal(res, field), { status: 400, code: 'VALIDATION_FAILED', message: CONTROL });
    });
  }

  it('refuses other control characters too (escape, backspace, DEL, C1), but not tabs and line breaks in descriptions', async () => {
    for (const bad of ['\u001b[31m', 'x\u0008', 'x\u007f', 'x\u0085']) {
      assert.equal(refusal(await catalog.gql(LIST, { f: { search: bad } }), 'search').message, CONTROL, JSON.stringify(bad));
    }
    const res = await catalog.gql(UPDATE, { id: product.id, input: { description: '<p>Dòng 1\n\tDòng 2\r\n</p>' } }, catalog.staffToken);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  });

  for (const [field, value] of [
    ['name', NUL],
    ['shortDescription', NUL],
    ['description', `<p>${NUL}</p>`],
    ['brand', NUL],
    ['colors', ['Đỏ', NUL]],
    ['variants', [{ color: NUL, stock: 1 }]],
    ['images', [{ data: imageData, alt: NUL }]],
  ] as const) {
    it(`refuses a NUL in the product's ${field} on create and on update`, async () => {
      const create = refusal(await catalog.gql(CREATE, { input: validProduct({ [field]: value }) }, catalog.staffToken));
      const update = refusal(await catalog.gql(UPDATE, { id: product.id, input: { [field]: value } }, catalog.staffToken));
      for (const r of [create, update]) {
        assert.equal(r.status, 400);
        assert.equal(r.code, 'VALIDATION_FAILED');
        assert.equal(r.message, CONTROL);
      }
    });
  }

  it('refuses a NUL in a category name or description', async () => {
    assert.equal(refusal(await catalog.gql(CREATE_CATEGORY, { i: { name: NUL } }, catalog.staffToken), 'name').message, CONTROL);
    assert.equal(refusal(await catalog.gql(CREATE_CATEGORY, { i: { name: 'Được', description: NUL } }, catalog.staffToken), 'description').message, CONTROL);
    assert.equal(refusal(await catalog.gql(RENAME_CATEGORY, { id: categoryId, i: { name: NUL } }, catalog.staffToken), 'name').message, CONTROL);
  });

  it('answers a NUL in an id, slug or staff search with a 4xx, never a 500', async () => {
    const detail = await catalog.gql(`query ($id: ID!) { product(id: $id) { id } }`, { id: NUL });
    assert.ok(detail.errors === undefined ? detail.data.product === null : refusal(detail).status === 400, JSON.stringify(detail));
    const inventory = await catalog.gql(`query ($s: String) { inventory(search: $s) { pagination { total } } }`, { s: NUL }, catalog.staffToken);
    assert.ok(inventory.errors === undefined || refusal(inventory).status === 400, JSON.stringify(inventory.errors));
    const remove = await catalog.gql(`mutation ($id: ID!) { deleteCategory(id: $id) }`, { id: NUL }, catalog.staffToken);
    assert.ok([400, 404].includes(refusal(remove).status ?? 0), JSON.stringify(remove.errors));
  });
});

describe('nulls in a product update', () => {
  for (const [field, message] of [
    ['name', 'Vui lòng nhập tên sản phẩm'],
    ['shortDescription', 'Vui lòng nhập mô tả ngắn'],
    ['description', 'Vui lòng nhập mô tả'],
    ['price', 'Vui lòng nhập giá bán'],
    ['category', 'Vui lòng chọn danh mục'],
    ['images', 'Vui lòng upload ít nhất 1 hình ảnh'],
  ]) {
    it(`refuses ${field}: null with the field's own message`, async () => {
      const res = await catalog.gql(UPDATE, { id: product.id, input: { [field]: null } }, catalog.staffToken);
      assert.deepEqual(refusal(res, field), { status: 400, code: 'VALIDATION_FAILED', message });
    });
  }

  it('still clears the fields that may be empty (brand, original price) and leaves out what is not sent', async () => {
    const res = await catalog.gql(UPDATE, { id: product.id, input: { brand: null, originalPrice: null, price: 160000 } }, catalog.staffToken);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.deepEqual(res.data.updateProduct, { id: product.id, name: 'Túi tote thử dữ liệu', price: 160000 });
  });
});

describe('category slugs under concurrency', () => {
  it('gives six parallel renames to one name six different slugs, none failing', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await catalog.gql(CREATE_CATEGORY, { i: { name: `Song song ${i} ${Date.now()}` } }, catalog.staffToken)).data.createCategory.id);
    const name = `Trùng Tên ${Date.now()}`;
    const results = await Promise.all(ids.map((id) => catalog.gql(RENAME_CATEGORY, { id, i: { name } }, catalog.staffToken)));
    assert.deepEqual(
      results.map((r) => r.errors),
      ids.map(() => undefined),
    );
    const slugs = results.map((r) => r.data.updateCategory.slug as string);
    assert.equal(new Set(slugs).size, 6);
    const base = slugs.find((s) => !/-\d$/.test(s));
    assert.ok(base, JSON.stringify(slugs));
    assert.deepEqual([...slugs].sort(), [base, ...[2, 3, 4, 5, 6].map((n) => `${base}-${n}`)].sort());
  });

  it('gives parallel creates of one name different slugs', async () => {
    const name = `Tạo cùng lúc ${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => catalog.gql(CREATE_CATEGORY, { i: { name } }, catalog.staffToken)));
    assert.equal(results.filter((r) => r.errors).length, 0, JSON.stringify(results.map((r) => r.errors)));
    assert.equal(new Set(results.map((r) => r.data.createCategory.slug)).size, 5);
  });

  it('answers 409 with a clear message when the slug stays taken by a writer that takes no lock', async () => {
    const id = (await catalog.gql(CREATE_CATEGORY, { i: { name: `Bị chặn ${Date.now()}` } }, catalog.staffToken)).data.createCategory.id;
    // Plays a writer outside the service that keeps taking the slug first, every attempt.
    await catalog.pool.query(`
      CREATE FUNCTION test_slug_always_taken() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.slug LIKE 'luon-bi-chiem%' THEN
          RAISE EXCEPTION 'duplicate key value violates unique constraint' USING ERRCODE = 'unique_violation', CONSTRAINT = 'categories_slug_unique';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_slug_always_taken BEFORE UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION test_slug_always_taken();`);
    try {
      const res = await catalog.gql(RENAME_CATEGORY, { id, i: { name: 'Luôn bị chiếm' } }, catalog.staffToken);
      assert.deepEqual(refusal(res), {
        status: 409,
        code: 'CATEGORY_SLUG_TAKEN',
        message: 'Tên danh mục trùng với một danh mục vừa được tạo, vui lòng thử lại',
      });
    } finally {
      await catalog.pool.query('DROP TRIGGER test_slug_always_taken ON categories; DROP FUNCTION test_slug_always_taken();');
    }
  });
});
