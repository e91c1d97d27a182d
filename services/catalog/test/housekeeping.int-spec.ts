import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { Housekeeping, MessageRetentionJob } from '@shop/platform';
import { useStarted } from '@shop/testing';
import { StaleUploadsJob } from '../src/images/stale-uploads.job';
import { StaleSearchWordsJob } from '../src/products/stale-search-words.job';
import { ReservationTimeoutJob } from '../src/stock/reservation-timeout.job';
import { startCatalog } from './support/catalog-app';

// Uploads nobody claimed are removed on a schedule (decisions 0202, 0420).

let housekeeping: Housekeeping;
const catalog = useStarted(
  () => startCatalog(),
  async () => {
    housekeeping = catalog.app.get(Housekeeping);
  },
);

/** Uploads one image through POST /upload and answers its id. */
async function upload(): Promise<string> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#8e44ad' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('images', new Blob([png], { type: 'image/png' }), 'anh.png');
  const res = await fetch(`${catalog.url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${catalog.staffToken}` }, body: form });
  assert.equal(res.status, 200);
  return ((await res.json()) as { data: { images: { _id: string }[] } }).data.images[0]._id;
}

const age = (id: string, hours: number) =>
  catalog.pool.query(`UPDATE product_images SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, hours]);

describe("catalog's housekeeping", () => {
  it('has its jobs on the schedule: message retention, abandoned uploads, expired stock reservations and stale search words', () => {
    assert.deepEqual(
      housekeeping.names().sort(),
      [MessageRetentionJob.jobName, StaleUploadsJob.jobName, ReservationTimeoutJob.jobName, StaleSearchWordsJob.jobName].sort(),
    );
  });

  it('removes the search words no product has any more, and keeps every word a product still has', async () => {
    // Words of letters only (digits never make a search word), new to this database.
    const letters = (n: number) => [...String(n)].map((d) => 'bcdfghklmn'[Number(d)]).join('');
    const gone = `zgone${letters(Date.now())}`;
    const kept = `zkept${letters(Date.now())}`;
    const cat = await catalog.gql(`mutation { createCategory(input: { name: "Từ khóa ${Date.now()}" }) { id } }`, {}, catalog.staffToken);
    const create = async (name: string) =>
      catalog.gql(
        `mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`,
        {
          input: {
            name,
            shortDescription: 'Ngắn',
            description: '<p>Dài</p>',
            price: 100000,
            category: cat.data.createCategory.id,
            images: [{ id: await upload() }],
            stock: 1,
          },
        },
        catalog.staffToken,
      );
    const doomed = await create(`Túi ${gone} ${kept}`);
    const staying = await create(`Balo ${kept}`);
    assert.ok(doomed.data && staying.data, JSON.stringify([doomed.errors, staying.errors]));
    const words = async () =>
      (await catalog.pool.query<{ word: string }>('SELECT word FROM search_words WHERE word = ANY($1)', [[gone, kept]])).rows.map((r) => r.word).sort();
    assert.deepEqual(await words(), [gone, kept].sort());
    const del = await catalog.gql(`mutation ($id: ID!) { deleteProduct(id: $id) }`, { id: doomed.data.createProduct.id }, catalog.staffToken);
    assert.ok(!del.errors, JSON.stringify(del.errors));
    const outcome = await housekeeping.runNow(StaleSearchWordsJob.jobName);
    assert.ok(outcome.ran && outcome.handled >= 1, JSON.stringify(outcome));
    assert.deepEqual(await words(), [kept]);
    const { rows } = await catalog.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM (SELECT DISTINCT catalog_words_of(search_text) AS w FROM products) p WHERE w NOT IN (SELECT word FROM search_words)',
    );
    assert.equal(rows[0].n, 0, 'every word a product has is still there');
  });

  it('removes uploads unclaimed for more than a day, and keeps recent ones and every image a product has or had', async () => {
    const cat = await catalog.gql(`mutation { createCategory(input: { name: "Dọn dẹp ${Date.now()}" }) { id } }`, {}, catalog.staffToken);
    const [abandoned, recent, kept, released] = [await upload(), await upload(), await upload(), await upload()];
    const create = await catalog.gql(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`,
      {
        input: {
          name: 'Túi giữ ảnh',
          shortDescription: 'Ngắn',
          description: '<p>Dài</p>',
          price: 100000,
          category: cat.data.createCategory.id,
          images: [{ id: kept }, { id: released }],
          stock: 1,
        },
      },
      catalog.staffToken,
    );
    assert.ok(create.data, JSON.stringify(create.errors));
    // The product drops one image again: released, not deleted (order history keeps it).
    const update = await catalog.gql(
      `mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
      {
        id: create.data.createProduct.id,
        input: { images: [{ id: kept }] },
      },
      catalog.staffToken,
    );
    assert.ok(update.data, JSON.stringify(update.errors));
    for (const id of [abandoned, kept, released]) await age(id, 25);
    await age(recent, 23);

    assert.deepEqual(await housekeeping.runNow(StaleUploadsJob.jobName), { ran: true, handled: 1 });
    const { rows } = await catalog.pool.query<{ id: string }>('SELECT id FROM product_images WHERE id = ANY($1)', [[abandoned, recent, kept, released]]);
    assert.deepEqual(rows.map((r) => r.id).sort(), [recent, kept, released].sort());
  });
});
