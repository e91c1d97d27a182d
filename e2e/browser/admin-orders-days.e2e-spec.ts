import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from 'pg';
import { ShopClient } from '../support/http';
import { orderPayload, stockedProduct, syntheticCustomer } from '../api/orders-support';
import { openStaff } from './support/admin';
import { DESKTOP, PHONE } from './support/session';
import { e2eEnv } from '../support/system';
import { useShop } from '../support/shop';

// The back office's orders list by order date: 'Hôm nay' keeps today's orders (Vietnam time) and
// drops one placed three days ago, and the days stay in the address bar for the export buttons.

const shop = useShop();
const DAY = 86_400_000;
const vnDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);

for (const viewport of [PHONE, DESKTOP]) {
  describe(`orders by order date at ${viewport.width}px`, () => {
    it("narrows the list to today's orders with 'Hôm nay'", async () => {
      const staff = await openStaff(shop.baseUrl, 'admin', viewport);
      const { page } = staff;
      const db = new Client({ connectionString: (await e2eEnv({})).env.E2E_ORDERS_DATABASE_URL });
      await db.connect();
      try {
        const tag = Array.from({ length: 6 }, () => 'bcdfghklmnpqrstvx'[Math.floor(Math.random() * 17)]).join('');
        const product = await stockedProduct(new ShopClient(shop.baseUrl), staff.api, 10, 189_000);
        const buyer = await syntheticCustomer(new ShopClient(shop.baseUrl));
        const place = async () => {
          const res = await buyer.post(
            '/api/orders',
            orderPayload([{ p: product, quantity: 1 }], { customerInfo: { name: `Trần Ngày ${tag}`, email: 'ngay@example.com', phone: '0912000333' } }),
          );
          assert.equal(res.status, 201, JSON.stringify(res.body));
          return res.body.data.order as { _id: string; orderNumber: string };
        };
        const fresh = await place();
        const old = await place();
        await db.query(`UPDATE orders SET created_at = now() - interval '3 days' WHERE id = $1`, [old._id]);

        await page.goto(`${shop.baseUrl}/admin/orders?search=${tag}`);
        await page.getByRole('heading', { level: 1, name: 'Đơn hàng' }).waitFor();
        const shown = (number: string) =>
          staff.phone
            ? page.getByRole('list', { name: 'Danh sách đơn hàng' }).getByRole('listitem').filter({ hasText: number })
            : page.getByRole('row', { name: new RegExp(number) });
        await shown(fresh.orderNumber).waitFor();
        await shown(old.orderNumber).waitFor();

        await page.getByRole('group', { name: 'Ngày đặt hàng' }).getByText('Hôm nay', { exact: true }).click();
        const today = vnDay(Date.now());
        await page.waitForURL((url) => url.searchParams.get('from') === today && url.searchParams.get('to') === today);
        await shown(old.orderNumber).waitFor({ state: 'detached' });
        assert.equal(await shown(fresh.orderNumber).count(), 1);
        assert.equal(await page.getByLabel('Từ ngày').inputValue(), today);
        assert.equal(await page.getByLabel('Đến ngày').inputValue(), today);

        // three days back to yesterday: only the older order
        await page.getByLabel('Từ ngày').fill(vnDay(Date.now() - 3 * DAY));
        await page.getByLabel('Đến ngày').fill(vnDay(Date.now() - DAY));
        await shown(old.orderNumber).waitFor();
        await shown(fresh.orderNumber).waitFor({ state: 'detached' });
      } finally {
        await db.end();
        await staff.close();
      }
    });
  });
}
