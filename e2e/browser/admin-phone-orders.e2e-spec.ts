import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { uniqueEmail } from '../support/http';
import { useShop } from '../support/shop';
import { stockedProduct, variantStock, type StockedProduct } from '../api/orders-support';
import { openFromSidebar, openStaff } from './support/admin';
import { createCustomer, DESKTOP, openVisitor, PHONE, pickProvince, signInAs, toast, waitForPath } from './support/session';
import { eventually } from './support/storefront';

// An order taken by phone, Zalo or Facebook (decision 0660), as staff take it in the back office:
// a customer created by phone, two products, COD; then a QR order for a registered customer whose
// copied payment link opens the QR page for them.

const shop = useShop({ signIn: ['admin'] });

/** Finds a product by its name and adds its variant once. */
async function addProduct(page: Page, name: string): Promise<void> {
  const search = page.getByLabel('Tìm sản phẩm', { exact: true });
  const add = page.getByRole('button', { name: new RegExp(`^Thêm ${name} · Xanh rêu, còn`) });
  await eventually(async () => {
    await search.fill(name);
    await search.press('Enter');
    await add.waitFor({ timeout: 3000 });
  }, 20_000);
  await add.click();
}

async function fillAddress(page: Page): Promise<void> {
  await page.getByLabel('Địa chỉ cụ thể').fill('12 Lý Thường Kiệt');
  await pickProvince(page, 'ha noi', 'Thành phố Hà Nội');
  await page.getByRole('combobox', { name: 'Phường/Xã' }).selectOption('Phường Hoàn Kiếm');
}

async function findCustomer(page: Page, search: string): Promise<void> {
  const box = page.getByLabel('Tìm khách hàng theo số điện thoại, email hoặc tên', { exact: true });
  await box.fill(search);
  await box.press('Enter');
}

for (const [viewport, role] of [
  [DESKTOP, 'admin'],
  [PHONE, 'admin'],
  [DESKTOP, 'seller'],
  [PHONE, 'seller'],
] as const) {
  describe(`an order taken by phone at ${viewport.width}px as ${role}`, () => {
    it(
      'creates the customer by phone and places a COD order of two products, then a QR order whose copied link opens the QR page for the customer',
      { timeout: 240_000 },
      async () => {
        const [bag, hat]: StockedProduct[] = [await stockedProduct(shop.api, shop.admin, 5, 120_000), await stockedProduct(shop.api, shop.admin, 5, 80_000)];
        const names = await Promise.all([bag, hat].map(async (p) => (await shop.api.get(`/api/products/${p.productId}`)).body.data.product.name as string));
        const staff = await openStaff(shop.baseUrl, role, viewport);
        const { page } = staff;
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.baseUrl });
        const me = (await staff.api.get('/api/auth/me')).body.data.user;
        try {
          await page.goto(`${shop.baseUrl}/admin`);
          await openFromSidebar(staff, 'Tạo đơn cho khách', '/admin/orders/new');
          await page.getByRole('heading', { level: 1, name: /Tạo đơn hàng cho khách/ }).waitFor();

          // A new customer, found by nobody, created from the phone number searched.
          const phone = `09${randomInt(1e8).toString().padStart(8, '0')}`;
          const email = uniqueEmail('goi');
          await findCustomer(page, phone);
          await page.getByText('Không tìm thấy khách hàng. Tạo khách hàng mới bên dưới.').waitFor();
          const newCustomer = page.getByRole('form', { name: 'Khách hàng mới' });
          assert.equal(await newCustomer.getByLabel('Số điện thoại').inputValue(), phone);
          await newCustomer.getByLabel('Họ tên').fill('Phạm Thị Gọi Điện');
          await newCustomer.getByLabel('Email').fill(email);
          await newCustomer.getByRole('button', { name: 'Tạo khách hàng' }).click();
          await toast(page, 'Đã tạo khách hàng').waitFor();
          await page.getByText(`Phạm Thị Gọi Điện · ${phone} · ${email}`).waitFor();

          await addProduct(page, names[0]);
          await addProduct(page, names[1]);
          await page.getByRole('spinbutton', { name: `Số lượng ${names[0]} · Xanh rêu` }).fill('2');
          assert.equal(await page.getByLabel('Họ tên người nhận').inputValue(), 'Phạm Thị Gọi Điện');
          await fillAddress(page);
          assert.equal(await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' }).isChecked(), true);
          await page.getByRole('button', { name: 'Tạo đơn hàng' }).click();
          const placed = page.getByRole('status').filter({ hasText: /Đã tạo đơn hàng DH\d+/ });
          await placed.waitFor();
          const number = /DH\d+/.exec(await placed.innerText())![0];
          const cod = (await staff.api.get(`/api/orders?search=${number}`)).body.data.orders[0];
          assert.equal(cod.customerInfo.email, email);
          assert.equal(cod.subtotal, 2 * 120_000 + 80_000);
          assert.equal(cod.paymentMethod, 'cod');
          assert.deepEqual(cod.createdBy, { _id: me._id, name: me.name });
          await eventually(async () => assert.equal(await variantStock(shop.api, bag), 3));
          assert.equal(await page.getByRole('textbox', { name: 'Liên kết thanh toán QR gửi cho khách' }).count(), 0, 'no payment link for COD');

          // A QR order for a registered customer found by phone.
          await page.getByRole('button', { name: 'Tạo đơn khác' }).click();
          const account = await createCustomer(shop.baseUrl, 'Khách Zalo');
          await findCustomer(page, account.phone);
          await page.getByRole('button', { name: `Chọn khách hàng ${account.name}` }).click();
          await addProduct(page, names[1]);
          await fillAddress(page);
          await page.getByRole('radio', { name: 'Chuyển khoản qua mã QR' }).check();
          await page.getByRole('button', { name: 'Tạo đơn hàng' }).click();
          const link = page.getByRole('textbox', { name: 'Liên kết thanh toán QR gửi cho khách' });
          await link.waitFor();
          const url = await link.inputValue();
          assert.match(url, new RegExp(`^${shop.baseUrl}/payment/qr/[0-9a-f-]{36}$`));
          await page.getByRole('button', { name: 'Sao chép liên kết' }).click();
          await toast(page, 'Đã sao chép liên kết thanh toán').waitFor();
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= viewport.width, `no horizontal scroll (${width}px)`);

          // The order page in the back office says who took it.
          await page.getByRole('link', { name: 'Xem đơn hàng' }).click();
          await page.getByText(`${me.name} (đơn đặt qua điện thoại, Zalo, Facebook)`).waitFor();

          // The customer opens the link sent to them, signed in, and sees the QR to pay.
          const customer = await openVisitor(viewport);
          try {
            await signInAs(customer.page, shop.baseUrl, account.email, account.password);
            await customer.page.route('https://img.vietqr.io/**', (r) => r.abort());
            await customer.page.goto(url);
            await waitForPath(customer.page, new URL(url).pathname);
            await customer.page.getByRole('region', { name: 'Quét mã VietQR để thanh toán' }).waitFor();
          } finally {
            await customer.close();
          }
        } finally {
          await staff.close();
        }
      },
    );
  });
}
