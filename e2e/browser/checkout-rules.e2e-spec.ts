import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { deliveryPromise, formatVnd, SHIPPING_RATES } from '@shop/contracts';
import type { ShopClient } from '../support/http';
import { DEMO } from '../support/identity';
import { addToServerCart, customerClient } from './support/orders';
import { createCustomer, pickProvince, signInAs, toast, waitForPath, type Account } from './support/session';
import { Catalog, dong, eventually, openBrowser, VIEWPORTS, type CatalogProduct, type CatalogVariant, type Shopper } from './support/storefront';
import { useShop } from '../support/shop';

// What a shopper reads about shipping and vouchers, at 390×844 and 1280×800 (decisions 0650,
// 0652): the delivery policy and checkout state the fee the order is charged, express included;
// 'Chọn voucher' lists what the cart can use and why not the rest; staff who open /checkout land
// in /admin.

let catalog: Catalog;
const shop = useShop({ signIn: ['admin'] }, async () => {
  catalog = Catalog.at(shop.baseUrl);
});

const day = 24 * 3600 * 1000;
/** Intl and the app write a no-break space before ₫; compare on plain spaces. */
const plain = (s: string) => s.replace(/\s+/g, ' ').trim();
/** An accessible name that is exactly `text`, whatever spaces it is written with. */
const exactly = (text: string) => new RegExp('^' + text.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+') + '$');

async function publicCoupon(admin: ShopClient, body: Record<string, unknown>): Promise<string> {
  const code = `VC${randomInt(1e9)}`;
  const res = await admin.post('/api/coupons', {
    code,
    discountType: 'fixed',
    discountValue: 15_000,
    startDate: new Date(Date.now() - day).toISOString(),
    endDate: new Date(Date.now() + 7 * day).toISOString(),
    isPublic: true,
    ...body,
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return code;
}

for (const [index, viewport] of VIEWPORTS.entries()) {
  describe(`checkout rules on a ${viewport.name}`, () => {
    let shopper: Shopper;
    let account: Account;
    let customer: ShopClient;
    let line: { product: CatalogProduct; variant: CatalogVariant };
    let usable: string;
    let tooSmall: string;

    before(async () => {
      shopper = await openBrowser(viewport);
      account = await createCustomer(shop.baseUrl);
      customer = await customerClient(shop.baseUrl, account.email, account.password);
      const choices = await catalog.withChoices(4);
      line = choices[index];
      assert.ok(line, 'the demo catalog has products with variants in stock');
      usable = await publicCoupon(shop.admin, { discountValue: 15_000 });
      tooSmall = await publicCoupon(shop.admin, { discountValue: 99_000, minOrderValue: 90_000_000 });
    });
    after(() => shopper?.close());

    const base = () => shop.baseUrl;

    it('states in the delivery policy the fee and time of each zone and method checkout charges', async () => {
      const { page } = shopper;
      await page.goto(`${base()}/about`);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Phương thức vận chuyển' }).click();
      const dialog = page.getByRole('dialog', { name: 'Phương thức vận chuyển' });
      const rows = dialog.getByRole('row');
      await rows.nth(4).waitFor();
      const cells = (await rows.allInnerTexts()).slice(1).map((r) => plain(r.replace(/\t/g, ' ')));
      assert.deepEqual(cells, [
        `Hà Nội, TP. Hồ Chí Minh Giao hàng tiêu chuẩn ${plain(formatVnd(SHIPPING_RATES.standard.major.fee))} ${SHIPPING_RATES.standard.major.days}`,
        `Hà Nội, TP. Hồ Chí Minh Giao hàng nhanh ${plain(formatVnd(SHIPPING_RATES.express.major.fee))} ${SHIPPING_RATES.express.major.days}`,
        `Tỉnh, thành phố khác Giao hàng tiêu chuẩn ${plain(formatVnd(SHIPPING_RATES.standard.other.fee))} ${SHIPPING_RATES.standard.other.days}`,
        `Tỉnh, thành phố khác Giao hàng nhanh ${plain(formatVnd(SHIPPING_RATES.express.other.fee))} ${SHIPPING_RATES.express.other.days}`,
      ]);
      assert.equal(await dialog.getByText(/20\.000/).count(), 0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });

    it("lists under 'Chọn voucher' the coupons the cart can use and why not the others; choosing one replaces the error toast", async () => {
      const { page } = shopper;
      await addToServerCart(customer, line.product, line.variant, 1);
      await signInAs(page, base(), account.email, account.password);
      await page.goto(`${base()}/checkout`);
      await page.getByRole('heading', { name: 'Thông tin khách hàng' }).waitFor();

      await page.getByLabel('Mã giảm giá').fill('KHONGCOMANAY');
      await page.getByRole('button', { name: 'Áp dụng' }).click();
      const refusal = toast(page, 'Mã giảm giá không tồn tại');
      await refusal.waitFor();

      const open = page.getByRole('button', { name: 'Chọn voucher' });
      assert.equal(await open.getAttribute('aria-expanded'), 'false');
      await open.click();
      const list = page.getByRole('list', { name: 'Voucher của shop' });
      const offer = list.getByRole('listitem').filter({ hasText: usable });
      await offer.getByText(`Giảm ${formatVnd(15_000)} cho đơn này`).waitFor();
      const refused = list.getByRole('listitem').filter({ hasText: tooSmall });
      await refused.getByText(`Đơn hàng tối thiểu ${formatVnd(90_000_000)} để áp dụng mã giảm giá này`).waitFor();
      assert.equal(await refused.getByRole('button').count(), 0, 'a coupon the cart cannot use has no button');

      await offer.getByRole('button', { name: `Dùng voucher ${usable}` }).click();
      await toast(page, 'Áp dụng mã giảm giá thành công').waitFor();
      await refusal.waitFor({ state: 'detached' });
      assert.equal(await page.locator('.ant-notification-notice').count(), 1, 'one toast: the success replaced the refusal');
      assert.equal(await page.getByLabel('Mã giảm giá').inputValue(), usable);
      await eventually(async () => assert.equal(dong(await page.getByTestId('order-discount').first().innerText()), 15_000));
    });

    it('offers express with its own fee and delivery time, charges it, and the success page says the same', async () => {
      const { page } = shopper;
      await page.getByLabel('Địa chỉ cụ thể').fill('8 Lý Thái Tổ');
      await pickProvince(page, 'ha noi', 'Thành phố Hà Nội');
      const fee = SHIPPING_RATES.express.major.fee;
      const express = page.getByRole('radio', { name: exactly(`Giao hàng nhanh · ${formatVnd(fee)} · ${deliveryPromise('Hà Nội', 'express')}`) });
      await express.waitFor();
      const standard = `Giao hàng tiêu chuẩn · ${formatVnd(SHIPPING_RATES.standard.major.fee)} · ${deliveryPromise('Hà Nội', 'standard')}`;
      assert.equal(await page.getByRole('radio', { name: exactly(standard) }).isChecked(), true);
      await eventually(async () => assert.equal(dong(await page.getByTestId('order-shipping-fee').first().innerText()), SHIPPING_RATES.standard.major.fee));
      await express.check();
      await eventually(async () => assert.equal(dong(await page.getByTestId('order-shipping-fee').first().innerText()), fee));

      await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/order-success/'));
      assert.equal(dong(await page.getByTestId('order-shipping-fee').first().innerText()), fee);
      await page.getByText(deliveryPromise('Hà Nội', 'express')).waitFor();
      const orderId = new URL(page.url()).pathname.split('/').pop();
      const charged = await customer.get(`/api/orders/${orderId}`);
      assert.equal(charged.body.data.order.shippingFee, fee);
      assert.equal(charged.body.data.order.shippingMethod, 'express');
    });

    it('sends staff who open /checkout to /admin', async () => {
      const { page } = shopper;
      await page.evaluate(() => localStorage.clear());
      await signInAs(page, base(), DEMO.admin.email, DEMO.admin.password);
      await page.goto(`${base()}/checkout`);
      await waitForPath(page, '/admin');
      await page.getByRole('heading', { name: 'Tổng quan' }).first().waitFor();
    });
  });
}
