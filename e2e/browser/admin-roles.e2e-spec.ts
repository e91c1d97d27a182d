import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ShopClient } from '../support/http';
import { orderPayload, stockedProduct, syntheticCustomer } from '../api/orders-support';
import { openStaff, screenshotOnFailure, type StaffRole, type StaffVisitor } from './support/admin';
import { DESKTOP, PHONE, waitForPath } from './support/session';
import { useShop } from '../support/shop';

// Decision 0430 in the back office: the seller's sidebar lists only the screens a seller may use,
// the orders screens hide the transfers to check and the payment confirmation, and a restricted
// screen opened by its address says so in Vietnamese instead of failing; the admin sees it all.

const shop = useShop();

const EVERY_ENTRY = ['Tổng quan', 'Sản phẩm', 'Tồn kho', 'Đơn hàng', 'Tạo đơn cho khách', 'Danh mục', 'Mã giảm giá', 'Khách hàng'];
const SELLER_ENTRIES = ['Tổng quan', 'Sản phẩm', 'Tồn kho', 'Đơn hàng', 'Tạo đơn cho khách', 'Danh mục'];
const RESTRICTED = [
  { path: '/admin/coupons', heading: 'Mã giảm giá' },
  { path: '/admin/customers', heading: 'Khách hàng' },
  { path: '/admin/orders/transfers', heading: 'Chuyển khoản cần kiểm tra' },
];
const NO_PERMISSION = 'Bạn không có quyền truy cập trang này';

/** The sidebar's entries, opened first on a phone (where it starts folded; the next page load folds it again). */
async function sidebarEntries(staff: StaffVisitor): Promise<string[]> {
  const { page } = staff;
  if (staff.phone) await page.getByRole('button', { name: 'Mở menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Menu quản trị' });
  await nav.getByRole('link', { name: 'Tổng quan', exact: true }).waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

/** An unpaid COD order, opened in the order detail. */
async function openUnpaidOrder(staff: StaffVisitor): Promise<void> {
  const api = new ShopClient(shop.baseUrl);
  const product = await stockedProduct(api, staff.api, 5, 80_000);
  const placed = await (await syntheticCustomer(api)).post('/api/orders', orderPayload([{ p: product, quantity: 1 }]));
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const order = placed.body.data.order;
  await staff.page.goto(`${shop.baseUrl}/admin/orders/${order._id}`);
  await staff.page.getByRole('heading', { level: 1, name: `Đơn hàng ${order.orderNumber}` }).waitFor();
  await staff.page.getByRole('button', { name: 'Cập nhật', exact: true }).waitFor();
}

/** The orders list, loaded (its table has rows; on a phone, its card list has cards). */
async function openOrders(page: Page, phone: boolean): Promise<void> {
  await page.goto(`${shop.baseUrl}/admin/orders`);
  await page.getByRole('heading', { level: 1, name: 'Đơn hàng' }).waitFor();
  if (phone) await page.getByRole('list', { name: 'Danh sách đơn hàng' }).getByRole('listitem').first().waitFor();
  else await page.getByRole('row').nth(1).waitFor();
}

const journeys: [typeof PHONE | typeof DESKTOP, StaffRole][] = [
  [PHONE, 'seller'],
  [DESKTOP, 'seller'],
  [PHONE, 'admin'],
  [DESKTOP, 'admin'],
];

for (const [viewport, role] of journeys) {
  describe(`the back office at ${viewport.width}px as ${role}`, () => {
    it(role === 'seller' ? 'hides coupons, customers and payments, and says so on their addresses' : 'shows every screen and button', async () => {
      const staff = await openStaff(shop.baseUrl, role, viewport);
      const { page } = staff;
      let failed = true;
      try {
        await page.goto(`${shop.baseUrl}/admin`);
        assert.deepEqual(await sidebarEntries(staff), role === 'seller' ? SELLER_ENTRIES : EVERY_ENTRY);

        await openUnpaidOrder(staff);
        assert.equal(await page.getByRole('button', { name: 'Xác nhận thanh toán' }).count(), role === 'seller' ? 0 : 1);
        await openOrders(page, viewport.width < 768);
        assert.equal(await page.getByRole('link', { name: 'Chuyển khoản cần kiểm tra' }).count(), role === 'seller' ? 0 : 1);

        for (const { path, heading } of RESTRICTED) {
          await page.goto(`${shop.baseUrl}${path}`);
          if (role === 'admin') {
            await page.getByRole('heading', { level: 1, name: heading }).waitFor();
            assert.equal(await page.getByText(NO_PERMISSION).count(), 0);
            continue;
          }
          // said at once, without a spinner or a request that would be refused
          await page.getByText(NO_PERMISSION).waitFor({ timeout: 5000 });
          assert.equal(await page.locator('.ant-spin-spinning').count(), 0, `${path}: no spinner`);
          assert.equal(await page.getByRole('heading', { level: 1, name: heading }).count(), 0, `${path}: the screen itself is not drawn`);
          assert.match(await page.title(), /Không có quyền truy cập/);
        }
        if (role === 'seller') {
          await page.getByRole('link', { name: 'Về trang tổng quan' }).click();
          await waitForPath(page, '/admin');
          await page.getByRole('heading', { level: 1, name: 'Tổng quan' }).waitFor();
        }
        failed = false;
      } finally {
        await screenshotOnFailure(page, `admin-roles-${role}-${viewport.width}`, failed);
        await staff.close();
      }
    });
  });
}
