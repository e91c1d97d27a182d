import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ShopClient } from '../support/http';
import { DEMO } from '../support/identity';
import { startSystem, type RunningSystem } from '../support/system';
import { PHONE, openVisitor, signInAs, type Visitor } from './support/session';
import { productCards } from './support/storefront';

// Decision 0903: the product list and a product page open on the catalog data the gateway
// inlined into the page: the app draws them without asking /graphql for it. Staff, who see
// hidden products, still ask for their own answer. Decision 0904: the gateway also draws the list
// and the home page as HTML, which shows before (and without) the app's code; the app then takes
// the page over without moving anything. The product page too, since 27 November (its photo drawn).

let system: RunningSystem;
let base: string;
let visitor: Visitor;

before(async () => {
  system = await startSystem();
  base = system.baseUrl;
});
after(async () => {
  await visitor?.close();
  await system?.stop();
});

/** The GraphQL operations the page sends from now on, by name. */
function operationsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (req) => {
    if (!req.url().endsWith('/graphql') || req.method() !== 'POST') return;
    const body = req.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? '?');
  });
  return names;
}

describe('the first screen drawn by the gateway, before the app', () => {
  let noScript: Visitor;
  before(async () => {
    noScript = await openVisitor(PHONE, { javaScriptEnabled: false });
  });
  after(() => noScript?.close());

  it('shows the list and the home page without any JavaScript, with the sign-in button kept hidden', async () => {
    const { page } = noScript;
    const api = new ShopClient(base);
    const first = (await api.get('/api/products?limit=12')).body.data as {
      products: { _id: string; name: string; price: number }[];
      pagination: { total: number };
    };
    await page.goto(`${base}/products`);
    assert.equal(await productCards(page).count(), Math.min(12, first.pagination.total));
    await productCards(page).filter({ hasText: first.products[0].name }).first().waitFor();
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Sản phẩm');
    // Who is signed in is known only to the app: its button shows once the app runs.
    assert.equal(await page.getByRole('link', { name: 'Đăng nhập' }).isVisible(), false);

    const price = new Intl.NumberFormat('vi-VN').format(first.products[0].price);
    const card = productCards(page).filter({ hasText: first.products[0].name }).first();
    assert.ok((await card.innerText()).includes(price), `no price ${price} on its card`);

    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Túi Việt – Trang chủ' }).waitFor();

    // A product page: its name, price and main photo (loaded), not a loading state.
    const product = first.products[0];
    await page.goto(`${base}/products/${product._id}`);
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), product.name);
    assert.ok((await page.locator('main').innerText()).includes(price), `no price ${price} on the product page`);
    const photo = page.locator('main img[fetchpriority="high"]');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    assert.equal(await photo.count(), 1);
  });

  it('hands the page over to the app without a layout shift, nothing of it left behind', async () => {
    const shopper = await openVisitor(PHONE);
    try {
      const { page } = shopper;
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.shifts.push((e as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const [{ _id: productId }] = (await new ShopClient(base).get('/api/products?limit=1')).body.data.products as { _id: string }[];
      for (const path of ['/products', '/', `/products/${productId}`]) {
        const html = String((await new ShopClient(base).get(path)).body);
        assert.ok(html.includes('<div id="root"><div data-first-screen inert>'), `${path} is not drawn by the gateway`);
        await page.goto(`${base}${path}`); // returns once the app has taken over (support/session.ts)
        assert.equal(await page.locator('[data-first-screen]').count(), 0);
        // The app's own header is in: its guest link (kept out of a phone's top bar, in its menu).
        await page.getByRole('link', { name: 'Đăng nhập', includeHidden: true }).first().waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), [], `${path} moved while the app took over`);
      }
    } finally {
      await shopper.close();
    }
  });

  it("leaves a drawn page's links working when its code cannot be fetched", async () => {
    const shopper = await openVisitor(PHONE);
    try {
      const { page } = shopper;
      await page.route(/\/assets\/react-[^/]+\.js$/, (route) => route.abort());
      // The frame's own goto: the visitor's waits for the app, which never comes here.
      await page.mainFrame().goto(`${base}/products`);
      await page.waitForFunction(() => {
        const drawn = document.querySelector('[data-first-screen]');
        return !!drawn && !drawn.hasAttribute('inert');
      });
      await productCards(page).first().getByRole('link').first().click();
      await page.waitForURL(/\/products\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await shopper.close();
    }
  });
});

describe('the first screen from the page itself, on a phone', () => {
  before(async () => {
    visitor = await openVisitor(PHONE);
  });

  it('/products shows its 12 products without asking /graphql for them', async () => {
    const { page } = visitor;
    const sent = operationsOf(page);
    const api = new ShopClient(base);
    const { total } = (await api.get('/api/products?limit=12')).body.data.pagination as { total: number };
    await page.goto(`${base}/products`);
    await productCards(page).first().waitFor();
    assert.equal(await productCards(page).count(), Math.min(12, total));
    await page.waitForLoadState('networkidle');
    assert.ok(!sent.includes('StorefrontProducts'), `the list asked for its products again: ${sent.join(', ')}`);
    // The next page is the app's own request, as before. Waited for as a request: page 1's cards
    // are still on screen when the URL changes, so they cannot say the request went out.
    await page.mouse.wheel(0, 3000);
    const nextPage = page.waitForRequest(
      (req) =>
        req.url().endsWith('/graphql') &&
        req.method() === 'POST' &&
        (req.postDataJSON() as { operationName?: string } | null)?.operationName === 'StorefrontProducts',
    );
    await page.getByRole('button', { name: 'Trang 2' }).click();
    await page.waitForURL(/page=2/);
    await nextPage;
    assert.ok(sent.includes('StorefrontProducts'));
  });

  it('a product page shows the product without asking /graphql for it', async () => {
    const { page } = visitor;
    const [p] = (await new ShopClient(base).get('/api/products?limit=1&sortBy=soldCount&order=desc')).body.data.products as { _id: string; name: string }[];
    const sent = operationsOf(page);
    await page.goto(`${base}/products/${p._id}`);
    await page.getByRole('heading', { level: 1, name: p.name }).waitFor();
    await page.getByRole('button', { name: /Thêm vào giỏ/ }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(!sent.includes('StorefrontProduct'), `the page asked for its product again: ${sent.join(', ')}`);
  });

  it('staff (who see hidden products too) still ask for their own answer', async () => {
    const { page } = visitor;
    const [p] = (await new ShopClient(base).get('/api/products?limit=1')).body.data.products as { _id: string; name: string }[];
    await signInAs(page, base, DEMO.admin.email, DEMO.admin.password);
    const sent = operationsOf(page);
    await page.goto(`${base}/products/${p._id}`);
    await page.getByRole('heading', { level: 1, name: p.name }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(sent.includes('StorefrontProduct'), `staff were shown the guests' answer: ${sent.join(', ')}`);
  });
});
