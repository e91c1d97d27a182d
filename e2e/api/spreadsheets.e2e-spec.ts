import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { ShopClient } from '../support/http';
import { registerCustomer } from '../support/identity';
import { orderPayload, stockedProduct, syntheticCustomer, variantStock, waitForStock, type StockedProduct } from './orders-support';
import { useShop } from '../support/shop';

// Decision 0522: orders and the stock and price sheet out to Excel, read back with the library;
// the sheet sent back: a preview that writes nothing, then every accepted row or nothing.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let customer: ShopClient;
const shop = useShop({ signIn: ['admin', 'seller'] }, async () => {
  customer = (await registerCustomer(shop.api, { name: 'Vũ Hải Yến' })).client;
});

async function download(client: ShopClient, path: string) {
  const res = await fetch(`${client.baseUrl}${path}`, { headers: client.token ? { authorization: `Bearer ${client.token}` } : {} });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
/** The first sheet as objects keyed by the header row, with the header. */
async function sheetOf(bytes: Buffer): Promise<{ book: ExcelJS.Workbook; header: string[]; rows: Record<string, unknown>[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = book.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value])));
  });
  return { book, header, rows };
}
async function send(client: ShopClient, path: string, bytes: Buffer) {
  const res = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': XLSX, ...(client.token ? { authorization: `Bearer ${client.token}` } : {}) },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: await res.json() };
}

