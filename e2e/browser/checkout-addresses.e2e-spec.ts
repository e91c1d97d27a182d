import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ShopClient } from '../support/http';
import { addToServerCart, customerClient } from './support/orders';
import { createCustomer, pickProvince, signInAs, toast, type Account } from './support/session';
import { Catalog, eventually, openBrowser, VIEWPORTS, type CatalogProduct, type CatalogVariant, type Shopper } from './support/storefront';
import { useShop } from '../support/shop';

// Saved addresses at checkout, at 390×844 and 1280×800: a signed-in shopper with none types a new
// address (province, then a ward of that province from the list; no district) and ticks
// 'Lưu địa chỉ này'; the next checkout offers it, chosen, and the order goes out without typing.

let catalog: Catalog;
const shop = useShop({}, async () => {
  catalog = Catalog.at(shop.baseUrl);
});

type SavedAddress = { fullName: string; addressLine: string; ward: string | null; district: string | null; city: string; isDefault: boolean };

for (const [index, viewport] of VIEWPORTS.entries()) {
  describe(`checkout addresses on a ${viewport.name}`, () => {
    let shopper: Shopper;
    let account: Account;
    let customer: ShopClient;
    let item: { product: CatalogProduct; variant: CatalogVariant };
    const street = `${index + 12} Lê Lợi`;

    before(async () => {
      shopper = await openBrowser(viewport);
      account = await createCustomer(shop.baseUrl);
      customer = await customerClient(shop.baseUrl, account.email, account.password);
      item = (await catalog.withChoices(4))[index];
      assert.ok(item, 'the demo catalog has products with variants in stock');
      await signInAs(shopper.page, shop.baseUrl, account.email, account.password);
    });
    after(() => shopper?.close());

    const saved = async () =>
      (await customer.graphql<{ me: { addresses: SavedAddress[] } }>('{ me { addresses { fullName addressLine ward district city isDefault } } }')).body.data
        ?.me.addresses ?? [];

    const placeOrder = async () => {
      const { page } = shopper;
      await page.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
      await toast(page, 'Đặt hàng thành công!').waitFor();
      await page.waitForURL((url) => url.pathname.startsWith('/order-success/'));
      await page.getByText(`${street}, Phường Sài Gòn, Thành phố Hồ Chí Minh`).waitFor();
    };

    it('saves a new address picked province then ward when asked', async () => {
      const { page } = shopper;
      await addToServerCart(customer, item.product, item.variant, 1);
      await page.goto(`${shop.baseUrl}/checkout`);
      await eventually(async () => assert.equal(await page.getByLabel('Họ tên người nhận').inputValue(), account.name));
      assert.equal(await page.getByLabel('Quận/Huyện').count(), 0, 'no district for a new address');
      const ward = page.getByRole('combobox', { name: 'Phường/Xã' });
      assert.equal(await ward.isDisabled(), true, 'the ward waits for the province');
      await page.getByLabel('Địa chỉ cụ thể').fill(street);
      await pickProvince(page, 'ho chi minh', 'Thành phố Hồ Chí Minh');
      await eventually(async () => assert.ok((await ward.locator('option').count()) > 100, 'the wards of Hồ Chí Minh City'));
      assert.equal(await ward.locator('option', { hasText: 'Phường Ba Đình' }).count(), 0, 'no ward of another province');
      await ward.selectOption('Phường Sài Gòn');
      await page.getByRole('checkbox', { name: 'Lưu địa chỉ này' }).check();
      await placeOrder();
      assert.deepEqual(await saved(), [
        { fullName: account.name, addressLine: street, ward: 'Phường Sài Gòn', district: null, city: 'Thành phố Hồ Chí Minh', isDefault: true },
      ]);
    });

    it('offers the saved address at the next checkout, chosen, and places the order without typing', async () => {
      const { page } = shopper;
      await addToServerCart(customer, item.product, item.variant, 1);
      await page.goto(`${shop.baseUrl}/checkout`);
      const choice = page.getByRole('radiogroup', { name: 'Chọn địa chỉ đã lưu' }).getByRole('radio', { name: new RegExp(street) });
      await eventually(async () => assert.equal(await choice.isChecked(), true));
      assert.equal(await page.getByLabel('Địa chỉ cụ thể').inputValue(), street);
      assert.equal(await page.getByRole('combobox', { name: 'Phường/Xã' }).inputValue(), 'Phường Sài Gòn');
      assert.equal(await page.getByRole('checkbox', { name: 'Lưu địa chỉ này' }).count(), 0, 'a saved address is not saved again');
      await placeOrder();
      assert.equal((await saved()).length, 1);
    });
  });
}
