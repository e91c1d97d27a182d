import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { orderPayload, stockedProduct, syntheticCustomer } from './orders-support';
import { useShop } from '../support/shop';

// The staff order list and its Excel export narrowed to a range of order days (Vietnam time, both
// ends included), as the back office's 'Hôm nay' preset asks for them.

const DAY = 86_400_000;
const vnDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);

const shop = useShop({ signIn: ['admin'] });

async function exportedNumbers(query: string): Promise<string[]> {
  const res = await fetch(`${shop.admin.baseUrl}/api/exports/orders?${query}`, { headers: { authorization: `Bearer ${shop.admin.token}` } });
  assert.equal(res.status, 200, query);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
  const ws = book.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const col = header.indexOf('Mã đơn') + 1;
  const numbers: string[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) numbers.push(String(row.getCell(col).value));
  });
  return numbers.sort();
}

describe('orders by order date', () => {
  it("lists and exports today's orders for from=to=today and none of them for yesterday", async () => {
    const tag = randomUUID().slice(0, 8);
    const product = await stockedProduct(shop.api, shop.admin, 20, 189_000);
    const buyer = await syntheticCustomer(shop.api);
    const placed: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await buyer.post(
        '/api/orders',
        orderPayload([{ p: product, quantity: 1 }], { customerInfo: { name: `Lê Theo Ngày ${tag}`, email: 'ngay@example.com', phone: '0912000222' } }),
      );
      assert.equal(res.status, 201, JSON.stringify(res.body));
      placed.push(res.body.data.order.orderNumber);
    }
    placed.sort();
    const today = vnDay(Date.now());
    const yesterday = vnDay(Date.now() - DAY);
    const listed = async (query: string) => {
      const res = await shop.admin.get(`/api/orders?search=${tag}&${query}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return (res.body.data.orders as { orderNumber: string }[]).map((o) => o.orderNumber).sort();
    };

    assert.deepEqual(await listed(`from=${today}&to=${today}`), placed);
    assert.deepEqual(await listed(`from=${today}`), placed);
    assert.deepEqual(await listed(`from=${yesterday}&to=${yesterday}`), []);
    assert.deepEqual(await listed(`to=${yesterday}`), []);

    assert.deepEqual(await exportedNumbers(`search=${tag}&from=${today}&to=${today}`), placed);
    assert.deepEqual(await exportedNumbers(`search=${tag}&from=${yesterday}&to=${yesterday}`), []);
  });

  it('refuses a day that is not a real YYYY-MM-DD, or a reversed range, with 400 in Vietnamese', async () => {
    const today = vnDay(Date.now());
    const yesterday = vnDay(Date.now() - DAY);
    for (const query of [`from=2026-02-30`, `to=h%C3%B4m%20nay`, `from=${today}&to=${yesterday}`, `from=28/11/2026`]) {
      for (const path of ['/api/orders', '/api/exports/orders']) {
        const res = await shop.admin.get(`${path}?${query}`);
        assert.equal(res.status, 400, `${path}?${query}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.success, false);
        assert.match(res.body.message, /Ngày đặt hàng không hợp lệ/);
      }
    }
  });
});
