import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { orderPayload, stockedProduct } from '../api/orders-support';
import { customerClient } from './support/orders';
import { chooseOption as choose, openFromSidebar, openStaff } from './support/admin';
import { createCustomer, DESKTOP, openVisitor, PHONE, signInAs, toast, waitForPath } from './support/session';
import { cartBadgeCount, eventually } from './support/storefront';
import { useShop } from '../support/shop';

// Staff find an order by a customer name typed without accents, confirm its
// payment, move it to shipping with a carrier and tracking code and to delivered (the customer then
// sees it delivered and buys it again); the status select offers only the moves the server accepts;
// a missing order says so.

const shop = useShop();

const plain = (s: string) => s.replace(/\s+/g, ' ').trim();

for (const [viewport, role] of [
  [DESKTOP, 'admin'],
  // the seller may not (decision 0430; admin-roles.e2e-spec.ts)
  [PHONE, 'admin'],
] as const) {
  describe(`staff orders at ${viewport.width}px as ${role}`, () => {
    it('finds, pays, ships with a carrier and delivers an order, offers only the moves the server accepts, shows a missing order', async () => {
      const staff = await openStaff(shop.baseUrl, role, viewport);
      const { page } = staff;
      const api = new ShopClient(shop.baseUrl);
      const tag = Array.from({ length: 6 }, () => 'bcdfghklmnpqrstvx'[Math.floor(Math.random() * 17)]).join('');
      const name = `Nguyễn Hữu Đạt ${tag}`;
      try {
        const product = await stockedProduct(api, staff.api, 10, 90_000);
        // a real account, so the customer can open the order in a browser afterwards
        const account = await createCustomer(shop.baseUrl, 'Khách Quay Lại');
        const buyer = await customerClient(shop.baseUrl, account.email, account.password);
        const placed = await buyer.post(
          '/api/orders',
          orderPayload([{ p: product, quantity: 2 }], {
            customerInfo: { name, email: 'dat@example.com', phone: '0987654321' },
            shippingAddress: { fullName: name, phone: '0987654321', addressLine: '9 Lý Thái Tổ', ward: null, district: 'Hoàn Kiếm', city: 'Hà Nội' },
          }),
        );
        assert.equal(placed.status, 201, JSON.stringify(placed.body));
        const order = placed.body.data.order;

        await page.goto(`${shop.baseUrl}/admin`);
        await openFromSidebar(staff, 'Đơn hàng', '/admin/orders');
        await page.getByRole('heading', { level: 1, name: 'Đơn hàng' }).waitFor();
        await page.getByLabel('Tìm đơn hàng').fill(`nguyen huu dat ${tag}`);
        await page.getByRole('button', { name: 'Tìm kiếm' }).click();
        await page.waitForURL((url) => url.searchParams.get('search') === `nguyen huu dat ${tag}`);
        // a table row on a desktop, a card on a phone
        const row = staff.phone
          ? page.getByRole('list', { name: 'Danh sách đơn hàng' }).getByRole('listitem').filter({ hasText: order.orderNumber })
          : page.getByRole('row', { name: new RegExp(order.orderNumber) });
        await row.waitFor();
        const text = plain(await row.innerText());
        for (const part of [name, '0987654321', 'COD', 'Chưa thanh toán', 'Chờ xác nhận']) assert.ok(text.includes(part), `${part} in ${text}`);

        await row.getByRole('link', { name: `Xem đơn ${order.orderNumber}` }).click();
        await waitForPath(page, `/admin/orders/${order._id}`);
        await page.getByRole('heading', { level: 1, name: `Đơn hàng ${order.orderNumber}` }).waitFor();

        // confirm the payment (COD: the waybill code)
        await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
        const modal = page.getByRole('dialog', { name: 'Xác nhận thanh toán' });
        await modal.getByRole('button', { name: 'Xác nhận' }).click();
        await modal.getByText('Vui lòng nhập mã giao dịch').waitFor();
        await modal.getByLabel('Mã vận đơn').fill(`GHN-PAID-${tag}`);
        await modal.getByRole('button', { name: 'Xác nhận' }).click();
        await toast(page, 'Xác nhận thanh toán thành công').waitFor();
        await page.getByText('Đã thanh toán', { exact: true }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'Xác nhận thanh toán' }).count(), 0);

        // to shipping with a tracking code
        await page.getByRole('button', { name: 'Cập nhật', exact: true }).click();
        await toast(page, 'Vui lòng chọn trạng thái mới').waitFor();
        await choose(page, 'Trạng thái mới', 'Đang giao');
        await page.getByLabel('Mã vận đơn', { exact: true }).fill(`GHN-777-${tag}`);
        await page.getByRole('button', { name: 'Cập nhật', exact: true }).click();
        await toast(page, 'Vui lòng chọn đơn vị vận chuyển').waitFor();
        await choose(page, 'Đơn vị vận chuyển', 'GHN');
        await page.getByRole('button', { name: 'Cập nhật', exact: true }).click();
        await toast(page, 'Cập nhật trạng thái thành công').waitFor();
        await page.getByRole('link', { name: `GHN-777-${tag}` }).waitFor();
        assert.equal(await page.getByRole('link', { name: `GHN-777-${tag}` }).getAttribute('href'), `https://donhang.ghn.vn/?order_code=GHN-777-${tag}`);

        // only the moves the server accepts are offered (decision 0610): no way back to 'Chờ xác nhận'
        await page.getByLabel('Trạng thái mới', { exact: true }).click();
        const offered = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
        await offered.first().waitFor();
        assert.deepEqual(await offered.evaluateAll((els) => els.map((e) => e.getAttribute('title'))), ['Đã giao', 'Đã hủy']);
        await page.keyboard.press('Escape');
        // No button is ever named after antd's spinner ('loading Cập nhật'), during or after a request.
        assert.equal(await page.getByRole('button', { name: /loading/i }).count(), 0);

        await choose(page, 'Trạng thái mới', 'Đã giao');
        await page.getByRole('button', { name: 'Cập nhật', exact: true }).click();
        await toast(page, 'Cập nhật trạng thái thành công').waitFor();
        const history = page.getByRole('list', { name: 'Lịch sử trạng thái' });
        await history.getByText('Đã giao').waitFor();
        const saved = (await staff.api.get(`/api/orders/${order._id}`)).body.data.order;
        assert.equal(saved.status, 'delivered');
        assert.equal(saved.paymentStatus, 'paid');
        assert.equal(saved.trackingNumber, `GHN-777-${tag}`);
        // the customer sees it delivered and buys it again (product §2 order detail 'Mua lại')
        assert.equal((await buyer.get(`/api/orders/${order._id}`)).body.data.order.status, 'delivered');
        const productName = (await api.get(`/api/products/${product.productId}`)).body.data.product.name as string;
        const shopper = await openVisitor(viewport);
        try {
          await signInAs(shopper.page, shop.baseUrl, account.email, account.password);
          await shopper.page.goto(`${shop.baseUrl}/orders/${order._id}`);
          await shopper.page.getByRole('heading', { level: 1, name: `Đơn hàng ${order.orderNumber}` }).waitFor();
          await eventually(async () => assert.equal(await shopper.page.getByTestId('order-status').innerText(), 'Đã giao'));
          // the carrier and its tracking page, never a bare code
          const follow = shopper.page.getByRole('link', { name: /Theo dõi đơn hàng trên trang GHN/ });
          assert.equal(await follow.getAttribute('href'), `https://donhang.ghn.vn/?order_code=GHN-777-${tag}`);
          await shopper.page.getByText('Đơn vị vận chuyển', { exact: true }).waitFor();
          await shopper.page.getByRole('button', { name: 'Mua lại', exact: true }).click();
          await waitForPath(shopper.page, '/cart');
          await shopper.page.getByRole('checkbox', { name: `Chọn ${productName}` }).waitFor();
          await eventually(async () => assert.equal(await cartBadgeCount(shopper.page), 2), 10_000);
        } finally {
          await shopper.close();
        }

        await page.goto(`${shop.baseUrl}/admin/orders/${randomUUID()}`);
        await page.getByText('Không tìm thấy đơn hàng').waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `no horizontal scroll (${width}px)`);
      } finally {
        await staff.close();
      }
    });
  });
}
