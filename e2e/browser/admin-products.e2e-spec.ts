import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { dialog, screenshotOnFailure, fakePhoto, openFromSidebar, openStaff, oversizePhoto, photo, type StaffRole, type StaffVisitor } from './support/admin';
import { DESKTOP, PHONE, toast, waitForPath } from './support/session';
import { Catalog, eventually, productCards } from './support/storefront';
import { useShop } from '../support/shop';

// Staff add a product with photos and variants, see it in the shop, change its price
// and hide it, correct a variant's stock from the inventory and delete it (product §2, §12, §13).

const shop = useShop();

const PRODUCT_QUERY = `query ($id: ID!) { product(id: $id) { id name price originalPrice isActive colors sizes description
  category { id } images { id url } variants { id color size sku stock } totalStock } }`;

async function savedProduct(staff: StaffVisitor, id: string) {
  const res = await staff.api.graphql<{ product: any }>(PRODUCT_QUERY, { id });
  assert.ok(res.body.data, JSON.stringify(res.body.errors));
  return res.body.data.product;
}

/** The row of the staff product list with this product name, after searching for it. */
async function findInList(page: Page, name: string) {
  await page.getByLabel('Tìm sản phẩm').fill(name);
  await page.getByRole('button', { name: 'Tìm kiếm' }).click();
  await page.waitForURL((url) => url.searchParams.get('search') === name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.waitFor();
  return row;
}

const journeys: { role: StaffRole; viewport: typeof DESKTOP | typeof PHONE }[] = [
  { role: 'admin', viewport: DESKTOP },
  { role: 'seller', viewport: PHONE },
];

for (const { role, viewport } of journeys) {
  describe(`product management as ${role} at ${viewport.width}px`, () => {
    it('creates, shows in the shop, edits and hides, restocks inline and deletes a product', async () => {
      const staff = await openStaff(shop.baseUrl, role, viewport);
      const { page } = staff;
      const name = `Túi thử nghiệm ${role} ${randomInt(1e9)}`;
      const category = (await Catalog.at(shop.baseUrl).categories())[0];
      let failed = true;
      try {
        await page.goto(`${shop.baseUrl}/admin`);
        await openFromSidebar(staff, 'Sản phẩm', '/admin/products');
        await page.getByRole('heading', { level: 1, name: 'Sản phẩm' }).waitFor();
        await page.getByRole('link', { name: 'Thêm sản phẩm' }).click();
        await waitForPath(page, '/admin/products/new');

        // Basic info, the description with a bold phrase from the editor's toolbar.
        await page.getByLabel('Tên sản phẩm').fill(name);
        await page.getByLabel('Mô tả ngắn').fill('Túi vải canvas may tay ở Hội An');
        const editor = page.getByRole('textbox', { name: 'Mô tả chi tiết' });
        await editor.click();
        await page.keyboard.type('Vải canvas dày');
        await page.keyboard.press('Shift+Home');
        const bold = page.getByRole('button', { name: 'In đậm' });
        await bold.click();
        await eventually(async () => assert.equal(await bold.getAttribute('aria-pressed'), 'true'));
        await page.keyboard.press('End');
        await bold.click();
        await page.keyboard.type(', quai da bò.');

        // Images: two photos go up; the oversize one and the text file are named and skipped.
        const files = [
          await photo('anh-do.jpg', 'jpeg', [200, 40, 40]),
          oversizePhoto('anh-qua-lon.jpg'),
          await photo('anh-xanh.png', 'png', [40, 160, 90]),
          fakePhoto('gia-mao.png'),
          { name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('ghi chú') },
        ];
        await page.getByLabel('Chọn ảnh để upload').setInputFiles(files);
        await toast(page, 'Ảnh anh-qua-lon.jpg quá lớn (tối đa 5MB)').waitFor();
        await toast(page, 'Ảnh ghi-chu.txt không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)').waitFor();
        await toast(page, 'Đang upload ảnh...').waitFor();
        await toast(page, 'Ảnh gia-mao.png không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)').waitFor();
        await toast(page, 'Upload thành công 2 ảnh').waitFor();
        const tiles = page.getByRole('list', { name: 'Ảnh sản phẩm' }).getByRole('listitem');
        await eventually(async () => assert.equal(await tiles.count(), 2));
        assert.equal(await tiles.nth(0).locator('img').getAttribute('alt'), 'anh-do');
        await tiles.nth(0).getByText('Ảnh chính').waitFor();
        await page.getByRole('button', { name: 'Đặt ảnh 2 làm ảnh chính' }).click();
        assert.equal(await tiles.nth(0).locator('img').getAttribute('alt'), 'anh-xanh');
        await tiles.nth(0).getByText('Ảnh chính').waitFor();

        // Three variants with a live total.
        const stocks = [
          { color: 'Đỏ', size: 'M', stock: '5' },
          { color: 'Xanh', size: 'M', stock: '7' },
          { color: 'Xanh', size: 'L', stock: '3' },
        ];
        for (const [i, v] of stocks.entries()) {
          await page.getByRole('button', { name: 'Thêm biến thể' }).click();
          const group = page.getByRole('group', { name: `Biến thể ${i + 1}` });
          await group.getByLabel('Màu sắc').fill(v.color);
          await group.getByLabel('Kích thước').fill(v.size);
          await group.getByLabel('Tồn kho').fill(v.stock);
        }
        await page.getByText('Tổng tồn kho: 15').waitFor();

        await page.getByLabel('Giá bán').fill('350000');
        await page.getByLabel('Giá gốc').fill('400000');
        await page.getByText('Giảm 13%').waitFor();
        await page.getByLabel('Danh mục').fill(category.name);
        await page.getByLabel('Danh mục').press('Enter');
        await page.getByLabel('Các màu sắc').fill(' Đỏ, Xanh, ');
        await page.getByLabel('Các kích thước').fill('M ,L');
        await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
        await toast(page, 'Tạo sản phẩm thành công').waitFor();
        await waitForPath(page, '/admin/products');

        // In the staff list: active, total stock 15.
        let row = await findInList(page, name);
        const text = await row.innerText();
        for (const part of ['Hoạt động', '15', '350.000', category.name]) assert.ok(text.includes(part), `${part} in ${text}`);
        const id = (await row.getByRole('link', { name: `Sửa ${name}` }).getAttribute('href'))!.split('/').pop()!;
        const created = await savedProduct(staff, id);
        assert.deepEqual(created.colors, ['Đỏ', 'Xanh']);
        assert.deepEqual(created.sizes, ['M', 'L']);
        assert.equal(created.images.length, 2);
        assert.match(created.description, /<(b|strong)>Vải canvas dày<\/(b|strong)>, quai da bò\./);
        assert.deepEqual(
          created.variants.map((v: any) => [v.color, v.size, v.stock]),
          [
            ['Đỏ', 'M', 5],
            ['Xanh', 'M', 7],
            ['Xanh', 'L', 3],
          ],
        );

        // Shoppers find it.
        await page.goto(`${shop.baseUrl}/products?search=${encodeURIComponent(name)}`);
        await productCards(page).filter({ hasText: name }).waitFor();

        // Edit: a lower price, one image fewer, hidden from the shop.
        await page.goto(`${shop.baseUrl}/admin/products`);
        row = await findInList(page, name);
        await row.getByRole('link', { name: `Sửa ${name}` }).click();
        await waitForPath(page, `/admin/products/edit/${id}`);
        await eventually(async () => assert.equal(await page.getByLabel('Tên sản phẩm').inputValue(), name));
        await page.getByLabel('Giá bán').fill('300000');
        await page.getByRole('button', { name: 'Xóa ảnh 2' }).click();
        await page.getByRole('checkbox', { name: 'Hiển thị trên cửa hàng' }).uncheck();
        await page.getByRole('button', { name: 'Cập nhật sản phẩm' }).click();
        await toast(page, 'Cập nhật sản phẩm thành công').waitFor();
        await waitForPath(page, '/admin/products');
        row = await findInList(page, name);
        await row.getByText('Ẩn', { exact: true }).waitFor();
        assert.ok((await row.innerText()).includes('300.000'));
        const edited = await savedProduct(staff, id);
        assert.equal(edited.price, 300000);
        assert.equal(edited.isActive, false);
        assert.equal(edited.images.length, 1);
        assert.equal(edited.variants.length, 3, 'the variants are kept');

        // Gone from the shop.
        await page.goto(`${shop.baseUrl}/products?search=${encodeURIComponent(name)}`);
        await page.getByText(/^Tìm thấy 0 sản phẩm$/).waitFor();
        assert.equal(await productCards(page).filter({ hasText: name }).count(), 0);

        // Inventory: a negative stock is refused, a new one saved inline.
        await page.goto(`${shop.baseUrl}/admin`);
        await openFromSidebar(staff, 'Tồn kho', '/admin/inventory');
        await page.getByLabel('Tìm trong kho').fill(name);
        await page.getByRole('button', { name: 'Tìm kiếm' }).click();
        const variantLabel = `${name} - Xanh / L`;
        // By keyboard: Enter opens the editor, Enter saves, and the focus comes back to the edit button.
        await page.getByRole('button', { name: `Sửa tồn kho ${variantLabel}` }).focus();
        await page.keyboard.press('Enter');
        const input = page.getByRole('textbox', { name: `Tồn kho ${variantLabel}` });
        await input.fill('-2');
        await page.getByRole('button', { name: `Lưu tồn kho ${variantLabel}` }).click();
        await toast(page, 'Số lượng tồn kho không được âm').waitFor();
        assert.equal((await savedProduct(staff, id)).variants[2].stock, 3, 'nothing saved');
        await input.fill('9');
        await input.press('Enter');
        await toast(page, 'Cập nhật tồn kho thành công').waitFor();
        await eventually(async () => assert.equal(await input.count(), 0, 'the editor closes'));
        await eventually(async () =>
          assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), `Sửa tồn kho ${variantLabel}`),
        );
        const variantRow = page.getByRole('row').filter({ hasText: 'Xanh / L' });
        await eventually(async () => assert.match(await variantRow.innerText(), /\b9\b[\s\S]*Còn hàng/));
        const productRow = page.getByRole('row').filter({ hasText: name }).first();
        await eventually(async () => assert.ok((await productRow.innerText()).includes('21'), 'total 5 + 7 + 9'));
        assert.equal((await savedProduct(staff, id)).totalStock, 21);

        // Delete, after a confirmation that names it.
        await openFromSidebar(staff, 'Sản phẩm', '/admin/products');
        row = await findInList(page, name);
        await row.getByRole('button', { name: `Xóa ${name}` }).click();
        await dialog(page).getByText(`Bạn có chắc chắn muốn xóa sản phẩm "${name}"?`).waitFor();
        await dialog(page).getByRole('button', { name: 'Xóa' }).click();
        await toast(page, 'Xóa sản phẩm thành công').waitFor();
        await page.getByText('Không có sản phẩm nào').waitFor();
        assert.equal((await savedProduct(staff, id)) ?? null, null);
        failed = false;
      } finally {
        await screenshotOnFailure(page, `admin-products-${role}-${viewport.width}`, failed);
        await staff.close();
      }
    });
  });
}

