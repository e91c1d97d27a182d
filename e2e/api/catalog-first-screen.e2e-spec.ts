import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { waitFor } from '@shop/testing';
import { repoRoot } from '../support/system';
import { png, upload } from './catalog-support';
import { useShop } from '../support/shop';

// Decision 0903: the gateway inlines the first screen's public catalog answer into the product
// list and a product page, and announces the images shown first as preloads. The inlined data is
// what /graphql answers a guest for the app's own query, escaped so that no product text can
// close its script element.

const built = existsSync(path.join(repoRoot, 'web/dist/index.html'));
const BLOCK = /<script type="application\/json" id="shop-first-screen">([^<]*)<\/script>/;

const shop = useShop({ signIn: ['admin'] });

/** What the gateway drew into #root (empty when it drew nothing). */
const rootOf = (html: string): string => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
/** A text as React writes it into HTML. */
const escapeText = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

type Block = { path: string; queries: { operationName: string; variables: Record<string, unknown>; data: any }[] };

async function inlined(pagePath: string): Promise<{ html: string; block: Block | null }> {
  const res = await shop.api.get(pagePath);
  assert.equal(res.status, 200);
  const html = String(res.body);
  const m = BLOCK.exec(html);
  return { html, block: m ? (JSON.parse(m[1]) as Block) : null };
}

/** The same operation posted to /graphql as Apollo Client posts it (printed query, its Accept header). */
async function graphqlAnswer(query: string, variables: Record<string, unknown>, operationName: string): Promise<any> {
  const res = await fetch(`${shop.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
    body: JSON.stringify({ operationName, variables, query }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data;
}

/**
 * The page at `pagePath` once its inlined answer is what /graphql answers (both are cached and
 * dropped by the catalog's events, so right after an earlier test's change they can differ for
 * the freshness bound of decision 0900); the last disagreement fails the test.
 */
function agreeing(pagePath: string): Promise<{ html: string; block: Block }> {
  return waitFor(
    async () => {
      const page = await inlined(pagePath);
      assert.ok(page.block, `no inlined data on ${pagePath}`);
      const [q] = page.block.queries;
      assert.deepEqual(q.data, await graphqlAnswer(QUERY_OF[q.operationName as keyof typeof QUERY_OF], q.variables, q.operationName));
      return { html: page.html, block: page.block };
    },
    { timeoutMs: 5000, intervalMs: 100, what: `the data inlined into ${pagePath} to agree with /graphql` },
  );
}

describe('the first screen inlined into the page', { skip: !built && 'web app not built' }, () => {
  it('/products carries the first page of the list, the same as /graphql answers, and preloads its first images', async () => {
    // The whole answer, field for field, with the query the page itself would send.
    const { html, block } = await agreeing('/products');
    assert.equal(block.path, '/products');
    const [q] = block.queries;
    assert.equal(q.operationName, 'StorefrontProducts');
    assert.deepEqual(q.variables, { filter: { page: 1, limit: 12, sortBy: 'createdAt', order: 'desc' } });
    const first = q.data.products.products.slice(0, 4) as { images: { url: string }[] }[];
    assert.ok(first.length > 0);
    for (const p of first)
      assert.ok(html.includes(`<link rel="preload" as="image" fetchpriority="high" imagesrcset="${p.images[0].url}?w=320 320w`), p.images[0].url);
    // A filtered, sorted or later page: the app's variables differ, nothing is inlined.
    assert.equal((await inlined('/products?page=2')).block, null);
    assert.equal((await inlined('/')).block, null);
  });

  it('a product page carries the product as /graphql answers it to a guest, and preloads its main photo', async () => {
    const [{ _id: id }] = (await shop.api.get('/api/products?limit=1')).body.data.products;
    // The whole answer, field for field, with the query the page itself would send.
    const { html, block } = await agreeing(`/products/${id}`);
    const [q] = block.queries;
    assert.equal(q.operationName, 'StorefrontProduct');
    assert.deepEqual(q.variables, { id });
    assert.equal(q.data.product.id, id);
    assert.equal(q.data.product.__typename, 'Product');
    const preload = /<link rel="preload" as="image" fetchpriority="high" imagesrcset="([^"?]+)\?w=640 640w, [^"]+\?w=1024 1024w" imagesizes="[^"]+">/.exec(
      html,
    );
    assert.ok(preload && q.data.product.images.some((i: { url: string }) => i.url === preload[1]), 'no preload of the main photo');
  });

  it('escapes what a product says: no text can close the script element or break the page', async () => {
    const categoryId = (await shop.api.get('/api/categories')).body.data.categories[0]._id;
    const uploaded = await upload(shop.baseUrl, shop.admin.token, [{ name: 'anh.png', type: 'image/png', bytes: png(4, 4) }]);
    const name = `Túi </script><script>alert(1)</script> <!-- $& ${Date.now().toString(36)}`;
    const res = await shop.admin.post('/api/products', {
      name,
      shortDescription: 'Mô tả </script><img src=x onerror=alert(2)>',
      description: '<p>Mô tả</p>',
      price: 150000,
      category: categoryId,
      images: [{ url: uploaded.body.data.images[0].url, alt: 'Ảnh "a" <b>' }],
      variants: [{ name: 'Đỏ', color: 'Đỏ', sku: `FS-${Date.now().toString(36).toUpperCase()}`, stock: 5 }],
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const p = res.body.data.product;
    const { html, block } = await inlined(`/products/${p._id}`);
    assert.ok(block);
    assert.equal(block.queries[0].data.product.name, name);
    assert.ok(!html.includes('<script>alert(1)'), 'a product name closed the script element');
    assert.ok(!html.includes('<img src=x'), 'a description got out of its element');
    // The list (newest first) carries it too, escaped the same way, once the catalog's event has
    // dropped the cached list (within the freshness bound of decision 0900, not at once).
    const listed = (l: { block: Block | null }): boolean => l.block?.queries[0].data.products.products.some((x: { id: string }) => x.id === p._id) ?? false;
    const list = await waitFor(
      async () => {
        const l = await inlined('/products');
        return listed(l) ? l : null;
      },
      { timeoutMs: 5000, what: 'the new product on the inlined list' },
    );
    assert.ok(!list.html.includes('<script>alert(1)'));
    // The list drawn as HTML (decision 0904) shows the name as text.
    assert.ok(rootOf(list.html).includes('Túi &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- $&amp;'), rootOf(list.html).slice(0, 3000));
    assert.equal(list.block?.queries[0].data.products.products.find((x: { id: string }) => x.id === p._id)?.name, name);
    assert.equal((await shop.admin.delete(`/api/products/${p._id}`)).status, 200);
    // Gone from the list a guest sees.
    await waitFor(async () => !listed(await inlined('/products')), { timeoutMs: 5000, what: 'the deleted product off the inlined list' });
  });

  it('inlines nothing and draws nothing for a product a guest cannot see', async () => {
    const { html, block } = await inlined('/products/00000000-0000-4000-8000-000000000000');
    assert.equal(block, null);
    assert.ok(html.includes('<div id="root"></div>'));
  });

  it('draws the list a guest sees, a product page and the home page as HTML from the same answers (decision 0904), their styles linked, their code after the first paint', async () => {
    const { html, block } = await inlined('/products');
    const root = rootOf(html);
    assert.ok(block);
    for (const p of block.queries[0].data.products.products as { name: string }[]) assert.ok(root.includes(escapeText(p.name)), `${p.name} not drawn`);
    assert.match(html, /<link rel="stylesheet" crossorigin href="\/assets\/ProductListPage-[^"]+\.css">/);
    // Its code is fetched after the first paint (web/src/boot.ts): the boot entry, and hints instead of module preloads.
    assert.match(html, /<script type="module" crossorigin src="\/assets\/boot-[^"]+\.js"><\/script>/);
    assert.match(html, /<meta name="shop-module" content="\/assets\/ProductListPage-[^"]+\.js">/);
    assert.equal(html.match(/<script type="module"/g)?.length, 1);
    assert.ok(!html.includes('rel="modulepreload"'));
    assert.ok(rootOf((await inlined('/')).html).includes('Trang chủ'));

    // A product page: its name, price and main photo drawn (not the loading state), its page's code as hints.
    // A demo product's: the newest one may be another test file's, deleted meanwhile.
    const [demo] = (await shop.api.get('/api/products?search=dong%20son')).body.data.products as { _id: string }[];
    const product = await inlined(`/products/${demo._id}`);
    const p = product.block!.queries[0].data.product as { name: string; images: { url: string }[] };
    const drawnProduct = rootOf(product.html);
    assert.ok(drawnProduct.includes(`>${escapeText(p.name)}</h1>`), drawnProduct.slice(0, 3000));
    assert.ok(drawnProduct.includes(`src="${p.images[0].url}?w=640"`), 'main photo not drawn');
    // The loading state is PageSpinner's (a variant hint has role="status" too).
    assert.ok(!drawnProduct.includes('role="status" aria-live="polite"'), 'the product page was drawn in its loading state');
    assert.ok(!drawnProduct.includes('Đang tải...'), 'the product page was drawn in its loading state');
    assert.match(product.html, /<meta name="shop-module" content="\/assets\/ProductDetailPage-[^"]+\.js">/);

    // Other pages and a list with a filter are drawn by the app alone, their code fetched at once.
    for (const other of ['/cart', '/login', '/products?page=2']) {
      const page = (await inlined(other)).html;
      assert.ok(page.includes('<div id="root"></div>'), other);
      assert.ok(page.includes('rel="modulepreload"') && !page.includes('/assets/boot-') && !page.includes('shop-module'), other);
    }
  });
});

