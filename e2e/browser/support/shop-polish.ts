import type { Page } from 'playwright-core';
import { ShopClient } from '../../support/http';
import { DEMO } from '../../support/identity';
import { upload, png } from '../../api/catalog-support';

// Fixtures of the storefront-details journeys: a product made for the test through the API (variants with
// a sold-out combination, photos tagged with a colour), and a look at what a screen reader hears.

export interface MadeProduct {
  id: string;
  name: string;
  images: { id: string; color: string | null }[];
}

const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { id name images { id color } } }`;

/** The demo admin's API client. */
export async function adminApi(baseUrl: string): Promise<{ api: ShopClient; token: string }> {
  const { client, token } = await new ShopClient(baseUrl).login(DEMO.admin.email, DEMO.admin.password);
  return { api: client, token };
}

/**
 * A tote in black and beige, sizes M and L: black M 3, black L 0, beige M 0, beige L 2. Two
 * photos: the first untagged, the second tagged 'Be' (or untagged when `tagged` is false).
 */
export async function makeToteWithColours(baseUrl: string, name: string, tagged = true): Promise<MadeProduct> {
  const { api, token } = await adminApi(baseUrl);
  const categories = await api.graphql<{ categories: { id: string }[] }>('{ categories { id } }');
  const category = categories.body.data?.categories[0]?.id;
  const up = await upload(baseUrl, token, [
    { name: 'den.png', type: 'image/png', bytes: png(40, 40) },
    { name: 'be.png', type: 'image/png', bytes: png(48, 48) },
  ]);
  if (up.status !== 200) throw new Error(`upload: ${up.status} ${JSON.stringify(up.body)}`);
  const ids: string[] = up.body.data.images.map((i: { _id: string }) => i._id);
  const res = await api.graphql<{ createProduct: MadeProduct }>(CREATE, {
    input: {
      name,
      shortDescription: 'Túi tote thử nghiệm',
      description: '<p>Túi tote thử nghiệm</p>',
      price: 250000,
      category,
      colors: ['Đen', 'Be'],
      sizes: ['M', 'L'],
      variants: [
        { color: 'Đen', size: 'M', stock: 3 },
        { color: 'Đen', size: 'L', stock: 0 },
        { color: 'Be', size: 'M', stock: 0 },
        { color: 'Be', size: 'L', stock: 2 },
      ],
      images: [{ id: ids[0] }, { id: ids[1], color: tagged ? 'Be' : null }],
    },
  });
  if (!res.body.data?.createProduct) throw new Error(`createProduct: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.createProduct;
}

/** A product whose only variant is sold out. */
export async function makeSoldOutProduct(baseUrl: string, name: string): Promise<string> {
  const { api, token } = await adminApi(baseUrl);
  const categories = await api.graphql<{ categories: { id: string }[] }>('{ categories { id } }');
  const up = await upload(baseUrl, token, [{ name: 'het.png', type: 'image/png', bytes: png(20, 20) }]);
  const res = await api.graphql<{ createProduct: { id: string } }>(CREATE.replace('images { id color }', ''), {
    input: {
      name,
      shortDescription: 'Đã bán hết',
      description: '<p>Đã bán hết</p>',
      price: 90000,
      category: categories.body.data?.categories[0]?.id,
      colors: ['Xanh'],
      variants: [{ color: 'Xanh', stock: 0 }],
      images: [{ id: up.body.data.images[0]._id }],
    },
  });
  if (!res.body.data?.createProduct) throw new Error(`createProduct: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.createProduct.id;
}

/**
 * Names a screen reader would read that are not Vietnamese words: antd's icon names
 * ('eye-invisible', 'logout', 'left') and a few English landmarks ('Breadcrumb', 'Close').
 * Read from the page's accessibility tree (aria-hidden parts are not in it).
 */
export async function foreignNames(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const names = [...tree.matchAll(/^\s*- [a-z]+ "([^"]*)"/gm)].map((m) => m[1]);
  return names.filter((n) => /^[a-z]+(-[a-z]+)*$/.test(n) || /^(Breadcrumb|Close|Search|Loading|Previous Page|Next Page|Menu)$/i.test(n));
}
