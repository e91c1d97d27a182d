import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PublicCache } from '../cache/public-cache';
import type { GatewayExecutor } from '../graphql/gateway-executor';
import { FIRST_SCREEN_ID, FIRST_SCREEN_QUERIES, FirstScreen, firstScreenQuery, imagePreloads } from './first-screen';
import type { FirstScreenAnswer, FirstScreenRenderer } from './first-screen-renderer';
import { appShell, drawnIndex } from './web-app';

/** What Apollo Client sends for the product list (captured from the app in Chromium). */
const APOLLO_PRODUCTS =
  'query StorefrontProducts($filter: ProductFilter) {\n  products(filter: $filter) {\n    products {\n      ...ProductCardFields\n      __typename\n    }\n    pagination {\n      page\n      limit\n      pages\n      total\n      __typename\n    }\n    colors\n    sizes\n    __typename\n  }\n}\n\nfragment ProductCardFields on Product {\n  id\n  name\n  brand\n  price\n  originalPrice\n  discountPercent\n  images {\n    id\n    url\n    alt\n    color\n    __typename\n  }\n  totalStock\n  soldCount\n  isNewArrival\n  isFeatured\n  __typename\n}';

const ID = '0b6c2c4e-1f0a-4c57-9b9e-6a1d1c0d2e3f';

/** What a renderer was asked to draw; it draws `<p>url</p>`. */
const drawn: { url: string; answers: FirstScreenAnswer[] }[] = [];
const renderer = {
  markup(url: string, answers: FirstScreenAnswer[]) {
    drawn.push({ url, answers });
    return `<p>${url}</p>`;
  },
} as unknown as FirstScreenRenderer;

/** A FirstScreen over a cache that runs every read as public, answering `data`. */
function screenAnswering(data: unknown, publicRead = true): FirstScreen {
  const cache = { publicData: async (_body: unknown, run: () => Promise<unknown>) => (publicRead ? run() : null) } as unknown as PublicCache;
  const gql = { execute: async () => data } as unknown as GatewayExecutor;
  return new FirstScreen(cache, gql, renderer);
}

/** The inlined block of a page's extra head tags, parsed. */
function block(tags: string): { path: string; queries: { operationName: string; variables: unknown; data: unknown }[] } {
  const m = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ID}">([^<]*)</script>`).exec(tags);
  assert.ok(m, tags);
  return JSON.parse(m[1]);
}

