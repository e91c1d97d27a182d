import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStarted } from '@shop/testing';
import { seedBenchCatalog } from '../src/bench/bench-catalog';
import { toListingQuery } from '../src/products/listing';
import { ListingFacetsRepository } from '../src/products/listing-facets.repository';
import type { ProductFilter } from '../src/products/product.inputs';
import { ProductSort, SortOrder } from '../src/products/product.model';
import { ProductsRepository } from '../src/products/products.repository';
import { SearchWordsRepository } from '../src/products/search-words.repository';
import { isPlainAscii, similarity, trigramsOf, trigramsShown } from '../src/products/trigrams';
import { startCatalog } from './support/catalog-app';
import { createProduct } from './support/products';

const catalog = useStarted(() => startCatalog({ seed: true }));

const LIST = `query ($f: ProductFilter) { products(filter: $f) { products { id } pagination { total } colors sizes } }`;
const PAGE = `query ($f: ProductFilter) { products(filter: $f) { products { id price } } }`;
const listingPage = async (f: Record<string, unknown>) => (await catalog.gql(PAGE, { f })).data.products.products as { id: string; price: number }[];
const listing = async (f: Record<string, unknown>) =>
  (await catalog.gql(LIST, { f })).data.products as { pagination: { total: number }; colors: string[]; sizes: string[] };

/** Products whose colours and sizes test the edges: variants only, other case, blanks, hidden, no category. */
async function addEdgeProducts(): Promise<void> {
  const { rows } = await catalog.pool.query<{ id: string; category_id: string }>('SELECT id, category_id FROM products ORDER BY created_at LIMIT 1');
  const category = rows[0].category_id;
  const insert = async (name: string, fields: { colors: string[]; sizes: string[]; active?: boolean; category?: string | null; price?: number }) =>
    (
      await catalog.pool.query<{ id: string }>(
        `INSERT INTO products (name, short_description, description, price, category_id, colors, sizes, is_active, is_featured)
         VALUES ($1, 'Mẫu thử', '<p>Mẫu thử</p>', $2, $3, $4, $5, $6, true) RETURNING id`,
        [name, fields.price ?? 123_000, fields.category === undefined ? category : fields.category, fields.colors, fields.sizes, fields.active ?? true],
      )
    ).rows[0].id;
  const variant = async (productId: string, sku: string, color: string | null, size: string | null) =>
    catalog.pool.query('INSERT INTO variants (product_id, sku, color, size, stock) VALUES ($1, $2, $3, $4, 3)', [productId, sku, color, size]);
  const onlyVariants = await insert('Khăn chỉ có biến thể', { colors: [], sizes: [] });
  await variant(onlyVariants, 'EDGE-1', 'Tím than', 'XL');
  await variant(onlyVariants, 'EDGE-2', '', null);
  const otherCase = await insert('Ví chữ hoa', { colors: ['ĐỎ ĐÔ'], sizes: ['s'] });
  await variant(otherCase, 'EDGE-3', 'Ánh Kim', 'S');
  await insert('Nón ẩn', { colors: ['Cam đất'], sizes: ['Nhỏ'], active: false });
  await insert('Quà không danh mục', { colors: ['Ô liu'], sizes: [], category: null, price: 5_000 });
}

