import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from 'pg';
import type { Locator, Page, Route } from 'playwright-core';
import { ShopClient } from '../support/http';
import { orderPayload, stockedProduct, syntheticCustomer } from '../api/orders-support';
import { openStaff, type StaffVisitor } from './support/admin';
import { DESKTOP, PHONE } from './support/session';
import { eventually } from './support/storefront';
import { serviceDatabaseUrl } from '../support/system';
import { useShop } from '../support/shop';

// The back office's orders list by order date: 'Hôm nay' keeps today's orders (Vietnam time) and
// drops one placed three days ago, and the days stay in the address bar for the export buttons.
// The list shows the answer to the days on screen only: never the days before's orders while that
// answer is on its way, nor after it failed, when it does not say there are no orders either.

const shop = useShop();
const DAY = 86_400_000;
const vnDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);

interface TwoOrders {
  staff: StaffVisitor;
  fresh: { orderNumber: string };
  old: { orderNumber: string };
  /** The order's row (a card on a phone). */
  shown(orderNumber: string): Locator;
  close(): Promise<void>;
}

/**
 * Two orders of one customer found by a search of their own: one placed now, one moved three days
 * back in the orders database; the list opened on that search, both shown.
 */
async function listWithTwoOrders(viewport: { width: number; height: number }): Promise<TwoOrders> {
  const staff = await openStaff(shop.baseUrl, 'admin', viewport);
  const { page } = staff;
  const db = new Client({ connectionString: await serviceDatabaseUrl('orders') });
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
    return { staff, fresh, old, shown, close: () => staff.close() };
  } finally {
    await db.end();
  }
}

/** The list shows exactly these of the two orders: the answer to the days on screen has come. */
async function listShows(list: TwoOrders, which: { fresh: boolean; old: boolean }): Promise<void> {
  await eventually(async () => {
    assert.equal(await list.shown(list.old.orderNumber).count(), which.old ? 1 : 0, `the order of three days ago should ${which.old ? '' : 'not '}be listed`);
    assert.equal(await list.shown(list.fresh.orderNumber).count(), which.fresh ? 1 : 0, `today's order should ${which.fresh ? '' : 'not '}be listed`);
  }, 15_000);
}

const chooseToday = (page: Page) => page.getByRole('group', { name: 'Ngày đặt hàng' }).getByText('Hôm nay', { exact: true }).click();

for (const viewport of [PHONE, DESKTOP]) {
  describe(`orders by order date at ${viewport.width}px`, () => {
    it("narrows the list to today's orders with 'Hôm nay'", async () => {
      const list = await listWithTwoOrders(viewport);
      const { page } = list.staff;
      try {
        await chooseToday(page);
        const today = vnDay(Date.now());
        await page.waitForURL((url) => url.searchParams.get('from') === today && url.searchParams.get('to') === today);
        await listShows(list, { fresh: true, old: false });
        assert.equal(await page.getByLabel('Từ ngày').inputValue(), today);
        assert.equal(await page.getByLabel('Đến ngày').inputValue(), today);

        // three days back to yesterday: only the older order
        await page.getByLabel('Từ ngày').fill(vnDay(Date.now() - 3 * DAY));
        await page.getByLabel('Đến ngày').fill(vnDay(Date.now() - DAY));
        await listShows(list, { fresh: false, old: true });
      } finally {
        await list.close();
      }
    });

    it("shows no order of the days before while today's answer is on its way, nor after it failed", async () => {
      const list = await listWithTwoOrders(viewport);
      const { page } = list.staff;
      try {
        // The list's query for today's days is held until the test lets it go, then fails, twice
        // (the app tries a query once more after a failure); the next one passes.
        let failuresLeft = 2;
        let arrived: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (arrived = resolve));
        let release: () => void = () => undefined;
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/graphql', async (route: Route) => {
          const body = route.request().postDataJSON() as { operationName?: string; variables?: { filter?: { from?: string } } } | null;
          if (body?.operationName !== 'AdminOrders' || !body.variables?.filter?.from || failuresLeft === 0) return route.continue();
          failuresLeft--;
          arrived();
          await released;
          return route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' });
        });

        await chooseToday(page);
        await held;
        await listShows(list, { fresh: false, old: false });
        release();
        await page.getByRole('alert').filter({ hasText: 'Không thể tải danh sách đơn hàng' }).waitFor();
        await listShows(list, { fresh: false, old: false });
        // nothing is known of today's orders: neither the table nor the cards say there are none
        assert.equal(await page.getByText('Không có đơn hàng nào').count(), 0, "no 'no orders' beside the error");

        await page.getByRole('alert').getByRole('button', { name: 'Thử lại' }).click();
        await listShows(list, { fresh: true, old: false });
      } finally {
        await list.close();
      }
    });
  });
}
