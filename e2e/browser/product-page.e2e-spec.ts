import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { startSystem, type RunningSystem } from '../support/system';
import { customerClient } from './support/orders';
import { createCustomer, signInAs, toast, type Account } from './support/session';
import {
  Catalog,
  addToCart,
  chooseVariant,
  eventually,
  openBrowser,
  VIEWPORTS,
  type CatalogProduct,
  type CatalogVariant,
  type Shopper,
} from './support/storefront';

// The product page as a shopper on Shopee or Tiki expects it: the photo of the colour chosen, the
// buy buttons always at hand on a phone, and an add that the stock cuts short saying how many
// went in (decision 0631).

let system: RunningSystem;
let account: Account;
let customer: ShopClient;
let choices: { product: CatalogProduct; variant: CatalogVariant }[];

before(async () => {
  system = await startSystem();
  account = await createCustomer(system.baseUrl);
  customer = await customerClient(system.baseUrl, account.email, account.password);
  choices = await Catalog.at(system.baseUrl).withChoices(5);
  assert.ok(choices.length >= 2, 'the demo catalog has products with several options in stock');
});
after(() => system?.stop());

interface Photos {
  id: string;
  name: string;
  images: { id: string; color: string | null }[];
}

/**
 * A demo product whose photos show two different colours. The tiers before this one add products
 * of their own (newest first, without photos), so the list is read page by page.
 */
async function productWithColourPhotos(): Promise<Photos> {
  const client = new ShopClient(system.baseUrl);
  for (let page = 1; ; page++) {
    const res = await client.graphql<{ products: { products: Photos[]; pagination: { pages: number } } }>(
      `{ products(filter: { limit: 50, page: ${page} }) { products { id name images { id color } } pagination { pages } } }`,
    );
    const { products, pagination } = res.body.data!.products;
    const found = products.find((p) => new Set(p.images.map((i) => i.color).filter(Boolean)).size >= 2);
    if (found) return found;
    assert.ok(page < pagination.pages, 'a demo product has photos tagged with two colours');
  }
}

for (const viewport of VIEWPORTS) {
  describe(`the product page (${viewport.name})`, () => {
    let shopper: Shopper;
    before(async () => {
      shopper = await openBrowser(viewport);
    });
    after(() => shopper?.close());

    it("shows the chosen colour's photo in the gallery", async () => {
      const { page } = shopper;
      const product = await productWithColourPhotos();
      await page.goto(`${system.baseUrl}/products/${product.id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      const main = page.locator('img[fetchpriority="high"]');
      for (const image of [product.images[1], product.images[0]]) {
        const colour = page.getByRole('group', { name: /^Màu sắc/ }).getByRole('button', { name: image.color!, exact: true });
        if ((await colour.getAttribute('aria-pressed')) !== 'true') await colour.click();
        await eventually(async () => assert.match((await main.getAttribute('src')) ?? '', new RegExp(image.id)));
        assert.equal(await main.getAttribute('alt'), `${product.name} (${product.images.indexOf(image) + 1})`);
      }
    });

    if (viewport.phone) {
      it('keeps the buy buttons at the bottom of the screen while reading on, and beside the product on a wide screen', async () => {
        const { page } = shopper;
        const { product } = choices[0];
        await page.goto(`${system.baseUrl}/products/${product.id}`);
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
        const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
        const buy = page.getByRole('button', { name: 'Mua ngay' });
        const inView = async (button: typeof add) => {
          const box = await button.boundingBox();
          const height = page.viewportSize()!.height;
          return !!box && box.y >= 0 && box.y + box.height <= height;
        };
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await eventually(async () => assert.ok((await inView(add)) && (await inView(buy)), 'both buttons are on screen at the end of the page'));
        // The bar hides nothing: the end of the page (the footer's last line) is above it.
        const bar = await add.boundingBox();
        const footer = await page.getByRole('contentinfo').boundingBox();
        assert.ok(bar && footer && footer.y + footer.height <= bar.y + 1, 'the footer ends above the buy bar');

        await page.setViewportSize({ width: VIEWPORTS[1].width, height: VIEWPORTS[1].height });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await eventually(async () => assert.equal(await inView(add), false, 'on a wide screen the buttons stay in the product column'));
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
      });
    }

    it('says how many were added when the stock cuts the add short', async () => {
      const { page } = shopper;
      const { product, variant } = viewport.phone ? choices[0] : choices[1];
      // Signed in on the wide screen (the server cart), a guest on the phone (the browser's cart).
      if (!viewport.phone) await signInAs(page, system.baseUrl, account.email, account.password);
      await addToCart(page, system.baseUrl, product, variant, 2);
      await page.reload();
      await chooseVariant(page, variant);
      await page.getByRole('spinbutton', { name: 'Số lượng' }).fill(String(variant.stock));
      await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
      await toast(page, `Chỉ thêm được ${variant.stock - 2} sản phẩm, giỏ hàng đã có 2`).waitFor();
      assert.equal(await toast(page, 'Đã thêm vào giỏ hàng').isVisible(), false);

      if (viewport.phone) {
        await page.goto(`${system.baseUrl}/cart`);
        await eventually(async () => assert.equal(await page.getByRole('spinbutton').first().inputValue(), String(variant.stock)));
      } else {
        await eventually(async () => {
          const res = await customer.graphql<{ cart: { items: { quantity: number; variant: { id: string } | null }[] } }>(
            '{ cart { items { quantity variant { id } } } }',
          );
          const line = res.body.data!.cart.items.find((i) => i.variant?.id === variant.id);
          assert.equal(line?.quantity, variant.stock);
        });
      }
    });
  });
}
