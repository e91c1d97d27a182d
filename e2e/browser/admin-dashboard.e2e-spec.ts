import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { orderPayload, stockedProduct, syntheticCustomer } from '../api/orders-support';
import { ShopClient } from '../support/http';
import { openStaff } from './support/admin';
import { DESKTOP, PHONE } from './support/session';
import { useShop } from '../support/shop';

// The dashboard (product §2 "Admin dashboard", decision 0521): a period chosen from presets or two
// days, its figures beside the previous period's as the sales report gives them, the alerts, the
// order-status doughnut, the top products and the revenue chart by delivery or payment date.

const shop = useShop();

const plain = (s: string) => s.replace(/\s+/g, ' ').trim();
const vnd = (n: number) => plain(new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(n));
const count = (n: number) => n.toLocaleString('vi-VN');
const DAY = 86_400_000;
const vnDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
const label = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

interface Report {
  range: { from: string; to: string };
  current: {
    placedOrders: number;
    cancelledOrders: number;
    keptOrders: number;
    deliveredOrders: number;
    deliveredRevenue: number;
    paidRevenue: number;
    averageOrderValue: number;
  };
  days: { deliveredRevenue: number; paidRevenue: number }[];
  topByRevenue: { name: string; units: number; revenue: number }[];
  topByUnits: { name: string; units: number; revenue: number }[];
}

/** A delivered order and a cancelled one today, so today's figures are not all zero. */
async function ordersOfToday(admin: ShopClient) {
  const api = new ShopClient(shop.baseUrl);
  const product = await stockedProduct(api, admin, 20, 250_000);
  const buyer = await syntheticCustomer(api);
  const kept = (await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 2 }]))).body.data.order;
  const gone = (await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]))).body.data.order;
  assert.equal((await admin.put(`/api/orders/${kept._id}/status`, { status: 'shipping', trackingNumber: 'GHN-DASH' })).status, 200);
  assert.equal((await admin.put(`/api/orders/${kept._id}/status`, { status: 'delivered' })).status, 200);
  assert.equal((await admin.put(`/api/orders/${gone._id}/status`, { status: 'cancelled', note: 'Khách đổi ý' })).status, 200);
}