/** The app's queries as Apollo Client prints them (web/src/features/catalog/api/catalog.queries.ts). */
const CARD = `fragment ProductCardFields on Product {\n  id\n  name\n  brand\n  price\n  originalPrice\n  discountPercent\n  images {\n    id\n    url\n    alt\n    color\n    __typename\n  }\n  totalStock\n  soldCount\n  isNewArrival\n  isFeatured\n  __typename\n}`;
const QUERY_OF = {
  StorefrontProducts: `query StorefrontProducts($filter: ProductFilter) {\n  products(filter: $filter) {\n    products {\n      ...ProductCardFields\n      __typename\n    }\n    pagination {\n      page\n      limit\n      pages\n      total\n      __typename\n    }\n    colors\n    sizes\n    __typename\n  }\n}\n\n${CARD}`,
  StorefrontProduct: `query StorefrontProduct($id: ID!) {\n  product(id: $id) {\n    ...ProductCardFields\n    shortDescription\n    description\n    category {\n      id\n      name\n      __typename\n    }\n    colors\n    materials\n    sizes\n    variants {\n      id\n      name\n      color\n      material\n      size\n      sku\n      stock\n      __typename\n    }\n    ratings {\n      average\n      count\n      __typename\n    }\n    reviews {\n      id\n      name\n      rating\n      comment\n      createdAt\n      verifiedPurchase\n      __typename\n    }\n    __typename\n  }\n}\n\n${CARD}`,
};