describe('first screen data', () => {
  it("asks exactly what the app asks, __typename included (so Apollo's cache takes it as its own)", () => {
    assert.equal(FIRST_SCREEN_QUERIES.StorefrontProducts, APOLLO_PRODUCTS);
    assert.ok(FIRST_SCREEN_QUERIES.StorefrontProduct.startsWith('query StorefrontProduct($id: ID!) {\n  product(id: $id) {\n    ...ProductCardFields\n'));
  });

  it('is inlined for the unfiltered product list and a product page only', () => {
    assert.deepEqual(firstScreenQuery('/products', ''), {
      operationName: 'StorefrontProducts',
      variables: { filter: { page: 1, limit: 12, sortBy: 'createdAt', order: 'desc' } },
    });
    assert.equal(firstScreenQuery('/products', 'page=2'), null);
    assert.equal(firstScreenQuery('/products', 'search=tui'), null);
    assert.deepEqual(firstScreenQuery(`/products/${ID.toUpperCase()}`, ''), { operationName: 'StorefrontProduct', variables: { id: ID.toUpperCase() } });
    assert.equal(firstScreenQuery('/products/not-an-id', ''), null);
    assert.equal(firstScreenQuery('/', ''), null);
    assert.equal(firstScreenQuery('/cart', ''), null);
  });

  it('is JSON that cannot close its script element, whatever a product says', async () => {
    const name = "Túi </script><script>alert(1)</script> <!-- \u2028 $& $` $'";
    const product = { id: ID, name, images: [{ url: '/images/a.webp', color: null }], variants: [] };
    const { head: tags } = await screenAnswering({ product }).partsFor(`/products/${ID}`, '');
    assert.equal(tags.match(/<\/script/gi)?.length, 1, tags);
    assert.ok(!tags.includes('<!--') && !tags.includes('\u2028'));
    assert.deepEqual(block(tags), {
      path: `/products/${ID}`,
      queries: [{ operationName: 'StorefrontProduct', variables: { id: ID }, data: { product } }],
    });
  });

  it('inlines nothing and draws nothing for a read that is not public, nor for a product a guest cannot see', async () => {
    drawn.length = 0;
    assert.deepEqual(await screenAnswering({ product: { id: ID } }, false).partsFor(`/products/${ID}`, ''), { head: '', markup: null });
    assert.deepEqual(await screenAnswering({ product: null }).partsFor(`/products/${ID}`, ''), { head: '', markup: null });
    assert.deepEqual(await screenAnswering({}).partsFor('/products', 'page=2'), { head: '', markup: null });
    assert.deepEqual(await screenAnswering({}).partsFor('/cart', ''), { head: '', markup: null });
    assert.deepEqual(drawn, []);
  });

  it('draws the list and a product page from the inlined answer, and the home page without one', async () => {
    drawn.length = 0;
    const products = { products: { products: [{ id: ID, name: 'Túi', images: [] }] } };
    assert.equal((await screenAnswering(products).partsFor('/products', '')).markup, '<p>/products</p>');
    assert.deepEqual(drawn, [
      {
        url: '/products',
        answers: [{ operationName: 'StorefrontProducts', variables: { filter: { page: 1, limit: 12, sortBy: 'createdAt', order: 'desc' } }, data: products }],
      },
    ]);
    drawn.length = 0;
    const product = { id: ID, name: 'Túi', images: [], variants: [] };
    const page = await screenAnswering({ product }).partsFor(`/products/${ID}`, '');
    assert.ok(page.head.includes(FIRST_SCREEN_ID));
    assert.equal(page.markup, `<p>/products/${ID}</p>`);
    assert.deepEqual(drawn, [{ url: `/products/${ID}`, answers: [{ operationName: 'StorefrontProduct', variables: { id: ID }, data: { product } }] }]);
    drawn.length = 0;
    assert.deepEqual(await screenAnswering({}).partsFor('/', ''), { head: '', markup: '<p>/</p>' });
    assert.deepEqual(drawn, [{ url: '/', answers: [] }]);
    // With a query string the home page is not the one a shopper gets first: the app draws it.
    assert.deepEqual(await screenAnswering({}).partsFor('/', 'utm_source=x'), { head: '', markup: null });
  });

  it('preloads the images the page shows first, at the renditions and sizes of their <img>', () => {
    const card = (n: number) => ({ images: [{ url: `/images/${n}.webp` }] });
    const list = imagePreloads(firstScreenQuery('/products', '')!, { products: { products: [1, 2, 3, 4, 5, 6].map(card) } });
    assert.equal(list.match(/<link rel="preload" as="image" fetchpriority="high"/g)?.length, 4);
    assert.ok(
      list.includes('imagesrcset="/images/1.webp?w=320 320w, /images/1.webp?w=640 640w" imagesizes="(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw"'),
    );
    assert.ok(!list.includes('/images/5.webp'));

    const detail = firstScreenQuery(`/products/${ID}`, '')!;
    const images = [
      { url: '/images/red.webp', color: 'Đỏ' },
      { url: '/images/blue.webp', color: 'Xanh' },
    ];
    // One colour: the page opens on its photo; several: on the first photo.
    assert.ok(
      imagePreloads(detail, { product: { images, variants: [{ color: 'xanh ' }] } }).includes('/images/blue.webp?w=640 640w, /images/blue.webp?w=1024 1024w'),
    );
    assert.ok(imagePreloads(detail, { product: { images, variants: [{ color: 'Xanh' }, { color: 'Đỏ' }] } }).includes('/images/red.webp?w=640'));
    assert.equal(imagePreloads(detail, { product: { images: [], variants: [] } }), '');
  });
});

describe('app shell', () => {
  it('puts the head tags and the first screen in as they are, never reading $ patterns in them', async () => {
    const heads = { headFor: async () => "<title>A $& $` $' B</title>" };
    const shell = appShell(heads, {
      partsFor: async (path, search) => ({ head: `<meta name="x" content="$& ${path}?${search}">`, markup: "<p>$& $` $'</p>" }),
    });
    const page = await new Promise<string>((resolve, reject) => {
      const res = { setHeader: () => res, status: () => res, type: () => res, send: (body: string) => resolve(body) };
      shell({ method: 'GET', path: '/products/x', originalUrl: '/products/x?a=1' } as never, res as never, reject);
    });
    assert.ok(page.includes('<title>A $& $` $\' B</title><meta name="x" content="$& /products/x?a=1">'), page.slice(0, 2000));
    assert.ok(page.indexOf('content="$&') < page.indexOf('</head>'));
    // The drawn page goes inside #root, inert until the app replaces it.
    assert.ok(page.includes('<div id="root"><div data-first-screen inert><p>$& $` $\'</p></div></div>'), page);
  });

  it("gives a drawn page the boot entry and turns the app's code into hints it fetches after the first paint", () => {
    const built = [
      '<head><title>Túi Việt</title>',
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/main-C3.js">',
      '<link rel="stylesheet" crossorigin href="/assets/main-D4.css">',
      '</head>',
    ].join('\n');
    assert.equal(
      drawnIndex(built, 'assets/boot-E5.js'),
      [
        '<head><title>Túi Việt</title>',
        '<script type="module" crossorigin src="/assets/boot-E5.js"></script>',
        '<meta name="shop-module" content="/assets/react-B2.js">',
        '<meta name="shop-module" content="/assets/main-C3.js">',
        '<link rel="stylesheet" crossorigin href="/assets/main-D4.css">',
        '</head>',
      ].join('\n'),
    );
    // A build without the boot entry: the code is fetched, last.
    assert.ok(drawnIndex(built, undefined).includes('<script type="module" fetchpriority="low" crossorigin src="/assets/index-A1.js">'));
  });
});
