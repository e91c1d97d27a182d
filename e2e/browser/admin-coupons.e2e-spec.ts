import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { stockedProduct } from '../api/orders-support';
import { dialog, openFromSidebar, openStaff } from './support/admin';
import { customerClient } from './support/orders';
import { createCustomer, DESKTOP, openVisitor, PHONE, pickProvince, signInAs, toast, waitForPath } from './support/session';
import { dong, eventually } from './support/storefront';
import { useShop } from '../support/shop';

// /admin/coupons (product §2 table, §12 form rules, §13 messages, §8 defaults), and
// a coupon made there is used at checkout by a customer.

const shop = useShop();

const plain = (s: string) => s.replace(/\s+/g, ' ').trim();
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const shownDay = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

for (const [viewport, role] of [
  [DESKTOP, 'admin'],
  // the seller may not (decision 0430; admin-roles.e2e-spec.ts)
  [PHONE, 'admin'],
] as const) {
  describe(`coupons at ${viewport.width}px as ${role}`, () => {
    it('creates a coupon with the defaults, shows it in the table, refuses a form without dates, and deletes it after confirmation', async () => {
      const staff = await openStaff(shop.baseUrl, role, viewport);
      const { page } = staff;
      const code = `E2E${Date.now().toString(36).toUpperCase()}${viewport.width}`;
      try {
        await page.goto(`${shop.baseUrl}/admin`);
        await openFromSidebar(staff, 'Mã giảm giá', '/admin/coupons');
        await page.getByRole('heading', { level: 1, name: 'Mã giảm giá' }).waitFor();

        await page.getByRole('button', { name: 'Thêm mã giảm giá' }).click();
        const form = page.getByRole('dialog', { name: 'Thêm mã giảm giá' });
        await form.waitFor();
        // product §8 defaults
        assert.equal(await form.getByLabel('Giá trị (%)').inputValue(), '10');
        assert.equal(await form.getByLabel('Giá trị đơn hàng tối thiểu (đ)').inputValue(), '0');
        assert.equal(await form.getByRole('switch', { name: 'Kích hoạt' }).getAttribute('aria-checked'), 'true');
        await form.getByLabel('Mã giảm giá').fill(code.toLowerCase());
        await form.getByRole('button', { name: 'Tạo mã' }).click();
        await form.getByText('Vui lòng nhập mã và thời gian hiệu lực').waitFor();

        const start = new Date();
        const end = new Date(Date.now() + 10 * 24 * 3600 * 1000);
        await form.getByLabel('Ngày bắt đầu').fill(isoDay(start));
        await form.getByLabel('Ngày kết thúc').fill(isoDay(end));
        await form.getByLabel('Số lượt sử dụng tối đa').fill('');
        await form.getByRole('button', { name: 'Tạo mã' }).click();
        await toast(page, 'Tạo mã giảm giá thành công').waitFor();

        const row = page.getByRole('row', { name: new RegExp(code) });
        await row.waitFor();
        const text = plain(await row.innerText());
        for (const part of [code, 'Phần trăm', '10%', '0/∞', shownDay(start), shownDay(end), 'Hoạt động']) assert.ok(text.includes(part), `${part} in ${text}`);

        // an empty usage limit and max discount were left out (product §12): none stored
        const saved = (await staff.api.get('/api/coupons')).body.data.coupons.find((c: { code: string }) => c.code === code);
        assert.equal(saved.usageLimit, null);
        assert.equal(saved.maxDiscount, null);

        await row.getByRole('button', { name: `Xóa mã ${code}` }).click();
        await dialog(page).getByText(`Bạn có chắc chắn muốn xóa mã giảm giá "${code}"?`).waitFor();
        await dialog(page).getByRole('button', { name: 'Xóa' }).click();
        await toast(page, 'Xóa mã giảm giá thành công').waitFor();
        await row.waitFor({ state: 'detached' });
        assert.equal(
          (await staff.api.get('/api/coupons')).body.data.coupons.some((c: { code: string }) => c.code === code),
          false,
        );
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `no horizontal scroll (${width}px)`);
      } finally {
        await staff.close();
      }
    });

    it('a coupon made on the screen is used at checkout: the discount shows, the total is right, the use is counted', async () => {
      const staff = await openStaff(shop.baseUrl, role, viewport);
      const { page } = staff;
      const code = `USE${Date.now().toString(36).toUpperCase()}${viewport.width}`;
      const shopper = await openVisitor(viewport);
      try {
        // a product of a known price, and a customer with it in the cart
        const api = new ShopClient(shop.baseUrl);
        const product = await stockedProduct(api, staff.api, 5, 200_000);
        const account = await createCustomer(shop.baseUrl, 'Khách Dùng Mã');
        const customer = await customerClient(shop.baseUrl, account.email, account.password);
        const added = await customer.graphql(`mutation ($input: CartItemInput!) { addToCart(input: $input) { items { quantity } } }`, {
          input: { productId: product.productId, variantId: product.variantId, quantity: 1 },
        });
        assert.ok(added.body.data, JSON.stringify(added.body.errors));

        // 15 %, at most 30.000 đ: on 200.000 đ that is 30.000 đ… capped at 25.000 đ
        await page.goto(`${shop.baseUrl}/admin/coupons`);
        await page.getByRole('heading', { level: 1, name: 'Mã giảm giá' }).waitFor();
        await page.getByRole('button', { name: 'Thêm mã giảm giá' }).click();
        const form = page.getByRole('dialog', { name: 'Thêm mã giảm giá' });
        await form.getByLabel('Mã giảm giá').fill(code.toLowerCase());
        await form.getByLabel('Giá trị (%)').fill('15');
        await form.getByLabel('Giảm tối đa (đ)').fill('25000');
        await form.getByLabel('Ngày bắt đầu').fill(isoDay(new Date(Date.now() - 24 * 3600 * 1000)));
        await form.getByLabel('Ngày kết thúc').fill(isoDay(new Date(Date.now() + 7 * 24 * 3600 * 1000)));
        await form.getByRole('button', { name: 'Tạo mã' }).click();
        await toast(page, 'Tạo mã giảm giá thành công').waitFor();
        const row = page.getByRole('row', { name: new RegExp(code) });
        await row.waitFor();
        // the 'Đã dùng' column (the fifth): used/limit
        const used = async () =>
          plain(
            await page
              .getByRole('row', { name: new RegExp(code) })
              .getByRole('cell')
              .nth(4)
              .innerText(),
          );
        assert.match(await used(), /^0\//);

        const buyer = shopper.page;
        const amount = async (testId: string) => dong(await buyer.getByTestId(testId).first().innerText());
        await signInAs(buyer, shop.baseUrl, account.email, account.password);
        await buyer.goto(`${shop.baseUrl}/checkout`);
        await buyer.getByRole('heading', { name: 'Thông tin khách hàng' }).waitFor();
        await eventually(async () => assert.equal(await buyer.getByLabel('Họ tên', { exact: true }).inputValue(), account.name));
        await buyer.getByLabel('Địa chỉ cụ thể').fill('8 Nhà Thờ');
        await pickProvince(buyer, 'ha noi', 'Thành phố Hà Nội');
        await eventually(async () => assert.equal(await amount('order-subtotal'), 200_000));
        assert.equal(await amount('order-shipping-fee'), 30_000);
        assert.equal(await buyer.getByTestId('order-discount').count(), 0, 'no discount line before a coupon');
        await buyer.getByLabel('Mã giảm giá').fill(code.toLowerCase());
        await buyer.getByRole('button', { name: 'Áp dụng' }).click();
        await toast(buyer, 'Áp dụng mã giảm giá thành công').waitFor();
        await eventually(async () => assert.equal(await amount('order-discount'), 25_000));
        assert.equal(await amount('order-total'), 205_000);

        await buyer.getByRole('button', { name: 'Đặt hàng', exact: true }).click();
        await toast(buyer, 'Đặt hàng thành công!').waitFor();
        await buyer.waitForURL((url) => url.pathname.startsWith('/order-success/'));
        await eventually(async () => assert.equal(await amount('order-total'), 205_000));
        assert.equal(await amount('order-discount'), 25_000);
        const orderId = new URL(buyer.url()).pathname.split('/').pop();
        const saved = (await customer.get(`/api/orders/${orderId}`)).body.data.order;
        assert.deepEqual(
          [saved.subtotal, saved.shippingFee, saved.totalDiscount, saved.totalAmount, saved.couponCode],
          [200_000, 30_000, 25_000, 205_000, code],
        );

        // the screen counts the use
        await page.reload();
        await eventually(async () => assert.match(await used(), /^1\//));
        const width = await buyer.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `no horizontal scroll at checkout (${width}px)`);
      } finally {
        await shopper.close();
        await staff.close();
      }
    });
  });
}

describe('coupons screen access', () => {
  it('sends a customer who opens /admin/coupons to /', async () => {
    const account = await createCustomer(shop.baseUrl, 'Khách Tò Mò');
    const { page, close } = await openVisitor(DESKTOP);
    try {
      await signInAs(page, shop.baseUrl, account.email, account.password);
      await page.goto(`${shop.baseUrl}/admin/coupons`);
      await waitForPath(page, '/');
    } finally {
      await close();
    }
  });
});
