import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { orderPayload, stockedProduct, syntheticCustomer } from '../api/orders-support';
import { openStaff } from './support/admin';
import { readCode128 } from './support/barcode';
import { DESKTOP, PHONE, toast, waitForPath } from './support/session';
import { eventually } from './support/storefront';
import { useShop } from '../support/shop';

// A busy day at the packing table: staff tick three new orders and confirm them in one click, hand
// one to the carrier with the one-click next step, and print the three packing slips in one go:
// one sheet each (Chromium's own print to PDF), with the order number's and the tracking code's
// Code 128 barcodes (read back from the printed page as a scanner reads them) and the COD to
// collect. On a phone the list is cards showing total and status; on a desktop the sider's column
// reaches the bottom of a long page.

const shop = useShop();

const plain = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Pages of a PDF as Chromium writes it: one `/Type /Page` object each (`/Pages` is the tree). */
const pdfPages = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

for (const viewport of [DESKTOP, PHONE]) {
  describe(`order handling at ${viewport.width}px as admin`, () => {
    it('confirms three orders at once, ships one in a click and prints the three slips one per page', async () => {
      const staff = await openStaff(shop.baseUrl, 'admin', viewport);
      const { page } = staff;
      const api = new ShopClient(shop.baseUrl);
      const tag = Array.from({ length: 7 }, () => 'bcdfghklmnpqrstvx'[Math.floor(Math.random() * 17)]).join('');
      try {
        const product = await stockedProduct(api, staff.api, 20, 95_000);
        const buyer = await syntheticCustomer(api);
        const orders: { _id: string; orderNumber: string; totalAmount: number }[] = [];
        for (const n of [1, 2, 3]) {
          const name = `Lê Thị Hoa ${tag} ${n}`;
          const res = await buyer.post(
            '/api/orders',
            orderPayload([{ p: product, quantity: n }], {
              customerInfo: { name, email: 'hoa@example.com', phone: '0987000111' },
              shippingAddress: { fullName: name, phone: '0987000111', addressLine: `${n} Hàng Gai`, ward: null, district: null, city: 'Hà Nội' },
              customerNote: n === 1 ? 'Gọi trước khi giao' : undefined,
            }),
          );
          assert.equal(res.status, 201, JSON.stringify(res.body));
          orders.push(res.body.data.order);
        }

        await page.goto(`${shop.baseUrl}/admin/orders?search=${encodeURIComponent(`le thi hoa ${tag}`)}`);
        await page.getByRole('heading', { level: 1, name: 'Đơn hàng' }).waitFor();
        if (staff.phone) {
          // a card per order, its total and status in view
          const cards = page.getByRole('list', { name: 'Danh sách đơn hàng' }).getByRole('listitem');
          await eventually(async () => assert.equal(await cards.count(), 3));
          const card = cards.filter({ hasText: orders[2].orderNumber });
          const text = await card.innerText();
          for (const part of [orders[2].totalAmount.toLocaleString('vi-VN'), 'Chờ xác nhận', 'Chưa thanh toán'])
            assert.ok(text.includes(part), `${part} in ${text}`);
          assert.equal(await page.locator('table').count(), 0);
        }
        for (const o of orders) await page.getByLabel(`Chọn đơn ${o.orderNumber}`).check();
        await page.getByText('Đã chọn 3 đơn').waitFor();
        await page.getByRole('button', { name: 'Xác nhận đơn (3)' }).click();
        await toast(page, 'Đã xác nhận 3 đơn hàng').waitFor();
        for (const o of orders) assert.equal((await staff.api.get(`/api/orders/${o._id}`)).body.data.order.status, 'confirmed');

        // the one-click next step of a confirmed order: hand it to the carrier
        await page.getByRole('link', { name: `Xem đơn ${orders[0].orderNumber}` }).click();
        await waitForPath(page, `/admin/orders/${orders[0]._id}`);
        if (!staff.phone) {
          // the sider's column reaches the bottom of a page longer than the screen
          await page.locator('.ant-card-head-title', { hasText: /^Thanh toán$/ }).waitFor();
          const reach = await page.evaluate(() => {
            const sider = document.querySelector('.ant-layout-sider')!.getBoundingClientRect();
            return { bottom: Math.round(sider.bottom + window.scrollY), page: document.documentElement.scrollHeight, screen: window.innerHeight };
          });
          assert.ok(reach.page > reach.screen, `a long page (${reach.page}px)`);
          assert.ok(reach.bottom >= reach.page - 1, `sider down to ${reach.bottom} of ${reach.page}px`);
        }
        await page.getByRole('button', { name: 'Giao cho vận chuyển', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Giao cho vận chuyển' });
        await dialog.waitFor();
        // typed, as staff at a packing table do (a pointer fallback's Escape would close the dialog)
        await dialog.getByLabel('Đơn vị vận chuyển').fill('ghtk');
        await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="GHTK"]').waitFor();
        await page.keyboard.press('Enter');
        await dialog.locator('.ant-select').getByText('GHTK', { exact: true }).waitFor();
        await dialog.getByLabel('Mã vận đơn').fill(`S${tag}`);
        await dialog.getByRole('button', { name: 'Giao cho vận chuyển' }).click();
        await toast(page, 'Cập nhật trạng thái thành công').waitFor();
        const link = page.getByRole('link', { name: `S${tag}` });
        await link.waitFor();
        assert.equal(await link.getAttribute('href'), `https://i.ghtk.vn/S${tag}`);
        await page.getByRole('button', { name: 'Đã giao', exact: true }).waitFor();

        // the three slips, printed in one go from the list
        await page.goto(`${shop.baseUrl}/admin/orders?search=${encodeURIComponent(`le thi hoa ${tag}`)}`);
        for (const o of orders) await page.getByLabel(`Chọn đơn ${o.orderNumber}`).check();
        await page.getByRole('button', { name: 'In phiếu giao hàng' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/orders/print');
        await page.getByRole('heading', { level: 1, name: 'In phiếu giao hàng (3 đơn)' }).waitFor();
        const slips = page.getByRole('article');
        await eventually(async () => assert.equal(await slips.count(), 3));
        const first = page.getByRole('article', { name: `Phiếu giao hàng ${orders[0].orderNumber}` });
        const firstText = await first.innerText();
        for (const part of ['Túi Việt', '1900 6868', '36 Hàng Bạc', 'Lê Thị Hoa', 'Gọi trước khi giao', 'GHTK'])
          assert.ok(firstText.includes(part), `${part} in ${firstText}`);
        assert.equal(plain(await first.getByTestId('slip-cod').innerText()), `Thu hộ (COD): ${orders[0].totalAmount.toLocaleString('vi-VN')} ₫`);
        assert.equal(
          (await first
            .getByRole('img', { name: `Mã đơn hàng: ${orders[0].orderNumber}` })
            .locator('rect')
            .count()) > 10,
          true,
        );
        assert.equal(
          (await first
            .getByRole('img', { name: `Mã vận đơn: S${tag}` })
            .locator('rect')
            .count()) > 10,
          true,
        );

        await page.emulateMedia({ media: 'print' });
        // the bars as printed read back as the order number and the tracking code
        const orderBars = first.getByRole('img', { name: `Mã đơn hàng: ${orders[0].orderNumber}` });
        assert.equal(await readCode128(await orderBars.screenshot({ scale: 'device' })), orders[0].orderNumber);
        assert.equal(await readCode128(await first.getByRole('img', { name: `Mã vận đơn: S${tag}` }).screenshot()), `S${tag}`);
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        assert.equal(pdfPages(pdf), 3, 'one A6 sheet per slip');
        await page.emulateMedia({ media: 'screen' });
        await page.getByLabel('Khổ giấy').selectOption('A5');
        await page.waitForURL((url) => url.searchParams.get('size') === 'A5');
        await page.emulateMedia({ media: 'print' });
        assert.equal(pdfPages(await page.pdf({ preferCSSPageSize: true })), 3, 'one A5 sheet per slip');
      } finally {
        await staff.close();
      }
    });
  });
}
