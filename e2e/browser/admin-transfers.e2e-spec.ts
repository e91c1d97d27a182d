import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { postSepayTransfer, waitForListedTransfer } from '../support/sepay';
import { orderPayload, stockedProduct, syntheticCustomer, waitForOrderPaid } from '../api/orders-support';
import { chooseOption, openFromSidebar, openStaff, screenshotOnFailure } from './support/admin';
import { DESKTOP, PHONE, toast, waitForPath } from './support/session';
import { useShop } from '../support/shop';

// Decision 0720: staff open "Chuyển khoản cần kiểm tra" from the orders screen,
// attach a transfer the bank notified without an order code to its order (which then shows paid),
// and mark another one handled with a note (it leaves the list and shows under "Đã xử lý").
// Decision 0703: an overpaid transfer shows the amount to return, one naming two orders says so.

const shop = useShop();

for (const [viewport, role] of [
  [DESKTOP, 'admin'],
  // the seller may not (decision 0430; admin-roles.e2e-spec.ts)
  [PHONE, 'admin'],
] as const) {
  describe(`transfers to check at ${viewport.width}px as ${role}`, () => {
    it('attaches an unmatched transfer to an order, which shows paid, marks another handled, and shows what an overpaid transfer owes back and which orders an unclear one names', async () => {
      const staff = await openStaff(shop.baseUrl, role, viewport);
      const { page } = staff;
      let failed = true;
      try {
        const api = new ShopClient(shop.baseUrl);
        const product = await stockedProduct(api, staff.api, 10, 95_000);
        const buyer = await syntheticCustomer(api);
        const placed = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }], { paymentMethod: 'qr_payment' }));
        assert.equal(placed.status, 201, JSON.stringify(placed.body));
        const order = placed.body.data.order as { _id: string; orderNumber: string; totalAmount: number };

        const second = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }], { paymentMethod: 'qr_payment' }));
        assert.equal(second.status, 201, JSON.stringify(second.body));
        const order2 = second.body.data.order as { orderNumber: string; totalAmount: number };

        // Two transfers whose text names no order: the customer forgot the code, and a stranger.
        const forgotten = await postSepayTransfer(shop.baseUrl, `MBVCB.${viewport.width}. chuyen tien mua tui CT tu 0123`, order.totalAmount);
        const stranger = await postSepayTransfer(shop.baseUrl, `tra no anh Tuan ${viewport.width}`, 77_000);
        // One naming both orders (it pays neither), and one paying the other order a million too much.
        const both = await postSepayTransfer(shop.baseUrl, `DONHANG ${order.orderNumber} DONHANG ${order2.orderNumber}`, order.totalAmount);
        const overpaid = await postSepayTransfer(shop.baseUrl, `DONHANG ${order2.orderNumber}`, order2.totalAmount + 1_000_000);
        // the list is read once the bank notifications are processed
        assert.equal((await waitForListedTransfer(staff.api, forgotten)).outcome, 'unmatched');
        await waitForListedTransfer(staff.api, stranger);
        assert.equal((await waitForListedTransfer(staff.api, both)).outcome, 'ambiguous');
        assert.equal((await waitForListedTransfer(staff.api, overpaid)).outcome, 'overpaid');

        await page.goto(`${shop.baseUrl}/admin`);
        await openFromSidebar(staff, 'Đơn hàng', '/admin/orders');
        await page.getByRole('link', { name: 'Chuyển khoản cần kiểm tra' }).click();
        await waitForPath(page, '/admin/orders/transfers');
        await page.getByRole('heading', { level: 1, name: 'Chuyển khoản cần kiểm tra' }).waitFor();

        // the overpaid one paid its order: the excess to return, and only "handled" left to do
        const owed = page.getByRole('listitem', { name: `Giao dịch ${overpaid}` });
        await owed.waitFor();
        const owedText = (await owed.innerText()).replace(/\u00a0/g, ' ');
        assert.ok(owedText.includes('Chuyển thừa, cần hoàn tiền'), owedText);
        assert.match(owedText, /Cần hoàn lại:\s*1\.000\.000 ₫/);
        assert.deepEqual(await owed.getByRole('button').allInnerTexts(), ['Đánh dấu đã xử lý']);
        // the one naming both orders says which, and waits for staff to pick
        const unclear = page.getByRole('listitem', { name: `Giao dịch ${both}` });
        const unclearText = await unclear.innerText();
        assert.ok(unclearText.includes('Ghi nhiều đơn hàng'), unclearText);
        assert.ok(unclearText.includes(`Nội dung chuyển khoản ghi nhiều đơn hàng: ${order.orderNumber}, ${order2.orderNumber}`), unclearText);
        await unclear.getByRole('button', { name: 'Ghép vào đơn hàng' }).waitFor();

        // attach the forgotten one: the order number is required, then the order is paid
        const item = page.getByRole('listitem', { name: `Giao dịch ${forgotten}` });
        await item.waitFor();
        const text = await item.innerText();
        assert.ok(text.includes('Không khớp đơn hàng'), text);
        assert.ok(text.includes('chuyen tien mua tui'), text);
        await item.getByRole('button', { name: 'Ghép vào đơn hàng' }).click();
        const modal = page.getByRole('dialog', { name: 'Ghép vào đơn hàng' });
        await modal.getByRole('button', { name: 'Ghép', exact: true }).click();
        await modal.getByText('Vui lòng nhập mã đơn hàng').waitFor();
        await modal.getByLabel('Mã đơn hàng').fill(order.orderNumber.toLowerCase());
        await modal.getByRole('button', { name: 'Ghép', exact: true }).click();
        const paidToast = toast(page, `Đã ghép giao dịch vào đơn hàng ${order.orderNumber}, đơn hàng đã được thanh toán`);
        await paidToast.waitFor();
        await modal.waitFor({ state: 'hidden' });
        await item.waitFor({ state: 'detached' });
        // the toast may cover the filter on a phone: it closes after 3 s
        await paidToast.waitFor({ state: 'hidden' });

        // orders hears payments.PaymentConfirmed; then the order detail shows it paid
        await waitForOrderPaid(staff.api, order._id);
        await chooseOption(page, 'Lọc giao dịch', 'Đã ghép đơn');
        await page.waitForURL((url) => url.searchParams.get('view') === 'attached');
        const attached = page.getByRole('listitem', { name: `Giao dịch ${forgotten}` });
        await attached.getByText('Đã thanh toán đơn').waitFor();
        await attached.getByRole('link', { name: order.orderNumber }).click();
        await waitForPath(page, `/admin/orders/${order._id}`);
        await page.getByRole('heading', { level: 1, name: `Đơn hàng ${order.orderNumber}` }).waitFor();
        await page.getByText('Đã thanh toán', { exact: true }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'Xác nhận thanh toán' }).count(), 0);

        // mark the stranger's transfer handled: a note is required
        await page.goto(`${shop.baseUrl}/admin/orders/transfers`);
        const other = page.getByRole('listitem', { name: `Giao dịch ${stranger}` });
        await other.getByRole('button', { name: 'Đánh dấu đã xử lý' }).click();
        const handle = page.getByRole('dialog', { name: 'Đánh dấu đã xử lý' });
        await handle.getByRole('button', { name: 'Lưu' }).click();
        await handle.getByText('Vui lòng nhập ghi chú xử lý').waitFor();
        await handle.getByLabel('Ghi chú xử lý').fill('Không phải tiền của shop, đã báo ngân hàng trả lại');
        await handle.getByRole('button', { name: 'Lưu' }).click();
        const handledToast = toast(page, 'Đã đánh dấu giao dịch đã xử lý');
        await handledToast.waitFor();
        await handle.waitFor({ state: 'hidden' });
        await other.waitFor({ state: 'detached' });
        await handledToast.waitFor({ state: 'hidden' });

        await chooseOption(page, 'Lọc giao dịch', 'Đã xử lý');
        await page.waitForURL((url) => url.searchParams.get('view') === 'handled');
        const handled = page.getByRole('listitem', { name: `Giao dịch ${stranger}` });
        await handled.getByText('Không phải tiền của shop, đã báo ngân hàng trả lại', { exact: false }).waitFor();
        assert.equal(await handled.getByRole('button').count(), 0, 'nothing more to do on a handled transfer');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `no horizontal scroll (${width}px)`);
        failed = false;
      } finally {
        await screenshotOnFailure(page, `admin-transfers-${viewport.width}`, failed);
        await staff.close();
      }
    });
  });
}
