import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatVnd } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { openFromSidebar, openStaff, screenshotOnFailure } from './support/admin';
import { customerClient, paidOrderCancelled } from './support/orders';
import { createCustomer, DESKTOP, openVisitor, PHONE, signInAs, toast, waitForPath } from './support/session';
import { useShop } from '../support/shop';

// Decision 0730: a paid order the customer cancels is listed in 'Cần hoàn tiền'; the admin enters
// the customer's account, sees the refund's VietQR, marks it refunded with the bank reference; the
// customer's order page and my orders then say 'Đã hoàn tiền' with the amount.

const shop = useShop();

for (const viewport of [DESKTOP, PHONE]) {
  describe(`refunds at ${viewport.width}px`, () => {
    it('lists the refund, takes the account, shows its VietQR, marks it refunded; the customer sees Đã hoàn tiền', async () => {
      const staff = await openStaff(shop.baseUrl, 'admin', viewport);
      const { page } = staff;
      const account = await createCustomer(shop.baseUrl, 'Khách Hoàn Tiền');
      const buyer = await customerClient(shop.baseUrl, account.email, account.password);
      let failed = true;
      try {
        const order = await paidOrderCancelled(shop.baseUrl, staff.api, buyer, 120_000);
        const money = formatVnd(order.totalAmount);
        const plain = money.replace(/\u00a0/g, ' ');

        await page.goto(`${shop.baseUrl}/admin`);
        await openFromSidebar(staff, 'Đơn hàng', '/admin/orders');
        await page.getByRole('link', { name: 'Cần hoàn tiền' }).click();
        await waitForPath(page, '/admin/orders/refunds');
        await page.getByRole('heading', { level: 1, name: 'Cần hoàn tiền' }).waitFor();
        const card = page.getByRole('listitem', { name: `Hoàn tiền đơn ${order.orderNumber}` });
        await card.waitFor();
        const text = (await card.innerText()).replace(/\u00a0/g, ' ');
        assert.ok(text.includes(plain), text);
        assert.ok(text.includes('Đơn đã thanh toán bị hủy'), text);

        // the account: checked, then saved; the VietQR appears
        const form = card.getByRole('form', { name: `Tài khoản nhận tiền hoàn đơn ${order.orderNumber}` });
        await form.getByRole('button', { name: 'Lưu tài khoản' }).click();
        await form.getByText('Vui lòng chọn ngân hàng trong danh sách').waitFor();
        await form.getByLabel('Ngân hàng').selectOption({ label: 'Techcombank' });
        await form.getByLabel('Số tài khoản').fill('19033334445556');
        await form.getByLabel('Chủ tài khoản').fill('KHACH HOAN TIEN');
        await form.getByRole('button', { name: 'Lưu tài khoản' }).click();
        const qr = card.getByRole('img', { name: `Mã VietQR hoàn ${money} cho đơn ${order.orderNumber}` });
        await qr.waitFor();
        await waitFor(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { what: 'the QR drawn' });
        await card.getByText(`HOANTIEN ${order.orderNumber}`).waitFor();

        // marked refunded with the bank reference
        const mark = card.getByRole('form', { name: `Đánh dấu đã hoàn tiền đơn ${order.orderNumber}` });
        await mark.getByLabel('Mã giao dịch hoàn tiền').fill('FT26332999001');
        await mark.getByRole('button', { name: 'Đánh dấu đã hoàn tiền' }).click();
        await toast(page, 'Đã đánh dấu đã hoàn tiền').waitFor();
        await card.waitFor({ state: 'detached' });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `no horizontal scroll (${width}px)`);

        // the customer's order page and my orders
        const visitor = await openVisitor(viewport);
        try {
          await signInAs(visitor.page, shop.baseUrl, account.email, account.password);
          await visitor.page.goto(`${shop.baseUrl}/orders/${order._id}`);
          const refunded = visitor.page.getByRole('list', { name: 'Hoàn tiền' });
          await refunded.getByText('Đã hoàn tiền').waitFor();
          assert.equal((await refunded.innerText()).replace(/\u00a0/g, ' '), `Đã hoàn tiền: ${plain}`);
          await visitor.page.goto(`${shop.baseUrl}/my-orders`);
          await visitor.page.getByTestId('order-card').filter({ hasText: order.orderNumber }).getByText('Đã hoàn tiền').waitFor();
        } finally {
          await visitor.close();
        }
        failed = false;
      } finally {
        await screenshotOnFailure(page, `admin-refunds-${viewport.width}`, failed);
        await staff.close();
      }
    });
  });
}
