import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addToCart, Catalog, cartBadgeCount, dong, eventually, useShopper, VIEWPORTS, type CatalogProduct } from './support/storefront';
import { useShop } from '../support/shop';

// Browser journeys on the cart page over the browser's local cart: quantities, the badge,
// selection and totals, the checkout prompt and the guest's login-required panel (the signed-in
// journey from checkout to a cancelled order is in orders.e2e-spec.ts).

let catalog: Catalog;
const shop = useShop({}, async () => {
  catalog = Catalog.at(shop.baseUrl);
});

for (const viewport of VIEWPORTS) {
  describe(`cart on a ${viewport.name}`, () => {
    const shopper = useShopper(viewport);
    let first: CatalogProduct;
    let second: CatalogProduct;

    const subtotal = async () => dong(await shopper.page.getByTestId('cart-subtotal').innerText());
    const checkout = () => shopper.page.getByRole('button', { name: 'Thanh toán', exact: true });

    it('shows an empty cart with a way back to the products', async () => {
      const { page } = shopper;
      await page.goto(`${shop.baseUrl}/cart`);
      await page.getByText('Giỏ hàng của bạn đang trống').waitFor();
      assert.equal(await page.getByRole('link', { name: 'Tiếp tục mua sắm' }).getAttribute('href'), '/products');
    });

    it('lists what was added, with line totals and a subtotal of everything selected', async () => {
      const { page } = shopper;
      const [a, b] = await catalog.withChoices(3);
      first = a.product;
      second = b.product;
      await addToCart(page, shop.baseUrl, a.product, a.variant);
      await addToCart(page, shop.baseUrl, b.product, b.variant);
      await page.goto(`${shop.baseUrl}/cart`);
      await page.getByRole('checkbox', { name: `Chọn ${first.name}` }).waitFor();
      assert.equal(await page.getByRole('checkbox', { name: /^Chọn tất cả/ }).isChecked(), true);
      assert.equal(await subtotal(), first.price + second.price);
      assert.equal(await cartBadgeCount(page), 2);
    });

    it('changes quantities, keeping the badge at the sum and the subtotal in step', async () => {
      const { page } = shopper;
      const row = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: `Chọn ${first.name}` }) });
      await row.getByRole('button', { name: 'Tăng số lượng' }).click();
      await row.getByRole('button', { name: 'Tăng số lượng' }).click();
      await eventually(async () => assert.equal(await cartBadgeCount(page), 4));
      assert.equal(await subtotal(), first.price * 3 + second.price);

      await row.getByRole('button', { name: 'Giảm số lượng' }).click();
      await eventually(async () => assert.equal(await cartBadgeCount(page), 3));
      assert.equal(await subtotal(), first.price * 2 + second.price);
    });

    it('totals only the selected items and asks to select something before checkout', async () => {
      const { page } = shopper;
      await page.getByRole('checkbox', { name: `Chọn ${second.name}` }).uncheck();
      await eventually(async () => assert.equal(await subtotal(), first.price * 2));

      const selectAll = page.getByRole('checkbox', { name: /^Chọn tất cả/ });
      assert.equal(await selectAll.isChecked(), false);
      await selectAll.check();
      await eventually(async () => assert.equal(await subtotal(), first.price * 2 + second.price));

      await selectAll.uncheck();
      await eventually(async () => assert.equal(await subtotal(), 0));
      assert.equal(await checkout().isDisabled(), true);
      await page.getByText('Vui lòng chọn sản phẩm để thanh toán').waitFor();

      await selectAll.check();
      await eventually(async () => assert.equal(await subtotal(), first.price * 2 + second.price));
      assert.equal(await checkout().isEnabled(), true);
    });

    it('asks a guest to sign in or register at checkout, and comes back to checkout after', async () => {
      const { page } = shopper;
      await checkout().click();
      await page.waitForURL((url) => url.pathname === '/checkout');
      const panel = page.getByRole('region', { name: 'Vui lòng đăng nhập để thanh toán' });
      await panel.waitFor();
      assert.equal(await panel.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href'), '/login?redirect=%2Fcheckout');
      assert.equal(await panel.getByRole('link', { name: 'Đăng ký' }).getAttribute('href'), '/register?redirect=%2Fcheckout');
      await panel.getByText(first.name).first().waitFor();
      await panel.getByRole('link', { name: /Quay lại giỏ hàng/ }).click();
      await page.waitForURL((url) => url.pathname === '/cart');
    });

    it('removes an item after confirming', async () => {
      const { page } = shopper;
      const row = page.getByRole('checkbox', { name: `Chọn ${second.name}` });
      // The cart is drawn again after the previous step came back to it: the row must be there
      // before it is removed (otherwise the loop below would not even try, and wait for nothing).
      await row.waitFor({ state: 'visible' });
      // A confirmation clicked while its bubble is still opening can be lost on a busy machine: a
      // shopper would click again, and so does the test (the row must go, and only that row).
      for (let attempt = 0; attempt < 3 && (await row.count()) > 0; attempt++) {
        await page
          .getByRole('button', { name: `Xóa ${second.name} khỏi giỏ hàng` })
          .click({ timeout: 5000 })
          .catch(() => undefined);
        await page
          .getByRole('tooltip')
          .getByRole('button', { name: 'Xóa', exact: true })
          .click({ timeout: 5000 })
          .catch(() => undefined);
        await row.waitFor({ state: 'detached', timeout: 8000 }).catch(() => undefined);
      }
      await row.waitFor({ state: 'detached' });
      await eventually(async () => assert.equal(await cartBadgeCount(page), 2));
      assert.equal(await subtotal(), first.price * 2);
    });
  });
}
