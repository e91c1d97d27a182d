import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { CatalogUnderTest } from './catalog-app';

export const PRODUCT_FIELDS = 'id name isActive totalStock soldCount ratings { average count } variants { id sku stock name }';

export interface TestProduct {
  id: string;
  name: string;
  totalStock: number;
  variants: { id: string; sku: string; stock: number; name: string | null }[];
}

let category: Promise<string> | undefined;
let image: Promise<string> | undefined;

/** A product made through the staff API, like staff would: with a category and one image. */
export async function createProduct(
  catalog: CatalogUnderTest,
  opts: { name?: string; variants?: { name?: string; stock: number }[]; stock?: number; isActive?: boolean } = {},
): Promise<TestProduct> {
  category ??= catalog
    .gql(`mutation { createCategory(input: { name: "Danh mục ${randomBytes(3).toString('hex')}" }) { id } }`, {}, catalog.staffToken)
    .then((r) => r.data.createCategory.id as string);
  image ??= sharp({ create: { width: 8, height: 8, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer()
    .then((b) => b.toString('base64'));
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const res = await catalog.gql(
    `mutation ($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`,
    {
      input: {
        name: opts.name ?? `Balo thử ${tag}`,
        shortDescription: 'Ngắn',
        description: '<p>Dài</p>',
        price: 250000,
        originalPrice: 300000,
        category: await category,
        images: [{ data: await image, mimetype: 'image/png' }],
        variants: (opts.variants ?? []).map((v, i) => ({ name: v.name ?? null, sku: `T-${tag}-${i}`, stock: v.stock })),
        stock: opts.stock,
        isActive: opts.isActive ?? true,
      },
    },
    catalog.staffToken,
  );
  assert.ok(res.data, JSON.stringify(res.errors));
  return res.data.createProduct;
}

export async function productState(catalog: CatalogUnderTest, id: string) {
  const { rows } = await catalog.pool.query<{ stock: number; total_stock: number; sold_count: number; rating_average: number; rating_count: number }>(
    'SELECT stock, total_stock, sold_count, rating_average, rating_count FROM products WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function variantStock(catalog: CatalogUnderTest, id: string): Promise<number> {
  const { rows } = await catalog.pool.query<{ stock: number }>('SELECT stock FROM variants WHERE id = $1', [id]);
  return rows[0].stock;
}

export async function reservationStatus(catalog: CatalogUnderTest, orderId: string): Promise<string | undefined> {
  const { rows } = await catalog.pool.query<{ status: string }>('SELECT status FROM stock_reservations WHERE order_id = $1', [orderId]);
  return rows[0]?.status;
}

/** True once the catalog applied the event with this id (its inbox row is written with the effect). */
export async function applied(catalog: CatalogUnderTest, eventId: string): Promise<boolean> {
  const { rows } = await catalog.pool.query('SELECT 1 FROM inbox WHERE event_id = $1', [eventId]);
  return rows.length > 0;
}
