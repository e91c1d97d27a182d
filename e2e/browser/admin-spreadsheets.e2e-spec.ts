import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { orderPayload, stockedProduct, syntheticCustomer, variantStock } from '../api/orders-support';
import { ShopClient } from '../support/http';
import { openFromSidebar, openStaff } from './support/admin';
import { DESKTOP, PHONE, toast } from './support/session';
import { useShop } from '../support/shop';

// Staff take the orders the list shows to Excel, and the products and stock out to Excel and back
// through a preview that writes nothing until they apply it (decision 0522).

const shop = useShop();

async function sheetOf(download: Download): Promise<{ book: ExcelJS.Workbook; header: string[]; rows: Record<string, unknown>[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const ws = book.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value])));
  });
  return { book, header, rows };
}
const downloadOf = async (page: Page, button: string) => {
  // The previous export's toast may lie over this button on a phone, and a pointer resting on a
  // toast pauses it (antd): the pointer moves off and the toast is let go before the click.
  await page.mouse.move(0, 0);
  await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return download;
};

for (const viewport of [DESKTOP, PHONE]) {
  describe(`spreadsheets at ${viewport.width}px as admin`, () => {
    it('exports the filtered orders, then the stock, and applies an edited stock sheet after its preview', async () => {
      const staff = await openStaff(shop.baseUrl, 'admin', viewport);
      const { page } = staff;
      try {
        const api = new ShopClient(shop.baseUrl);
        const tag = randomUUID().slice(0, 8);
        const product = await stockedProduct(api, staff.api, 7, 189_000);
        const buyer = await syntheticCustomer(api);
        const placed = await buyer.post(
          '/api/orders',
          orderPayload([{ p: product, quantity: 2 }], { customerInfo: { name: `Đinh Xuất ${tag}`, email: 'x@example.com', phone: '0912000222' } }),
        );
        assert.equal(placed.status, 201);
        const order = placed.body.data.order;

        await page.goto(`${shop.baseUrl}/admin`);
        await openFromSidebar(staff, 'Đơn hàng', '/admin/orders');
        await page.getByLabel('Tìm đơn hàng').fill(tag);
        await page.getByRole('button', { name: 'Tìm kiếm' }).click();
        await page.waitForURL((url) => url.searchParams.get('search') === tag);
        const orders = await sheetOf(await downloadOf(page, 'Xuất Excel (mỗi đơn một dòng)'));
        assert.deepEqual(
          orders.rows.map((r) => [r['Mã đơn'], r['Khách hàng'], r['Tổng tiền']]),
          [[order.orderNumber, `Đinh Xuất ${tag}`, order.totalAmount]],
        );
        const lines = await sheetOf(await downloadOf(page, 'Xuất Excel (mỗi sản phẩm một dòng)'));
        assert.deepEqual(
          lines.rows.map((r) => [r['Mã đơn'], r['SKU'], r['Số lượng'], r['Thành tiền']]),
          [[order.orderNumber, product.variant.sku, 2, 378_000]],
        );

        await openFromSidebar(staff, 'Tồn kho', '/admin/inventory');
        const stock = await downloadOf(page, 'Xuất Excel');
        const { book, header, rows } = await sheetOf(stock);
        const mine = rows.findIndex((r) => r.SKU === product.variant.sku);
        assert.equal(rows[mine]['Tồn kho'], 5, 'the two units the order reserved are not on hand');
        book.worksheets[0].getRow(mine + 2).getCell(header.indexOf('Tồn kho') + 1).value = 12;
        book.worksheets[0].addRow(header.map((h) => (h === 'SKU' ? 'KHONG-CO' : h === 'Tồn kho' ? 3 : null)));
        await page.getByLabel('Chọn tệp Excel sản phẩm và tồn kho').setInputFiles({
          name: 'ton-kho.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: Buffer.from(await book.xlsx.writeBuffer()),
        });
        const dialog = page.getByRole('dialog', { name: 'Xem trước tệp nhập kho' });
        await dialog.getByRole('status').filter({ hasText: '1 dòng thay đổi' }).waitFor();
        assert.match(await dialog.getByRole('status').innerText(), /1 dòng bị từ chối/);
        await dialog
          .getByRole('row', { name: new RegExp(product.variant.sku as string) })
          .getByText('Tồn kho: 5 → 12 (+7)')
          .waitFor();
        await dialog
          .getByRole('row', { name: /KHONG-CO/ })
          .getByText('Không tìm thấy SKU KHONG-CO')
          .waitFor();
        assert.equal(await variantStock(staff.api, product), 5, 'nothing written by the preview');
        await dialog.getByRole('button', { name: 'Áp dụng 1 dòng thay đổi' }).click();
        await toast(page, 'Đã áp dụng 1 dòng thay đổi').waitFor();
        assert.equal(await variantStock(staff.api, product), 12);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        const wide = await page.evaluate(
          (w) =>
            Array.from(document.querySelectorAll('body *'))
              .filter((e) => e.getBoundingClientRect().right > w + 1)
              .slice(0, 8)
              .map((e) => `${e.tagName}.${e.className}`),
          viewport.width,
        );
        assert.ok(width <= viewport.width, `no horizontal scroll (${width}px) ${wide.join(' | ')}`);
      } finally {
        await staff.close();
      }
    });
  });
}
