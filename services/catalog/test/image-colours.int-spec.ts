import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { useStarted } from '@shop/testing';
import { startCatalog } from './support/catalog-app';

// A product photo can be tagged with the colour it shows, so the product page
// shows it when a shopper picks that colour. Against real PostgreSQL.

let category: string;
const catalog = useStarted(
  () => startCatalog(),
  async () => {
    const cat = await catalog.gql(`mutation { createCategory(input: { name: "Màu ảnh ${Date.now()}" }) { id } }`, {}, catalog.staffToken);
    category = cat.data.createCategory.id;
  },
);

async function upload(): Promise<string> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'anh.png');
  const res = await fetch(`${catalog.url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${catalog.staffToken}` }, body: form });
  const body = (await res.json()) as { data: { images: { _id: string }[] } };
  return body.data.images[0]._id;
}

const FIELDS = 'id images { id color }';
const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { ${FIELDS} } }`;
const product = (images: unknown[], name = `Túi ${Date.now()}`) => ({
  name,
  shortDescription: 'Ngắn',
  description: '<p>Dài</p>',
  price: 100000,
  category,
  colors: ['Đen', 'Be'],
  images,
  stock: 1,
});

describe('colour of a product photo', () => {
  it('is saved with the photo, trimmed, and read back in order; blank means none', async () => {
    const [a, b, c] = [await upload(), await upload(), await upload()];
    const res = await catalog.gql(CREATE, { input: product([{ id: a }, { id: b, color: ' Be ' }, { id: c, color: '  ' }]) }, catalog.staffToken);
    assert.ok(res.data, JSON.stringify(res.errors));
    assert.deepEqual(res.data.createProduct.images, [
      { id: a, color: null },
      { id: b, color: 'Be' },
      { id: c, color: null },
    ]);
    const { rows } = await catalog.pool.query('SELECT id, color FROM product_images WHERE product_id = $1 ORDER BY position', [res.data.createProduct.id]);
    assert.deepEqual(
      rows.map((r) => r.color),
      [null, 'Be', null],
    );
  });

  it('changes when staff retag the photos, and goes when they untag it', async () => {
    const [a, b] = [await upload(), await upload()];
    const created = await catalog.gql(CREATE, { input: product([{ id: a, color: 'Đen' }, { id: b }]) }, catalog.staffToken);
    const id = created.data.createProduct.id;
    const retagged = await catalog.gql(UPDATE, { id, input: { images: [{ id: b, color: 'Be' }, { id: a }] } }, catalog.staffToken);
    assert.deepEqual(retagged.data.updateProduct.images, [
      { id: b, color: 'Be' },
      { id: a, color: null },
    ]);
    const read = await catalog.gql(`query ($id: ID!) { product(id: $id) { images { id color } } }`, { id });
    assert.deepEqual(read.data.product.images, retagged.data.updateProduct.images, 'shoppers read the same tags');
  });

  it("keeps the tag when another product's photo is copied", async () => {
    const a = await upload();
    await catalog.gql(CREATE, { input: product([{ id: a, color: 'Đen' }]) }, catalog.staffToken);
    const copy = await catalog.gql(CREATE, { input: product([{ id: a, color: 'Be' }]) }, catalog.staffToken);
    assert.notEqual(copy.data.createProduct.images[0].id, a, 'a photo of another product is copied');
    assert.equal(copy.data.createProduct.images[0].color, 'Be');
  });

  it('refuses a colour longer than 100 characters', async () => {
    const res = await catalog.gql(CREATE, { input: product([{ id: await upload(), color: 'x'.repeat(101) }]) }, catalog.staffToken);
    assert.equal(res.errors?.[0].extensions?.code, 'VALIDATION_FAILED', JSON.stringify(res.errors));
  });
});
