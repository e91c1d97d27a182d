import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openStaff } from './support/admin';
import { DESKTOP, PHONE } from './support/session';
import { useShop } from '../support/shop';

// The dashboard (product §2 "Admin dashboard") shows the shop's real figures, its
// alerts, the order-status doughnut, the best sellers and the 30-day revenue chart.

const shop = useShop();

const plain = (s: string) => s.replace(/\s+/g, ' ').trim();
const vnd = (n: number) => plain(new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(n));

for (const [viewport, role] of [
  [DESKTOP, 'admin'],
  [PHONE, 'seller'],
] as const) {
  describe(`dashboard at ${viewport.width}px as ${role}`, () => {
    it('shows the figures the statistics API gives, the alerts, both charts and the best sellers', async () => {
      const staff = await openStaff(shop.baseUrl, role, viewport);
      const { page } = staff;
      try {
        const overview = (await staff.api.get('/api/stats/overview')).body.data;
        const best = (await staff.api.get('/api/stats/best-sellers?limit=5')).body.data.products as { name: string; soldCount: number }[];
        await page.goto(`${shop.baseUrl}/admin`);
        await page.getByRole('heading', { level: 1, name: 'Tổng quan' }).waitFor();
        const cards = page.getByRole('region', { name: 'Số liệu chính' });
        await cards.waitFor();
        const text = plain(await cards.innerText());
        for (const part of [
          'Doanh thu',
          vnd(overview.revenue),
          'Đơn hàng',
          overview.totalOrders.toLocaleString('vi-VN'),
          'Khách hàng',
          overview.totalCustomers.toLocaleString('vi-VN'),
          'Sản phẩm',
          overview.totalProducts.toLocaleString('vi-VN'),
        ]) {
          assert.ok(text.includes(part), `${part} in ${text}`);
        }

        const alerts = plain(await page.getByRole('region', { name: 'Cảnh báo' }).innerText());
        assert.ok(alerts.includes('Đơn hàng chờ xác nhận'), alerts);
        assert.ok(alerts.includes(`Sắp hết hàng (${overview.lowStockVariants.length})`), alerts);
        assert.ok(alerts.includes(`Hết hàng (${overview.outOfStockVariants.length})`), alerts);
        if (overview.pendingOrders > 0) assert.ok(alerts.includes(`Có ${overview.pendingOrders} đơn hàng cần xác nhận`), alerts);
        if (overview.lowStockVariants.length > 0) {
          const first = overview.lowStockVariants[0];
          const list = page.getByRole('list', { name: 'Sản phẩm sắp hết hàng' });
          assert.equal(await list.getByRole('listitem').count(), overview.lowStockVariants.length);
          assert.ok(plain(await list.getByRole('listitem').first().innerText()).includes(first.productName));
        }

        // the doughnut, drawn by @ant-design/charts (a canvas), or 'Chưa có dữ liệu'
        const doughnut = page.getByRole('img', { name: /^Đơn hàng theo trạng thái:/ });
        if (overview.totalOrders > 0 || (await doughnut.count()) > 0) {
          await doughnut.waitFor();
          await doughnut.locator('canvas').first().waitFor();
        } else {
          await page.getByText('Chưa có dữ liệu').first().waitFor();
        }
        const revenue = page.getByRole('img', { name: /^Doanh thu 30 ngày gần nhất/ });
        await revenue.locator('canvas').first().waitFor();

        const ranked = page.getByRole('list', { name: 'Sản phẩm bán chạy' }).getByRole('listitem');
        assert.equal(await ranked.count(), best.length);
        for (let i = 0; i < best.length; i++) {
          const row = plain(await ranked.nth(i).innerText());
          assert.ok(row.startsWith(`#${i + 1}`), row);
          assert.ok(row.includes(best[i].name) && row.includes(`Đã bán ${best[i].soldCount.toLocaleString('vi-VN')}`), row);
        }
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `no horizontal scroll (${width}px)`);
      } finally {
        await staff.close();
      }
    });
  });
}
