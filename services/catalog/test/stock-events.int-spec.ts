import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import amqp, { type Channel } from 'amqplib';
import sharp from 'sharp';
import { rabbitmqUrl } from '@shop/config';
import { eventsExchange } from '@shop/messaging';
import { stays, useStarted, waitFor } from '@shop/testing';
import { startCatalog } from './support/catalog-app';

let channel: Channel;
let queue: string;
const received: { payload: Record<string, unknown> }[] = [];
const catalog = useStarted(() => startCatalog({ bus: true }));
const connection = useStarted(
  () => amqp.connect(rabbitmqUrl()),
  async () => {
    channel = await connection.createChannel();
    await channel.assertExchange(eventsExchange(), 'topic', { durable: true });
    ({ queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true }));
    await channel.bindQueue(queue, eventsExchange(), 'catalog.StockChanged');
    await channel.consume(
      queue,
      (msg) => {
        if (msg) received.push(JSON.parse(msg.content.toString()));
      },
      { noAck: true },
    );
  },
);

const PRODUCT = 'id totalStock variants { id sku stock }';

async function createProduct(variants: { sku: string; stock: number }[], stock?: number) {
  const cat = await catalog.gql(`mutation { createCategory(input: { name: "Balo ${Date.now()}" }) { id } }`, {}, catalog.staffToken);
  const image = (
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer()
  ).toString('base64');
  const res = await catalog.gql(
    `mutation ($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`,
    {
      input: {
        name: 'Balo thử sự kiện',
        shortDescription: 'Ngắn',
        description: '<p>Dài</p>',
        price: 100000,
        category: cat.data.createCategory.id,
        images: [{ data: image, mimetype: 'image/png' }],
        variants,
        stock,
      },
    },
    catalog.staffToken,
  );
  assert.ok(res.data, JSON.stringify(res.errors));
  return res.data.createProduct;
}

const eventsFor = (productId: string) => received.filter((e) => e.payload.productId === productId).map((e) => e.payload);

describe('catalog.StockChanged', () => {
  it('is published once per stock change, through the outbox, and not for a no-op or a refused change', async () => {
    const p = await createProduct([
      { sku: `EV-${Date.now()}-A`, stock: 5 },
      { sku: `EV-${Date.now()}-B`, stock: 1 },
    ]);
    const v = p.variants[0];
    const set = (stock: number) =>
      catalog.gql(
        `mutation ($p: ID!, $v: ID!, $s: Int!) { updateVariantStock(productId: $p, variantId: $v, stock: $s) { ${PRODUCT} } }`,
        { p: p.id, v: v.id, s: stock },
        catalog.staffToken,
      );
    assert.equal((await set(3)).data.updateVariantStock.totalStock, 4);
    await set(3); // unchanged: no event
    const refused = await set(-2);
    assert.equal(refused.errors?.[0].message, 'Số lượng tồn kho không được âm');
    await set(0);
    const events = await waitFor(() => (eventsFor(p.id).length >= 2 ? eventsFor(p.id) : null), { what: 'two StockChanged events' });
    await stays(() => eventsFor(p.id).length === 2, { forMs: 500, what: 'two StockChanged events, none for the unchanged or refused stock' });
    assert.deepEqual(
      events.map((e) => [e.variantId, e.previousStock, e.stock, e.totalStock]),
      [
        [v.id, 5, 3, 4],
        [v.id, 3, 0, 1],
      ],
    );
    assert.equal(events[0].sku, v.sku);
  });

  it('is published for the own stock of a product without variants, and for variant stock changed by an update', async () => {
    const plain = await createProduct([], 2);
    await catalog.gql(`mutation ($p: ID!) { updateProductStock(productId: $p, stock: 9) { id } }`, { p: plain.id }, catalog.staffToken);
    const withVariants = await createProduct([{ sku: `EV-${Date.now()}-C`, stock: 2 }]);
    const v = withVariants.variants[0];
    await catalog.gql(
      `mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
      { id: withVariants.id, input: { variants: [{ id: v.id, sku: v.sku, stock: 6 }] } },
      catalog.staffToken,
    );
    await waitFor(() => eventsFor(plain.id).length === 1 && eventsFor(withVariants.id).length === 1, { what: 'events' });
    assert.deepEqual(eventsFor(plain.id)[0], {
      productId: plain.id,
      variantId: null,
      sku: null,
      previousStock: 2,
      stock: 9,
      totalStock: 9,
      reason: 'manual',
    });
    assert.equal(eventsFor(withVariants.id)[0].stock, 6);
    assert.equal(eventsFor(withVariants.id)[0].reason, 'product-updated');
  });

  it('refuses writes to guests (401) and customers (403)', async () => {
    const mutation = `mutation { createCategory(input: { name: "X" }) { id } }`;
    assert.equal((await catalog.gql(mutation)).errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    assert.equal((await catalog.gql(mutation, {}, catalog.customerToken)).errors?.[0].extensions?.code, 'FORBIDDEN');
  });
});