describe('listing count and panel from memory (decision 0910)', () => {
  it('answer what PostgreSQL answers, for every filter a listing without search words takes', async () => {
    await seedBenchCatalog(catalog.db.url, 3000);
    await addEdgeProducts();
    const { rows } = await catalog.pool.query<{ id: string; slug: string }>('SELECT id, slug FROM categories ORDER BY created_at LIMIT 2');
    const filters: ProductFilter[] = [
      {},
      { category: rows[0].slug },
      { category: rows[1].slug.toUpperCase() },
      { category: rows[0].id.toUpperCase() },
      { category: 'khong-co-danh-muc-nay' },
      { category: '00000000-0000-4000-8000-000000000000' },
      { color: 'Đen' },
      { color: 'đen' },
      { color: 'tím THAN' },
      { color: 'đỏ đô' },
      { color: 'ánh kim', size: 's' },
      { size: 'M' },
      { size: 'xl' },
      { size: 'Không có' },
      { color: 'Không màu', size: 'M' },
      { minPrice: 100_000, maxPrice: 200_000 },
      { minPrice: 300_000 },
      { maxPrice: 10_000 },
      { featured: true },
      { newArrival: true, color: 'Xanh lá' },
      { featured: false, newArrival: false, size: 'L' },
      { category: rows[0].slug, color: 'Đen', size: 'M', minPrice: 80_000 },
      { color: 'cam đất', includeInactive: true },
    ];
    const snapshot = await catalog.app.get(ListingFacetsRepository).snapshot();
    const products = catalog.app.get(ProductsRepository);
    for (const staff of [false, true])
      for (const f of filters) {
        const q = toListingQuery(f, staff);
        assert.deepEqual(snapshot.summarize(q), await products.summary(q), JSON.stringify({ f, staff }));
      }
    assert.ok(snapshot.size > 3000);
    assert.equal(snapshot.summarize(toListingQuery({ search: 'balo' }, false)), null, 'a search is left to PostgreSQL');
  });

  it('pick the page PostgreSQL picks, for every filter, sort, order and page (decision 0911)', async () => {
    const { rows } = await catalog.pool.query<{ slug: string }>('SELECT slug FROM categories ORDER BY created_at LIMIT 1');
    // Equal prices and equal names: the tie on the id must go the sort's way.
    await catalog.pool.query(`UPDATE products SET price = 150000 WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 40)`);
    await catalog.pool.query(`UPDATE products SET name = 'Túi trùng tên' WHERE id IN (SELECT id FROM products ORDER BY id DESC LIMIT 30)`);
    const filters: ProductFilter[] = [
      {},
      { category: rows[0].slug },
      { color: 'đen' },
      { size: 'M', minPrice: 100_000 },
      { category: rows[0].slug, color: 'Đen', maxPrice: 400_000 },
      { featured: true, newArrival: false },
      { color: 'tím than' },
      { category: 'khong-co-danh-muc-nay' },
      { includeInactive: true },
    ];
    const sorts: Pick<ProductFilter, 'sortBy' | 'order'>[] = [
      {},
      { order: SortOrder.asc },
      { sortBy: ProductSort.price, order: SortOrder.asc },
      { sortBy: ProductSort.price },
      { sortBy: ProductSort.name, order: SortOrder.asc },
      { sortBy: ProductSort.name },
      { sortBy: ProductSort.createdAt, order: SortOrder.asc },
    ];
    const snapshot = await catalog.app.get(ListingFacetsRepository).snapshot();
    const products = catalog.app.get(ProductsRepository);
    let compared = 0;
    for (const staff of [false, true])
      for (const f of filters)
        for (const sort of sorts)
          for (const paging of [{}, { page: 3, limit: 7 }, { page: 40, limit: 100 }]) {
            const q = toListingQuery({ ...f, ...sort, ...paging }, staff);
            const expected = (await products.page(q)).map((r) => r.id);
            assert.deepEqual(snapshot.pageIds(q), expected, JSON.stringify({ f, sort, paging, staff }));
            compared += expected.length;
          }
    assert.ok(compared > 1000, `only ${compared} products compared`);
    assert.equal(snapshot.pageIds(toListingQuery({ sortBy: ProductSort.soldCount }, false)), null, 'best sellers are left to PostgreSQL');
    assert.equal(snapshot.pageIds(toListingQuery({ search: 'balo' }, false)), null, 'a search is left to PostgreSQL');
  });

  it('find, count, facet and order a search as PostgreSQL does, for filters, sorts and pages (decision 0912)', async () => {
    const { rows: cats } = await catalog.pool.query<{ id: string; slug: string }>('SELECT id, slug FROM categories ORDER BY created_at LIMIT 1');
    // Names pg_trgm reads by the locale's rules (not plain ASCII once folded), accented words, a
    // name run together, and two products made in the same instant (the tie goes to the id).
    const insert = (name: string, at: string | null = null) =>
      catalog.pool.query(
        `INSERT INTO products (name, short_description, description, price, category_id, colors, sizes, created_at)
         VALUES ($1, 'Quà lưu niệm', '<p>Mẫu</p>', 99000, $2, ARRAY['Đen'], ARRAY['M'], COALESCE($3::timestamptz, now()))`,
        [name, cats[0].id, at],
      );
    for (const name of ['Balo café ñandú 東京', '🎒 Balo đi học', 'Ba lô học sinh Sài Gòn', 'Túi vải Sài Gòn xưa', 'Túi đeo vai Gốm Bát Tràng', 'Balo-Huế/gốm'])
      await insert(name);
    await insert('Balo sinh đôi', '2026-01-01T00:00:00Z');
    await insert('Balo sinh đôi', '2026-01-01T00:00:00Z');
    await catalog.pool.query(
      `UPDATE products p SET search_text = catalog_fold(concat_ws(' ', p.name, p.brand, p.short_description, (SELECT c.name FROM categories c WHERE c.id = p.category_id)))`,
    );

    // pg_trgm's similarity, number for number, for every product's folded name.
    const { rows: names } = await catalog.pool.query<{ searchName: string; shown: string[]; sims: number[] }>(
      `SELECT search_name AS "searchName", show_trgm(search_name) AS shown,
              ARRAY[similarity(search_name, 'balo'), similarity(search_name, 'tui vai sai gon'), similarity(search_name, 'hoa sen 12')]::float8[] AS sims
       FROM products`,
    );
    for (const n of names) {
      const held = isPlainAscii(n.searchName) ? trigramsOf(n.searchName) : trigramsShown(n.shown);
      assert.deepEqual(held, trigramsShown(n.shown), n.searchName);
      ['balo', 'tui vai sai gon', 'hoa sen 12'].forEach((query, k) =>
        assert.equal(similarity(held, trigramsOf(query)), n.sims[k], `${n.searchName} ~ ${query}`),
      );
    }
    assert.ok(names.some((n) => !isPlainAscii(n.searchName)));

    const searches = [
      'balo',
      'Ba lô',
      'ba lo hoc',
      'túi vải',
      'tui vai sai gon',
      'bslo',
      'baloo',
      'hoa sen 12',
      'Huế gốm',
      'tu',
      'a',
      'không có từ này',
      '東京',
      'cafe',
      'sinh đôi',
    ];
    const filters: ProductFilter[] = [
      {},
      { category: cats[0].slug },
      { color: 'đen', minPrice: 90_000, maxPrice: 250_000 },
      { size: 'M' },
      { includeInactive: true },
    ];
    const shapes: ProductFilter[] = [
      {},
      { page: 3, limit: 7 },
      // Pages ending at the 200th product and past it: the first 200 are kept in order, further ones sorted at once.
      { page: 2, limit: 100 },
      { page: 3, limit: 100 },
      { page: 40, limit: 100 },
      { sortBy: ProductSort.price, order: SortOrder.asc },
      { sortBy: ProductSort.name },
      { sortBy: ProductSort.createdAt, limit: 30 },
    ];
    const snapshot = await catalog.app.get(ListingFacetsRepository).snapshot();
    const searching = await snapshot.searching();
    const products = catalog.app.get(ProductsRepository);
    const words = catalog.app.get(SearchWordsRepository);
    let compared = 0;
    let typos = 0;
    for (const search of searches)
      for (const f of filters) {
        const parsed = toListingQuery({ search, ...f }, true);
        const near = await words.nearWords(parsed.words);
        if (near.some((n) => n.length > 0)) typos++;
        const base = { ...parsed, near };
        const found = searching.find(base);
        assert.deepEqual(snapshot.summarize(base, found), await products.summary(base), JSON.stringify({ search, f }));
        for (const shape of shapes) {
          const q = { ...toListingQuery({ search, ...f, ...shape }, true), near };
          const picked = snapshot.pageIds(q, searching.find(q));
          if (!isPlainAscii(q.words.join(' ')) && q.sortBy === null) {
            assert.equal(picked, null, 'a search beyond ASCII is ordered by PostgreSQL (pg_trgm reads its words by the locale)');
            continue;
          }
          const expected = (await products.page(q)).map((r) => r.id);
          assert.deepEqual(picked, expected, JSON.stringify({ search, f, shape }));
          compared += expected.length;
        }
      }
    assert.ok(compared > 2000, `only ${compared} products compared`);
    assert.ok(typos >= 2 * filters.length, 'the typos found near words');
    const q = toListingQuery({ search: 'balo', sortBy: ProductSort.soldCount }, false);
    assert.equal(snapshot.pageIds(q, searching.find(q)), null, 'best sellers are left to PostgreSQL');
  });

  it('answer the listing from PostgreSQL when a change has not reached the snapshot yet', async () => {
    const byPrice = { sortBy: ProductSort.price, order: SortOrder.desc, limit: 5 };
    await listingPage(byPrice); // an earlier test's writes went around the service: this drops the snapshot they left behind
    const first = (await listingPage(byPrice)).map((p) => p.id);
    // Another replica's write whose event has not arrived: nothing clears this replica's snapshot.
    await catalog.pool.query('UPDATE products SET price = 1 WHERE id = $1', [first[0]]);
    const after = (await listingPage(byPrice)).map((p) => p.id);
    const { rows } = await catalog.pool.query<{ id: string }>('SELECT id FROM products WHERE is_active ORDER BY price DESC, id DESC LIMIT 5');
    assert.deepEqual(
      after,
      rows.map((r) => r.id),
    );
    assert.ok(!after.includes(first[0]));

    // A search: another replica changes what the first product of 'hoa sen' is found by (its
    // short description, say), so it no longer matches; its name is the same.
    const search = { search: 'hoa sen', limit: 5 };
    await listingPage(search);
    const found = (await listingPage(search)).map((p) => p.id);
    await catalog.pool.query(`UPDATE products SET search_text = 'khong con khop' WHERE id = $1`, [found[0]]);
    const renamed = (await listingPage(search)).map((p) => p.id);
    assert.ok(!renamed.includes(found[0]), 'a product no longer found by the search');
    assert.deepEqual(renamed, found.slice(1, 5).concat(renamed.slice(4)));
  });

  it('show every staff write to what a listing filters and sorts on at the next listing', async () => {
    const newest = async () => (await listingPage({ limit: 1 }))[0];
    const searched = async () => (await listingPage({ search: 'moi nhat thu' })).map((p) => p.id);
    assert.deepEqual(await searched(), [], 'a search the snapshot keeps');
    const made = await createProduct(catalog, { name: 'Túi mới nhất thử', stock: 4 });
    assert.equal((await newest()).id, made.id, 'a created product');
    assert.deepEqual(await searched(), [made.id], 'a created product found by the search the last snapshot kept');
    const cheapest = async () => (await listingPage({ sortBy: ProductSort.price, order: SortOrder.asc, limit: 1 }))[0];
    await catalog.gql(`mutation ($id: ID!) { updateProduct(id: $id, input: { price: 0 }) { id } }`, { id: made.id }, catalog.staffToken);
    assert.deepEqual(await cheapest(), { id: made.id, price: 0 }, 'a price change');
    await catalog.gql(`mutation ($id: ID!) { updateProduct(id: $id, input: { isActive: false }) { id } }`, { id: made.id }, catalog.staffToken);
    assert.notEqual((await cheapest()).id, made.id, 'a product hidden');
    await catalog.gql(`mutation ($id: ID!) { updateProduct(id: $id, input: { isActive: true }) { id } }`, { id: made.id }, catalog.staffToken);
    const { data } = await catalog.gql(`query ($id: ID!) { product(id: $id) { category { id slug } } }`, { id: made.id });
    const renamed = await catalog.gql(
      `mutation ($id: ID!) { updateCategory(id: $id, input: { name: "Danh mục đổi tên thử" }) { slug } }`,
      { id: data.product.category.id },
      catalog.staffToken,
    );
    const slug = renamed.data.updateCategory.slug as string;
    assert.notEqual(slug, data.product.category.slug);
    assert.ok(
      (await listingPage({ category: slug, limit: 100 })).some((p) => p.id === made.id),
      'a category renamed',
    );
    assert.equal((await listingPage({ category: data.product.category.slug })).length, 0, 'the old slug finds nothing');
    await catalog.gql(`mutation ($id: ID!) { deleteProduct(id: $id) }`, { id: made.id }, catalog.staffToken);
    assert.notEqual((await newest()).id, made.id, 'a deleted product');
    assert.deepEqual(await searched(), [], 'a deleted product no longer found');
  });

  it('show a staff change to a product at the next listing', async () => {
    const before = await listing({});
    assert.ok(!before.colors.includes('Xanh rêu'));
    const { rows } = await catalog.pool.query<{ id: string }>('SELECT id FROM products WHERE is_active ORDER BY created_at LIMIT 1');
    const updated = await catalog.gql(
      `mutation ($id: ID!) { updateProduct(id: $id, input: { colors: ["Xanh rêu"] }) { id } }`,
      { id: rows[0].id },
      catalog.staffToken,
    );
    assert.equal(updated.errors, undefined);
    const after = await listing({});
    assert.ok(after.colors.includes('Xanh rêu'));
    const moss = await listing({ color: 'xanh rêu' });
    assert.equal(moss.pagination.total, 1);
    assert.equal(after.pagination.total, before.pagination.total);
  });
});
