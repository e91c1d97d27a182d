import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStarted } from '@shop/testing';
import { seedBenchCatalog } from '../src/bench/bench-catalog';
import { toListingQuery } from '../src/products/listing';
import { ListingFacetsRepository } from '../src/products/listing-facets.repository';
import type { ProductFilter } from '../src/products/product.inputs';
import { ProductsRepository } from '../src/products/products.repository';
import { startCatalog } from './support/catalog-app';

const catalog = useStarted(() => startCatalog({ seed: true }));

const LIST = `query ($f: ProductFilter) { products(filter: $f) { products { id } pagination { total } colors sizes } }`;
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
