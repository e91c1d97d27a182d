import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import { dialog, screenshotOnFailure, openFromSidebar, openStaff, type StaffRole } from './support/admin';
import { DESKTOP, PHONE, toast } from './support/session';
import { Catalog, eventually } from './support/storefront';
import { useShop } from '../support/shop';

// Staff organise categories (product §2 "Admin categories": card grid, inline add and
// edit, delete with confirmation; §13: a category still in use keeps the server's message).

const shop = useShop();

const journeys: { role: StaffRole; viewport: typeof DESKTOP | typeof PHONE }[] = [
  { role: 'seller', viewport: DESKTOP },
  { role: 'admin', viewport: PHONE },
];

for (const { role, viewport } of journeys) {
  describe(`categories as ${role} at ${viewport.width}px`, () => {
    it('creates, renames and deletes a category, and keeps one that products still use', async () => {
      const staff = await openStaff(shop.baseUrl, role, viewport);
      const { page } = staff;
      const tag = randomInt(1e9);
      const name = `Túi cói ${tag}`;
      const renamed = `Túi cói Thái Bình ${tag}`;
      const inUse = (await Catalog.at(shop.baseUrl).categories())[0];
      let failed = true;
      try {
        await page.goto(`${shop.baseUrl}/admin`);
        await openFromSidebar(staff, 'Danh mục', '/admin/categories');
        await page.getByRole('heading', { level: 1, name: 'Danh mục' }).waitFor();
        const cards = page.getByRole('list', { name: 'Danh sách danh mục' }).getByRole('article');
        await cards.first().waitFor();
        const before = await cards.count();

        // Add: the name is required.
        await page.getByRole('button', { name: 'Thêm danh mục' }).click();
        const form = page.getByRole('region', { name: 'Thêm danh mục' });
        await form.getByRole('button', { name: 'Thêm' }).click();
        await form.getByText('Vui lòng nhập tên danh mục').waitFor();
        await form.getByLabel('Tên danh mục').fill(name);
        await form.getByLabel('Mô tả').fill('Túi cói đan tay');
        await form.getByRole('button', { name: 'Thêm' }).click();
        await toast(page, 'Tạo danh mục thành công').waitFor();
        const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
        await card.waitFor();
        await eventually(async () => assert.equal(await cards.count(), before + 1));
        assert.match(await card.innerText(), /Túi cói đan tay[\s\S]*Slug: tui-coi-\d+[\s\S]*0 sản phẩm/);

        // Rename inline.
        await card.getByRole('button', { name: `Sửa danh mục ${name}` }).click();
        const edit = page.getByRole('region', { name: `Sửa danh mục ${name}` });
        await edit.getByLabel('Tên danh mục').fill(renamed);
        await edit.getByRole('button', { name: 'Cập nhật' }).click();
        await toast(page, 'Cập nhật danh mục thành công').waitFor();
        const renamedCard = cards.filter({ has: page.getByRole('heading', { name: renamed, exact: true }) });
        await renamedCard.waitFor();
        assert.equal(await cards.filter({ has: page.getByRole('heading', { name, exact: true }) }).count(), 0);
        // The shop's category menu knows the new name.
        assert.ok((await Catalog.at(shop.baseUrl).categories()).some((c) => c.name === renamed));

        // A category with products is kept, with the catalog's message.
        await page.getByRole('button', { name: `Xóa danh mục ${inUse.name}` }).click();
        await dialog(page).getByText(`Bạn có chắc chắn muốn xóa danh mục "${inUse.name}"?`).waitFor();
        await dialog(page).getByRole('button', { name: 'Xóa' }).click();
        await toast(page, 'Không thể xóa danh mục đang có sản phẩm').waitFor();
        assert.ok((await Catalog.at(shop.baseUrl).categories()).some((c) => c.id === inUse.id));

        // Delete the new one, after confirming.
        await renamedCard.getByRole('button', { name: `Xóa danh mục ${renamed}` }).click();
        await dialog(page).getByRole('button', { name: 'Hủy' }).click();
        await eventually(async () => assert.equal(await dialog(page).count(), 0));
        assert.equal(await renamedCard.count(), 1, 'cancelling keeps it');
        await renamedCard.getByRole('button', { name: `Xóa danh mục ${renamed}` }).click();
        await dialog(page).getByRole('button', { name: 'Xóa' }).click();
        await toast(page, 'Xóa danh mục thành công').waitFor();
        await eventually(async () => assert.equal(await renamedCard.count(), 0));
        assert.equal(
          (await Catalog.at(shop.baseUrl).categories()).some((c) => c.name === renamed),
          false,
        );
        failed = false;
      } finally {
        await screenshotOnFailure(page, `admin-categories-${role}-${viewport.width}`, failed);
        await staff.close();
      }
    });
  });
}
