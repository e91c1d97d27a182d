import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStarted } from '@shop/testing';
import { startCatalog } from './support/catalog-app';
import { createProduct } from './support/products';

// Decision 0520: the catalog's figures of the dashboard, exact, on a database of its own.

const catalog = useStarted(() => startCatalog());

const ALERT = 'productId productName variantId variantName sku stock';
const STATS = `{ catalogStats { totalProducts lowStockProducts outOfStockProducts lowStockVariants { ${ALERT} } outOfStockVariants { ${ALERT} } } }`;
const BEST = `query ($limit: Int) { bestSellers(limit: $limit) { id name soldCount } }`;

describe('catalog statistics (decision 0520)', () => {
  it('refuses guests (401) and customers (403)', async () => {
    assert.equal((await catalog.gql(STATS)).errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    assert.equal((await catalog.gql(STATS, {}, catalog.customerToken)).errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.equal((await catalog.gql(BEST, { limit: 5 }, catalog.customerToken)).errors?.[0].extensions?.code, 'FORBIDDEN');
  });

  it('counts products and lists low (1-4) and out-of-stock (0) variants, a product without variants as one row', async () => {
    const bag = await createProduct(catalog, {
      name: 'Túi tote Hoa Sen',
      variants: [
        { name: 'Xanh', stock: 4 },
        { name: 'Đỏ', stock: 0 },
        { name: 'Vàng', stock: 5 },
      ],
    });
    const plain = await createProduct(catalog, { name: 'Móc khóa Hà Nội', stock: 1 });
    const gone = await createProduct(catalog, { name: 'Balo hết', stock: 0, isActive: false });
    await createProduct(catalog, { name: 'Sổ tay', stock: 50 });

    const res = await catalog.gql(STATS, {}, catalog.staffToken);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const s = res.data.catalogStats;
    assert.equal(s.totalProducts, 4); // hidden ones included
    assert.equal(s.lowStockProducts, 1); // Móc khóa (1); the tote has 9 in all
    assert.equal(s.outOfStockProducts, 1); // Balo hết
    const v = (name: string) => bag.variants.find((x) => x.name === name)!;
    assert.deepEqual(s.lowStockVariants, [
      { productId: plain.id, productName: 'Móc khóa Hà Nội', variantId: null, variantName: null, sku: null, stock: 1 },
      { productId: bag.id, productName: 'Túi tote Hoa Sen', variantId: v('Xanh').id, variantName: 'Xanh', sku: v('Xanh').sku, stock: 4 },
    ]);
    assert.deepEqual(
      new Set(s.outOfStockVariants.map((x: { productId: string; variantName: string | null }) => `${x.productId}|${x.variantName}`)),
      new Set([`${gone.id}|null`, `${bag.id}|Đỏ`]),
    );
  });

  it('ranks best sellers by soldCount, never-sold products left out, limit 1-50', async () => {
    const a = await createProduct(catalog, { name: 'Bán chạy A', stock: 10 });
    const b = await createProduct(catalog, { name: 'Bán chạy B', stock: 10 });
    await catalog.pool.query('UPDATE products SET sold_count = 7 WHERE id = $1', [a.id]);
    await catalog.pool.query('UPDATE products SET sold_count = 12 WHERE id = $1', [b.id]);
    const res = await catalog.gql(BEST, { limit: 5 }, catalog.staffToken);
    assert.deepEqual(
      res.data.bestSellers.map((p: { name: string; soldCount: number }) => [p.name, p.soldCount]),
      [
        ['Bán chạy B', 12],
        ['Bán chạy A', 7],
      ],
    );
    assert.equal((await catalog.gql(BEST, { limit: 1 }, catalog.staffToken)).data.bestSellers.length, 1);
    for (const limit of [0, 51]) assert.ok((await catalog.gql(BEST, { limit }, catalog.staffToken)).errors?.length, `limit ${limit}`);
  });
});
