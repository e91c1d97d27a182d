import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { ShopClient } from '../support/http';
import { addToServerCart, customerClient } from './support/orders';
import { createCustomer, pickProvince, signInAs, toast, waitForPath, type Account } from './support/session';
import {
  addToCart,
  Catalog,
  chooseVariant,
  dong,
  eventually,
  openBrowser,
  VIEWPORTS,
  type CatalogProduct,
  type CatalogVariant,
  type Shopper,
} from './support/storefront';
import { useShop } from '../support/shop';

// Buy now at 390×844 and 1280×800: 'Mua ngay' on the product page opens checkout with
// only that product and variant selected, the rest of the cart kept and unselected, for a
// signed-in shopper at once and for a guest after signing in (docs/decisions/0640).

let catalog: Catalog;
const shop = useShop({}, async () => {
  catalog = Catalog.at(shop.baseUrl);
});

type Choice = { product: CatalogProduct; variant: CatalogVariant };

/** Opens the product page, picks the variant and quantity, and presses 'Mua ngay'. */
async function buyNow(page: Page, { product, variant }: Choice, quantity: number): Promise<void> {
  await page.goto(`${shop.baseUrl}/products/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
  await chooseVariant(page, variant);
  if (quantity !== 1) await page.getByRole('spinbutton', { name: 'Số lượng' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Mua ngay', exact: true }).click();
}

/** Waits until checkout lists exactly this one line, and checks its subtotal. */
async function checkoutShowsOnly(page: Page, product: CatalogProduct, quantity: number): Promise<void> {
  await page.getByRole('heading', { name: 'Thông tin khách hàng' }).waitFor();
  const lines = page.getByRole('list', { name: 'Sản phẩm đặt mua' }).getByRole('listitem');
  await eventually(async () => {
    const texts = await lines.allInnerTexts();
    assert.equal(texts.length, 1, `only the bought line: ${texts.join(' | ')}`);
    assert.ok(texts[0].includes(product.name) && texts[0].includes(`${quantity} ×`), texts[0]);
    assert.equal(dong(await page.getByTestId('order-subtotal').innerText()), product.price * quantity);
  });
}

/** The server cart as { productId: [quantity, selected] }. */
async function serverCart(customer: ShopClient): Promise<Record<string, [number, boolean]>> {
  const res = await customer.graphql<{ cart: { items: { quantity: number; selected: boolean; product: { id: string } }[] } }>(
    '{ cart { items { quantity selected product { id } } } }',
  );
  if (!res.body.data) throw new Error(`cart: ${JSON.stringify(res.body.errors)}`);
  return Object.fromEntries(res.body.data.cart.items.map((i) => [i.product.id, [i.quantity, i.selected]]));
}

/** Places a cash-on-delivery order from the checkout form (prefilled from the profile). */
async function placeCodOrder(page: Page, account: Account): Promise<void> {
  await eventually(async () => assert.equal(await page.getByLabel('Họ tên', { exact: true }).inputValue(), account.name));
  await page.getByLabel('Địa chỉ cụ thể').fill('12 Tràng Tiền');
  await pickProvince(page, 'ha noi', 'Thành phố Hà Nội');
  await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
  await toast(page, 'Đặt hàng thành công!').waitFor();
  await page.waitForURL((url) => url.pathname.startsWith('/order-success/'));
}

/** The cart page still lists these products, unchecked, and not the ordered one. */
async function cartKeepsUnselected(page: Page, kept: CatalogProduct[], ordered: CatalogProduct): Promise<void> {
  await page.goto(`${shop.baseUrl}/cart`);
  for (const product of kept) {
    const box = page.getByRole('checkbox', { name: `Chọn ${product.name}` });
    await box.waitFor();
    assert.equal(await box.isChecked(), false, `${product.name} stays in the cart, unselected`);
  }
  assert.equal(await page.getByRole('checkbox', { name: `Chọn ${ordered.name}` }).count(), 0);
}

for (const viewport of VIEWPORTS) {
  describe(`buy now on a ${viewport.name}`, () => {
    let a: Choice;
    let b: Choice;
    let c: Choice;
    before(async () => {
      // Three products with a variant that has stock to spare for both screens' orders.
      [a, b, c] = await catalog.withChoices(8);
      assert.ok(a && b && c, 'the demo catalog has three products with variants in stock');
    });

    describe('a signed-in shopper with two other items in the cart', () => {
      let shopper: Shopper;
      let account: Account;
      let customer: ShopClient;
      before(async () => {
        shopper = await openBrowser(viewport);
        account = await createCustomer(shop.baseUrl);
        customer = await customerClient(shop.baseUrl, account.email, account.password);
        await addToServerCart(customer, a.product, a.variant, 1);
        await addToServerCart(customer, b.product, b.variant, 2);
        await signInAs(shopper.page, shop.baseUrl, account.email, account.password);
      });
      after(() => shopper?.close());

      it('goes straight to checkout with only that product, variant and quantity, the other items kept unselected', async () => {
        const { page } = shopper;
        await buyNow(page, c, 2);
        await waitForPath(page, '/checkout');
        await checkoutShowsOnly(page, c.product, 2);
        assert.deepEqual(await serverCart(customer), {
          [a.product.id]: [1, false],
          [b.product.id]: [2, false],
          [c.product.id]: [2, true],
        });
      });

      it('keeps the same selection when checkout is reloaded', async () => {
        const { page } = shopper;
        await page.reload();
        await checkoutShowsOnly(page, c.product, 2);
      });

      it('places the order of that line alone, leaving the other items in the cart', async () => {
        const { page } = shopper;
        await placeCodOrder(page, account);
        await eventually(async () =>
          assert.deepEqual(await serverCart(customer), {
            [a.product.id]: [1, false],
            [b.product.id]: [2, false],
          }),
        );
        await cartKeepsUnselected(page, [a.product, b.product], c.product);
      });
    });

    describe('a guest', () => {
      let shopper: Shopper;
      let account: Account;
      let customer: ShopClient;
      before(async () => {
        shopper = await openBrowser(viewport);
        account = await createCustomer(shop.baseUrl);
        customer = await customerClient(shop.baseUrl, account.email, account.password);
        // The account already holds A (selected) on the server; the guest's browser holds B.
        await addToServerCart(customer, a.product, a.variant, 1);
        await addToCart(shopper.page, shop.baseUrl, b.product, b.variant);
      });
      after(() => shopper?.close());

      it('is asked to sign in and comes back to checkout with only that item, the merged cart kept unselected', async () => {
        const { page } = shopper;
        await buyNow(page, c, 1);
        await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/checkout');
        await page.getByLabel('Email').fill(account.email);
        await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
        await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
        await waitForPath(page, '/checkout');
        await checkoutShowsOnly(page, c.product, 1);
        await eventually(async () =>
          assert.deepEqual(await serverCart(customer), {
            [a.product.id]: [1, false],
            [b.product.id]: [1, false],
            [c.product.id]: [1, true],
          }),
        );
        await eventually(async () => {
          const stored = await page.evaluate(() => ['cart', 'cartMergeId', 'cartBuyNow'].map((k) => localStorage.getItem(k)));
          assert.deepEqual(stored, [null, null, null], 'the guest cart and its Buy now have been handed to the server');
        });
        await page.reload();
        await checkoutShowsOnly(page, c.product, 1);
      });

      it('places the order of that item alone, leaving the other items in the cart', async () => {
        const { page } = shopper;
        await placeCodOrder(page, account);
        await eventually(async () =>
          assert.deepEqual(await serverCart(customer), {
            [a.product.id]: [1, false],
            [b.product.id]: [1, false],
          }),
        );
        await cartKeepsUnselected(page, [a.product, b.product], c.product);
      });
    });
  });
}