describe('product form safeguards as admin at 1280px', () => {
  it("shows the form's messages, asks before unsaved changes are left, and shows the upload's progress", async () => {
    const staff = await openStaff(shop.baseUrl, 'admin', DESKTOP);
    const { page } = staff;
    let failed = true;
    try {
      await page.goto(`${shop.baseUrl}/admin`);
      await page.getByRole('link', { name: 'Sản phẩm', exact: true }).first().click();
      await page.getByRole('link', { name: 'Thêm sản phẩm' }).click();
      await waitForPath(page, '/admin/products/new');

      // product §12 messages of an empty form.
      await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
      for (const message of [
        'Vui lòng nhập tên sản phẩm',
        'Vui lòng nhập mô tả ngắn',
        'Vui lòng nhập mô tả',
        'Vui lòng upload ít nhất 1 hình ảnh',
        'Vui lòng nhập giá bán',
        'Vui lòng chọn danh mục',
      ])
        await page.getByText(message, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Thêm biến thể' }).click();
      await page.getByRole('group', { name: 'Biến thể 1' }).getByLabel('Tồn kho').fill('');
      await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
      await page.getByText('Vui lòng nhập số lượng tồn kho', { exact: true }).waitFor();
      await page.getByLabel('Tên sản phẩm').fill('Chưa lưu');

      // Leaving by the sidebar, by the back button or by Hủy asks first.
      await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Tồn kho' }).click();
      await dialog(page).getByText('Các thay đổi chưa lưu sẽ bị mất.').waitFor();
      await dialog(page).getByRole('button', { name: 'Ở lại' }).click();
      await eventually(async () => assert.equal(await dialog(page).count(), 0));
      assert.equal(new URL(page.url()).pathname, '/admin/products/new');
      assert.equal(await page.getByLabel('Tên sản phẩm').inputValue(), 'Chưa lưu');

      // As the browser's back button does (page.goBack() would wait for a move that never comes).
      await page.evaluate(() => history.back());
      await dialog(page).getByRole('button', { name: 'Ở lại' }).click();
      await eventually(async () => assert.equal(await dialog(page).count(), 0));
      await eventually(async () => assert.equal(new URL(page.url()).pathname, '/admin/products/new'));
      assert.equal(await page.getByLabel('Tên sản phẩm').inputValue(), 'Chưa lưu');

      // The upload shows its progress (the connection is slowed so it lasts long enough to see).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 40 * 1024 });
      const big = await photo('anh-lon.jpg', 'jpeg', [120, 90, 60]);
      assert.ok(big.buffer.length > 80_000, `a photo of ${big.buffer.length} bytes takes a while`);
      await page.getByLabel('Chọn ảnh để upload').setInputFiles([big]);
      const bar = page.getByRole('progressbar', { name: 'Tiến độ upload ảnh' });
      await bar.waitFor();
      await eventually(async () => assert.ok(Number(await bar.getAttribute('aria-valuenow')) > 0, 'the bar moves'));
      await toast(page, 'Upload thành công 1 ảnh').waitFor({ timeout: 30_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await bar.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Hủy' }).click();
      await dialog(page).getByRole('button', { name: 'Ở lại' }).click();
      await eventually(async () => assert.equal(await dialog(page).count(), 0));
      await page.evaluate(() => history.back());
      await dialog(page).getByRole('button', { name: 'Rời trang' }).click();
      await waitForPath(page, '/admin/products');

      // Closing the tab with unsaved changes asks too (beforeunload).
      await page.getByRole('link', { name: 'Thêm sản phẩm' }).click();
      await page.getByLabel('Tên sản phẩm').fill('Chưa lưu lần nữa');
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (d) => {
          resolve(d.type());
          void d.accept();
        }),
      );
      await page.close({ runBeforeUnload: true });
      assert.equal(await asked, 'beforeunload');
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'admin-product-form-safeguards', failed);
      await staff.close();
    }
  });
});
