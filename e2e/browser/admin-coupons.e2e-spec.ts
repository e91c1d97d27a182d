import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSystem, type RunningSystem } from '../support/system';
import { dialog, openFromSidebar, openStaff } from './support/admin';
import { createCustomer, DESKTOP, openVisitor, PHONE, signInAs, toast, waitForPath } from './support/session';

// issue 11 item 6: /admin/coupons (spec §2 table, §5 form rules, §8 messages, §9 defaults).

let system: RunningSystem;
let base: string;
before(async () => {
  system = await startSystem();
  base = system.baseUrl;
});
after(() => system?.stop());

const plain = (s: string) => s.replace(/\s+/g, ' ').trim();
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const shownDay = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

for (const [viewport, role] of [
  [DESKTOP, 'admin'],
  [PHONE, 'seller'],
] as const) {
  describe(`coupons at ${viewport.width}px as ${role}`, () => {
    it('creates a coupon with the defaults, shows it in the table, refuses a form without dates, and deletes it after confirmation', async () => {
      const staff = await openStaff(base, role, viewport);
      const { page } = staff;
      const code = `E2E${Date.now().toString(36).toUpperCase()}${viewport.width}`;
      try {
        await page.goto(`${base}/admin`);
        await openFromSidebar(staff, 'Mã giảm giá', '/admin/coupons');
        await page.getByRole('heading', { level: 1, name: 'Mã giảm giá' }).waitFor();

        await page.getByRole('button', { name: 'Thêm mã giảm giá' }).click();
        const form = page.getByRole('dialog', { name: 'Thêm mã giảm giá' });
        await form.waitFor();
        // spec §9 defaults
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

        // an empty usage limit and max discount were left out (spec §5): none stored
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
  });
}

describe('coupons screen access', () => {
  it('sends a customer who opens /admin/coupons to /', async () => {
    const account = await createCustomer(base, 'Khách Tò Mò');
    const { page, close } = await openVisitor(DESKTOP);
    try {
      await signInAs(page, base, account.email, account.password);
      await page.goto(`${base}/admin/coupons`);
      await waitForPath(page, '/');
    } finally {
      await close();
    }
  });
});