/** What the cards and the period line show, against the report of the same days. */
async function assertFigures(page: Page, r: Report) {
  const period = page.getByText(/^Kỳ này:/);
  const want = r.range.from === r.range.to ? label(r.range.from) : `${label(r.range.from)} – ${label(r.range.to)}`;
  await page.waitForFunction((text) => document.body.innerText.includes(`Kỳ này: ${text}`), want);
  assert.ok(plain(await period.innerText()).startsWith(`Kỳ này: ${want} · so với kỳ trước:`));
  const cards = page.getByRole('region', { name: 'Số liệu chính' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const text = plain(await cards.innerText());
  for (const part of [
    'Doanh thu (theo ngày giao)',
    vnd(r.current.deliveredRevenue),
    `${count(r.current.deliveredOrders)} đơn đã giao trong kỳ`,
    'Tiền đã thu (theo ngày thanh toán)',
    vnd(r.current.paidRevenue),
    'Đơn hàng',
    `Đặt trong kỳ: ${count(r.current.placedOrders)} đơn, không tính ${count(r.current.cancelledOrders)} đơn đã hủy`,
    'Giá trị trung bình đơn',
    vnd(r.current.averageOrderValue),
    'Kỳ trước:',
  ]) {
    assert.ok(text.includes(part), `${part} in ${text}`);
  }
  const doughnutCaption = `${count(r.current.placedOrders)} đơn đặt trong kỳ, gồm ${count(r.current.cancelledOrders)} đơn đã hủy`;
  await page.getByText(doughnutCaption).waitFor();
}

for (const viewport of [DESKTOP, PHONE]) {
  describe(`dashboard at ${viewport.width}px as admin`, () => {
    it('switches the period, sets each figure beside the previous period, and charts revenue by delivery or payment date', async () => {
      const staff = await openStaff(shop.baseUrl, 'admin', viewport);
      const { page } = staff;
      try {
        await ordersOfToday(staff.api);
        const today = vnDay(Date.now());
        const report = async (from: string, to: string) => (await staff.api.get(`/api/stats/sales?from=${from}&to=${to}`)).body.data as Report;
        const overview = (await staff.api.get('/api/stats/overview')).body.data;

        await page.goto(`${shop.baseUrl}/admin`);
        await page.getByRole('heading', { level: 1, name: 'Tổng quan' }).waitFor();
        const ranges = page.getByRole('radiogroup', { name: 'Khoảng thời gian' });
        assert.equal(await ranges.getByRole('radio', { name: '30 ngày' }).isChecked(), true, '30 days by default');
        await assertFigures(page, await report(vnDay(Date.now() - 29 * DAY), today));
        const cards = plain(await page.getByRole('region', { name: 'Số liệu chính' }).innerText());
        assert.ok(cards.includes(count(overview.totalCustomers)) && cards.includes(count(overview.totalProducts)), cards);

        await ranges.getByText('Hôm nay', { exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('range') === 'today');
        const todays = await report(today, today);
        assert.ok(todays.current.deliveredOrders >= 1 && todays.current.cancelledOrders >= 1);
        await assertFigures(page, todays);

        await ranges.getByText('7 ngày', { exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('range') === '7d');
        await assertFigures(page, await report(vnDay(Date.now() - 6 * DAY), today));

        await ranges.getByText('Tháng này', { exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('range') === 'month');
        await assertFigures(page, await report(`${today.slice(0, 8)}01`, today));

        await ranges.getByText('Tùy chọn', { exact: true }).click();
        const from = vnDay(Date.now() - 3 * DAY);
        await page.getByLabel('Từ ngày').fill(from);
        await page.getByLabel('Đến ngày').fill(today);
        await page.waitForURL((url) => url.searchParams.get('from') === from && url.searchParams.get('to') === today);
        const custom = await report(from, today);
        await assertFigures(page, custom);
        await page.getByLabel('Đến ngày').fill(vnDay(Date.now() - 5 * DAY));
        await page.getByText('Ngày kết thúc phải sau ngày bắt đầu').waitFor();

        // revenue per day: by delivery date, then by payment date, the caption saying which
        const sumOf = (key: 'deliveredRevenue' | 'paidRevenue') => custom.days.reduce((s, d) => s + d[key], 0);
        await page.getByText(`Tổng: ${vnd(sumOf('deliveredRevenue'))} (đơn đã giao, theo ngày giao)`).waitFor();
        await page
          .getByRole('img', { name: /^Doanh thu theo ngày giao/ })
          .locator('canvas')
          .first()
          .waitFor();
        await page.getByRole('radiogroup', { name: 'Tính doanh thu theo' }).getByText('Theo ngày thanh toán').click();
        await page.getByText(`Tổng: ${vnd(sumOf('paidRevenue'))} (tiền đã thu, theo ngày thanh toán)`).waitFor();
        await page
          .getByRole('img', { name: /^Doanh thu theo ngày thanh toán/ })
          .locator('canvas')
          .first()
          .waitFor();
        await page
          .getByRole('img', { name: /^Đơn hàng theo trạng thái:/ })
          .locator('canvas')
          .first()
          .waitFor();

        // top products of the period, by revenue then by units
        for (const [by, name, rows] of [
          ['Theo doanh thu', 'Sản phẩm bán chạy theo doanh thu', custom.topByRevenue],
          ['Theo số lượng', 'Sản phẩm bán chạy theo số lượng', custom.topByUnits],
        ] as const) {
          await page.getByRole('radiogroup', { name: 'Xếp hạng sản phẩm' }).getByText(by).click();
          const items = page.getByRole('list', { name }).getByRole('listitem');
          await items.first().waitFor();
          assert.equal(await items.count(), rows.length);
          for (let i = 0; i < rows.length; i++) {
            const row = plain(await items.nth(i).innerText());
            assert.ok(row.startsWith(`#${i + 1}`) && row.includes(rows[i].name), row);
            assert.ok(row.includes(`Đã bán ${count(rows[i].units)} · ${vnd(rows[i].revenue)}`), row);
          }
        }

        const alerts = plain(await page.getByRole('region', { name: 'Cảnh báo' }).innerText());
        assert.ok(alerts.includes('Đơn hàng chờ xác nhận'), alerts);
        assert.ok(alerts.includes(`Sắp hết hàng (${overview.lowStockVariants.length})`), alerts);
        assert.ok(alerts.includes(`Hết hàng (${overview.outOfStockVariants.length})`), alerts);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `no horizontal scroll (${width}px)`);
      } finally {
        await staff.close();
      }
    });
  });
}

describe('dashboard at 390px as seller', () => {
  it('shows the seller the same figures', async () => {
    const staff = await openStaff(shop.baseUrl, 'seller', PHONE);
    const { page } = staff;
    try {
      const today = vnDay(Date.now());
      await page.goto(`${shop.baseUrl}/admin?range=today`);
      await page.getByRole('heading', { level: 1, name: 'Tổng quan' }).waitFor();
      await assertFigures(page, (await staff.api.get(`/api/stats/sales?from=${today}&to=${today}`)).body.data as Report);
    } finally {
      await staff.close();
    }
  });
});
