import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { createLogger, rabbitmqUrl } from '@shop/config';
import { CatalogEvents } from '@shop/contracts';
import { EventBroadcast } from '@shop/messaging';
import { useStarted, waitFor } from '@shop/testing';
import { startCatalog } from './support/catalog-app';

// Decision 0900: every product and category write publishes an event, in its transaction,
// that every listening process receives (the gateways' response caches drop their answers).

const listeners: EventBroadcast[] = [];
const heard: { type: string; payload: Record<string, unknown> }[][] = [[], []];
const catalog = useStarted(
  () => startCatalog({ bus: true }),
  async () => {
    // Two listeners: two gateway replicas, each must hear every event.
    for (const i of [0, 1]) {
      let up!: () => void;
      const ready = new Promise<void>((r) => (up = r));
      const b = new EventBroadcast({ name: `test-${i}`, url: rabbitmqUrl(), logger: createLogger('test'), onUp: () => up() })
        .on(CatalogEvents.ProductChanged, (p) => heard[i].push({ type: 'product', payload: p }))
        .on(CatalogEvents.CategoryChanged, (p) => heard[i].push({ type: 'category', payload: p }));
      await b.start();
      await ready;
      listeners.push(b);
    }
  },
);

after(async () => {
  for (const b of listeners) await b.stop();
});

const changesOf = (i: number, id: string) =>
  heard[i].filter((e) => e.payload.productId === id || e.payload.categoryId === id).map((e) => `${e.type}:${e.payload.change}`);

describe('catalog.ProductChanged and catalog.CategoryChanged', () => {
  it('reach every listener for each create, update and delete, and nothing for a refused write', async () => {
    const cat = await catalog.gql(`mutation { createCategory(input: { name: "Túi sự kiện ${Date.now()}" }) { id } }`, {}, catalog.staffToken);
    const categoryId = cat.data.createCategory.id;
    const image = (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f6f5c' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const input = {
      name: 'Túi thử sự kiện',
      shortDescription: 'Ngắn',
      description: '<p>Dài</p>',
      price: 100000,
      category: categoryId,
      images: [{ data: image, mimetype: 'image/png' }],
    };
    const created = await catalog.gql(`mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`, { input }, catalog.staffToken);
    const id = created.data.createProduct.id;
    await catalog.gql(`mutation ($id: ID!) { updateProduct(id: $id, input: { price: 90000 }) { id } }`, { id }, catalog.staffToken);
    const refused = await catalog.gql(`mutation ($id: ID!) { updateProduct(id: $id, input: { price: -1 }) { id } }`, { id }, catalog.staffToken);
    assert.ok(refused.errors);
    await catalog.gql(`mutation ($id: ID!) { deleteProduct(id: $id) }`, { id }, catalog.staffToken);
    await catalog.gql(
      `mutation ($id: ID!) { updateCategory(id: $id, input: { name: "Túi sự kiện mới ${Date.now()}" }) { id } }`,
      { id: categoryId },
      catalog.staffToken,
    );
    await catalog.gql(`mutation ($id: ID!) { deleteCategory(id: $id) }`, { id: categoryId }, catalog.staffToken);
    for (const i of [0, 1]) {
      await waitFor(() => changesOf(i, categoryId).length >= 3 && changesOf(i, id).length >= 3, { what: `listener ${i} hears every change` });
      assert.deepEqual(changesOf(i, id), ['product:created', 'product:updated', 'product:deleted']);
      assert.deepEqual(changesOf(i, categoryId), ['category:created', 'category:updated', 'category:deleted']);
    }
  });
});
