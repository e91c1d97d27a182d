import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { PRODUCT_DETAIL_FIELDS, PRODUCT_PAGE_FIELDS } from '@shop/contracts';
import type { Pool } from 'pg';
import { PG_POOL, TRANSACTIONS } from '@shop/platform';
import { recordStatements, useStarted } from '@shop/testing';
import { sql } from 'drizzle-orm';
import type { Transactions } from '../src/db/database';
import { ProductsRepository } from '../src/products/products.repository';
import { ProductsService } from '../src/products/products.service';
import { toListingQuery } from '../src/products/listing';
import { startCatalog } from './support/catalog-app';

const catalog = useStarted(() => startCatalog({ seed: true }));

describe('a listing page and a product read in one statement (decision 0910)', () => {
  it('show the same variants, images, reviews and category, in the same order, as reading them apart', async () => {
    const service = catalog.app.get(ProductsService);
    const products = catalog.app.get(ProductsRepository);
    // Two more reviews and a second image on the first product with variants, so order counts.
    const { rows } = await catalog.pool.query<{ id: string }>(
      'SELECT p.id FROM products p WHERE p.is_active AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id) ORDER BY p.created_at LIMIT 1',
    );
    const id = rows[0].id;
    await catalog.pool.query(
      `INSERT INTO reviews (product_id, name, rating, comment, created_at) VALUES ($1, 'Lan', 5, 'Đẹp', now() - interval '2 days'), ($1, 'Minh', 3, NULL, now() - interval '1 day')`,
      [id],
    );
    await catalog.pool.query(
      `INSERT INTO product_images (product_id, claimed, data, mimetype, alt, position, width, height, bytes, hash)
       SELECT $1, true, data, mimetype, 'Mặt sau', 0, width, height, bytes, hash || '-2' FROM product_images WHERE product_id = $1 LIMIT 1`,
      [id],
    );
    const detail = await service.detail(id, undefined);
    const [apart] = await service.views([(await products.byId(id))!], true);
    assert.deepEqual(detail, apart);
    assert.ok(detail!.variants.length > 0 && detail!.images.length > 1 && detail!.reviews.length >= 2 && detail!.category);

    for (const filter of [{ limit: 100 }, { limit: 100, page: 2 }, { sortBy: 'price' as never, order: 'asc' as never, limit: 50 }]) {
      const q = toListingQuery(filter, false);
      const page = await service.list(filter, undefined);
      const ids = page.products.map((p) => p.id);
      const reread = await Promise.all(ids.map(async (pid) => (await products.byId(pid))!));
      assert.deepEqual(page.products, await service.views(reread, false), JSON.stringify(q));
    }
  });

  it('read a detail and a page by id with the named statements prepared once, and inside a transaction on it', async () => {
    const products = catalog.app.get(ProductsRepository);
    const { rows } = await catalog.pool.query<{ id: string }>('SELECT id FROM products WHERE is_active ORDER BY created_at LIMIT 3');
    const ids = rows.map((r) => r.id);
    const statements = recordStatements(catalog.app.get<Pool>(PG_POOL));
    const detail = await products.byIdWithRelations(ids[0]);
    const page = await products.byIds([ids[2], ids[0], ids[1]]);
    const again = await products.byIds([ids[1]]);
    statements.stop();
    assert.deepEqual(statements.sent, ['catalog.productDetail', 'catalog.productsByIds', 'catalog.productsByIds']);
    assert.equal(detail?.id, ids[0]);
    assert.deepEqual(
      page.map((p) => p.id),
      [ids[2], ids[0], ids[1]],
    );
    assert.deepEqual(again, [page[2]]);
    assert.equal(await products.byIdWithRelations('không-phải-uuid'), undefined);
    assert.deepEqual(await products.byIds([]), []);

    // In a transaction the reads see its uncommitted writes: they run on it, not on the pool.
    const tx = catalog.app.get<Transactions>(TRANSACTIONS);
    const seen = await tx
      .transactional(async () => {
        await tx.current().execute(sql`UPDATE products SET name = 'Tên trong giao dịch' WHERE id = ${ids[0]}`);
        const inside = [(await products.byIdWithRelations(ids[0]))?.name, (await products.byIds([ids[0]]))[0]?.name];
        throw Object.assign(new Error('rollback'), { inside });
      })
      .catch((err: { inside?: unknown }) => err.inside);
    assert.deepEqual(seen, ['Tên trong giao dịch', 'Tên trong giao dịch']);
    assert.equal((await products.byIdWithRelations(ids[0]))?.name, detail?.name);
  });

  it('answer the REST route the gateway reads exactly as product(id) with the REST fields, for guests and staff', async () => {
    const DETAIL = `query ($id: ID!) { product(id: $id) { ${PRODUCT_DETAIL_FIELDS} } }`;
    // Every product, one hidden, one whose stored description predates today's cleaning rules.
    const { rows } = await catalog.pool.query<{ id: string }>('SELECT id FROM products ORDER BY created_at');
    await catalog.pool.query('UPDATE products SET is_active = false WHERE id = $1', [rows[1].id]);
    await catalog.pool.query(`UPDATE products SET description = '<p onclick="x()">Mô tả <script>alert(1)</script><b>đậm</b></p>' WHERE id = $1`, [rows[2].id]);
    const rest = async (id: string, token?: string) => {
      const res = await fetch(`${catalog.url}/products/${encodeURIComponent(id)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
    };
    let compared = 0;
    for (const [viewer, token] of [
      ['guest', undefined],
      ['staff', catalog.staffToken],
    ] as const)
      for (const id of [...rows.map((r) => r.id), randomUUID(), 'không-phải-uuid', '../categories']) {
        const graphql = await catalog.gql(DETAIL, { id }, token);
        assert.ok(graphql.data, JSON.stringify(graphql.errors));
        const answer = await rest(id, token);
        if (graphql.data.product === null) {
          assert.equal(answer.status, 404, `${viewer} ${id}`);
          assert.equal(JSON.parse(answer.text).code, 'PRODUCT_NOT_FOUND');
          continue;
        }
        assert.equal(answer.status, 200, `${viewer} ${id}`);
        assert.match(answer.type, /^application\/json/);
        assert.equal(answer.text, JSON.stringify({ product: graphql.data.product }), `${viewer} ${id}`);
        compared++;
      }
    const active = (await catalog.pool.query('SELECT 1 FROM products WHERE is_active')).rowCount ?? 0;
    assert.ok(active < rows.length);
    assert.equal(compared, rows.length + active, 'every product for staff, the active ones for a guest');
    assert.equal((await rest(rows[1].id)).status, 404, 'hidden from a guest');
    assert.ok(!(await rest(rows[2].id)).text.includes('<script>'));
  });

  it('answer the REST route of a listing exactly as products(filter), and decline (400) every filter GraphQL refuses or reads otherwise', async () => {
    const LIST = `query ($filter: ProductFilter) { products(filter: $filter) { ${PRODUCT_PAGE_FIELDS} } }`;
    const rest = async (filter: unknown, token?: string) => {
      const text = typeof filter === 'string' ? filter : JSON.stringify(filter);
      const res = await fetch(`${catalog.url}/products?filter=${encodeURIComponent(text)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
    };
    const { rows } = await catalog.pool.query<{ id: string; slug: string }>('SELECT id, slug FROM categories ORDER BY name LIMIT 2');
    // A hidden product, so a guest's pages and staff's (includeInactive) differ.
    await catalog.pool.query('UPDATE products SET is_active = false WHERE id = (SELECT id FROM products WHERE is_active ORDER BY created_at LIMIT 1)');
    const filters: Record<string, unknown>[] = [
      {},
      { page: 2 },
      { page: 99 },
      { page: 0 },
      { limit: 5, page: 3 },
      { limit: 100 },
      { limit: 101 },
      { limit: 0 },
      { category: rows[0].slug },
      { category: rows[1].id },
      { category: 'khong-co-danh-muc-nay' },
      { search: 'tui vai' },
      { search: 'túi vải', sortBy: 'price', order: 'asc' },
      { search: 'ba lo' },
      { search: 'x'.repeat(200) },
      { search: 'x'.repeat(201) },
      { minPrice: 100_000 },
      { maxPrice: 200_000, sortBy: 'price', order: 'desc' },
      { minPrice: 500_000, maxPrice: 100_000 },
      { minPrice: -5 },
      { color: 'Đen' },
      { size: 'M', sortBy: 'soldCount' },
      { sortBy: 'name', order: 'asc' },
      { sortBy: 'createdAt', order: 'asc' },
      { featured: true },
      { newArrival: true, featured: false },
      { includeInactive: true },
      { includeInactive: true, sortBy: 'name' },
      { category: rows[0].slug, color: 'Đen', sortBy: 'price', order: 'asc', minPrice: 1, page: 1, limit: 12 },
      { search: '', category: '', color: '' },
    ];
    let compared = 0;
    let refused = 0;
    for (const [viewer, token] of [
      ['guest', undefined],
      ['staff', catalog.staffToken],
    ] as const)
      for (const filter of filters) {
        const graphql = await catalog.gql(LIST, { filter }, token);
        const answer = await rest(filter, token);
        const what = `${viewer} ${JSON.stringify(filter).slice(0, 80)}`;
        if (graphql.errors) {
          assert.equal(answer.status, 400, `${what}: GraphQL refuses it (${graphql.errors[0].message}), so the REST read declines`);
          refused++;
          continue;
        }
        assert.equal(answer.status, 200, what);
        assert.match(answer.type, /^application\/json/);
        assert.equal(answer.text, JSON.stringify(graphql.data.products), what);
        compared++;
      }
    assert.ok(compared >= 50 && refused >= 2, `compared ${compared}, refused ${refused}`);
    // What the read leaves to GraphQL, which answers each with its own words.
    for (const declined of [
      'pas du JSON',
      '[]',
      'null',
      '7',
      { page: 1.5 },
      { page: 2 ** 31 },
      { limit: '12' },
      { sortBy: 'popular' },
      { order: 'up' },
      { featured: 'yes' },
      { page: null },
      { colour: 'Đen' },
      { category: 7 },
    ])
      assert.equal((await rest(declined)).status, 400, JSON.stringify(declined));
  });
});