describe('orders to Excel', () => {
  it('writes the orders the list filters show, one row per order or per line, money as numbers', async () => {
    const tag = randomUUID().slice(0, 8);
    const bag = await stockedProduct(shop.api, shop.admin, 50, 189_000);
    const pen = await stockedProduct(shop.api, shop.admin, 50, 15_000);
    const buyer = await syntheticCustomer(shop.api);
    const place = async (lines: { p: StockedProduct; quantity: number }[]) => {
      const res = await buyer.post(
        '/api/orders',
        orderPayload(lines, { customerInfo: { name: `Phạm Xuất ${tag}`, email: 'xuat@example.com', phone: '0912000111' } }),
      );
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.data.order as { _id: string; orderNumber: string; totalAmount: number };
    };
    const two = await place([
      { p: bag, quantity: 2 },
      { p: pen, quantity: 3 },
    ]);
    const one = await place([{ p: bag, quantity: 1 }]);
    const gone = await place([{ p: pen, quantity: 1 }]);
    assert.equal((await shop.admin.put(`/api/orders/${gone._id}/status`, { status: 'cancelled', note: 'Khách đổi ý' })).status, 200);

    const byOrder = await download(shop.admin, `/api/exports/orders?search=${tag}`);
    assert.equal(byOrder.status, 200);
    assert.equal(byOrder.type, XLSX);
    assert.match(byOrder.disposition, /attachment; filename="don-hang-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const orders = await sheetOf(byOrder.bytes);
    assert.deepEqual(orders.header.slice(0, 3), ['Mã đơn', 'Ngày đặt', 'Trạng thái']);
    assert.deepEqual(orders.rows.map((r) => r['Mã đơn']).sort(), [two.orderNumber, one.orderNumber, gone.orderNumber].sort());
    const row = orders.rows.find((r) => r['Mã đơn'] === two.orderNumber)!;
    assert.equal(row['Tổng tiền'], two.totalAmount);
    assert.equal(row['Số sản phẩm'], 5);
    assert.equal(row['Khách hàng'], `Phạm Xuất ${tag}`);
    assert.equal(row['Trạng thái'], 'Chờ xác nhận');
    assert.equal(row['Thanh toán'], 'Thanh toán khi nhận hàng (COD)');
    assert.ok(row['Ngày đặt'] instanceof Date);
    assert.equal(orders.rows.find((r) => r['Mã đơn'] === gone.orderNumber)!['Trạng thái'], 'Đã hủy');
    const money = orders.book.worksheets[0].getColumn(orders.header.indexOf('Tổng tiền') + 1).numFmt;
    assert.equal(money, '#,##0 "₫"');

    const lines = await sheetOf((await download(shop.admin, `/api/exports/orders?layout=lines&search=${tag}`)).bytes);
    assert.equal(lines.rows.length, 4);
    assert.deepEqual(
      lines.rows
        .filter((r) => r['Mã đơn'] === two.orderNumber)
        .map((r) => [r['Đơn giá'], r['Số lượng'], r['Thành tiền']])
        .sort(),
      [
        [15_000, 3, 45_000],
        [189_000, 2, 378_000],
      ],
    );
    const cancelled = await sheetOf((await download(shop.admin, `/api/exports/orders?status=cancelled&search=${tag}`)).bytes);
    assert.deepEqual(
      cancelled.rows.map((r) => r['Mã đơn']),
      [gone.orderNumber],
    );
  });

  it('answers 401 to a guest, 403 to a customer and 400 to a layout it does not know', async () => {
    assert.equal((await download(shop.api, '/api/exports/orders')).status, 401);
    assert.equal((await download(customer, '/api/exports/orders')).status, 403);
    assert.equal((await download(customer, '/api/exports/products')).status, 403);
    assert.equal((await download(shop.admin, '/api/exports/orders?layout=pdf')).status, 400);
  });
});

describe('the stock and price sheet', () => {
  /** Sets cells of the rows found by SKU in an exported workbook. */
  async function edited(bytes: Buffer, edits: Record<string, Record<string, unknown>>, extra: Record<string, unknown>[] = []): Promise<Buffer> {
    const { book, header } = await sheetOf(bytes);
    const ws = book.worksheets[0];
    const col = (name: string) => header.indexOf(name) + 1;
    ws.eachRow((row, n) => {
      const edit = n > 1 ? edits[String(row.getCell(col('SKU')).value)] : undefined;
      if (edit) for (const [k, v] of Object.entries(edit)) row.getCell(col(k)).value = v as ExcelJS.CellValue;
    });
    for (const r of extra) ws.addRow(header.map((h) => (r[h] ?? null) as ExcelJS.CellValue));
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const priceOf = async (p: StockedProduct) => (await shop.admin.get(`/api/products/${p.productId}`)).body.data.product.price as number;

  it('exports every variant with price and stock; a preview changes nothing; applying writes the accepted rows, reservations kept', async () => {
    const a = await stockedProduct(shop.api, shop.admin, 10, 120_000);
    const b = await stockedProduct(shop.api, shop.admin, 5, 80_000);
    const exported = await download(shop.admin, '/api/exports/products');
    assert.equal(exported.status, 200);
    assert.match(exported.disposition, /san-pham-ton-kho-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await sheetOf(exported.bytes);
    const rowA = sheet.rows.find((r) => r.SKU === a.variant.sku)!;
    assert.deepEqual(
      [rowA['Mã sản phẩm'], rowA['Giá bán'], rowA['Tồn kho lúc xuất'], rowA['Tồn kho'], rowA['Trạng thái']],
      [a.productId, 120_000, 10, 10, 'Đang bán'],
    );
    assert.equal((await download(shop.seller, '/api/exports/products')).status, 200, 'a seller edits the catalog too');

    // an order reserves 2 of a after the export: the file's +5 is added to the 8 left
    const buyer = await syntheticCustomer(shop.api);
    assert.equal((await buyer.post('/api/orders', orderPayload([{ p: a, quantity: 2 }]))).status, 201);
    await waitForStock(shop.api, a, 8);

    const file = await edited(
      exported.bytes,
      { [a.variant.sku as string]: { 'Tồn kho': 15 }, [b.variant.sku as string]: { 'Giá bán': '99.000', 'Giá gốc': null } },
      [
        { 'Mã sản phẩm': a.productId, SKU: 'KHONG-CO-SKU-NAY', 'Giá bán': 1000, 'Tồn kho lúc xuất': 1, 'Tồn kho': 2 },
        { 'Mã sản phẩm': b.productId, SKU: b.variant.sku, 'Giá bán': 99_000, 'Tồn kho lúc xuất': 5, 'Tồn kho': 'mười' },
        { 'Mã sản phẩm': a.productId, SKU: a.variant.sku, 'Giá bán': 120_000, 'Tồn kho lúc xuất': 10, 'Tồn kho': 3 },
      ],
    );
    const preview = await send(shop.admin, '/api/imports/products/preview', file);
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    const plan = preview.body.data;
    assert.equal(plan.applied, false);
    assert.equal(plan.refused, 3);
    assert.ok(plan.changed >= 2);
    const line = (label: RegExp) => plan.rows.filter((r: { label: string }) => label.test(r.label));
    const aRows = line(new RegExp(a.variant.sku as string));
    assert.deepEqual(aRows[0].changes, ['Tồn kho: 8 → 13 (+5)']);
    assert.equal(aRows[1].problems[0], `Trùng với dòng ${aRows[0].line}`);
    const bRows = line(new RegExp(b.variant.sku as string));
    assert.deepEqual(bRows[0].changes, ['Giá bán: 80.000 ₫ → 99.000 ₫', 'Giá gốc: 110.000 ₫ → trống']);
    assert.ok(bRows[1].problems.includes('Tồn kho phải là số nguyên không âm'), JSON.stringify(bRows[1]));
    assert.deepEqual(line(/KHONG-CO-SKU-NAY/)[0].problems, ['Không tìm thấy SKU KHONG-CO-SKU-NAY']);
    // nothing written by the preview
    assert.equal(await variantStock(shop.admin, a), 8);
    assert.equal(await priceOf(b), 80_000);

    assert.equal((await send(customer, `/api/imports/products/apply?planId=${plan.planId}`, file)).status, 403);
    const applied = await send(shop.admin, `/api/imports/products/apply?planId=${plan.planId}`, file);
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    assert.equal(applied.body.data.applied, true);
    assert.equal(await variantStock(shop.admin, a), 13);
    assert.equal(await priceOf(b), 99_000);
  });

  it('applies nothing when a row the preview accepted would now be refused', async () => {
    const a = await stockedProduct(shop.api, shop.admin, 6, 50_000);
    const b = await stockedProduct(shop.api, shop.admin, 4, 60_000);
    const exported = await download(shop.admin, '/api/exports/products');
    const file = await edited(exported.bytes, { [a.variant.sku as string]: { 'Tồn kho': 1 }, [b.variant.sku as string]: { 'Giá bán': 65_000, 'Tồn kho': 9 } });
    const plan = (await send(shop.admin, '/api/imports/products/preview', file)).body.data;
    assert.equal(plan.refused, 0);
    // two units of a sold meanwhile: 4 left, and the file takes 5 away
    const buyer = await syntheticCustomer(shop.api);
    assert.equal((await buyer.post('/api/orders', orderPayload([{ p: a, quantity: 2 }]))).status, 201);
    await waitForStock(shop.api, a, 4);
    const refused = await send(shop.admin, `/api/imports/products/apply?planId=${plan.planId}`, file);
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'IMPORT_PLAN_CHANGED');
    assert.equal(await variantStock(shop.admin, a), 4);
    assert.equal(await variantStock(shop.admin, b), 4, "b's accepted row is not written either");
    assert.equal(await priceOf(b), 60_000);
    // the new preview says why
    const again = (await send(shop.admin, '/api/imports/products/preview', file)).body.data;
    const aRow = again.rows.find((r: { label: string }) => r.label.includes(a.variant.sku as string));
    assert.deepEqual(aRow.problems, ['Tồn kho sẽ âm: hiện còn 4, tệp giảm 5']);
  });

  it('refuses what is not a sheet of the shop', async () => {
    assert.equal((await send(shop.admin, '/api/imports/products/preview', Buffer.from('không phải excel'))).status, 400);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Tên', 'Giá']);
    const wrong = await send(shop.admin, '/api/imports/products/preview', Buffer.from(await book.xlsx.writeBuffer()));
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.message, /^Tệp thiếu cột: Mã sản phẩm, SKU/);
    assert.equal((await send(shop.api, '/api/imports/products/preview', Buffer.from(await book.xlsx.writeBuffer()))).status, 401);
  });
});
