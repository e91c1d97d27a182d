import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvField, exportFileName, ordersCsv } from './orders-export.logic.js';

describe('orders export', () => {
  it('writes one row per order that Excel opens with its accents, amounts as numbers', () => {
    const csv = ordersCsv([
      {
        orderNumber: 'DH000123',
        createdAt: new Date(2026, 10, 28, 9, 5).toISOString(),
        customerInfo: { name: 'Trần Thị "Mai"', phone: '0912345678', email: 'mai@example.com' },
        shippingAddress: { fullName: 'Trần Thị Mai', phone: '0912345678', addressLine: '5 Hàng Bài', ward: null, district: 'Hoàn Kiếm', city: 'Hà Nội' },
        totalAmount: 290_000,
        paymentMethod: 'cod',
        paymentStatus: 'unpaid',
        status: 'shipping',
        carrier: 'ghtk',
        trackingNumber: 'S123',
      },
    ]);
    assert.ok(csv.startsWith('\uFEFFMã đơn,Ngày đặt,'));
    const [, row, end] = csv.slice(1).split('\r\n');
    assert.equal(
      row,
      'DH000123,28/11/2026 09:05,"Trần Thị ""Mai""",0912345678,mai@example.com,"5 Hàng Bài, Hoàn Kiếm, Hà Nội",290000,COD,Chưa thanh toán,Đang giao,GHTK,S123',
    );
    assert.equal(end, '');
  });
  it('never lets a field start a formula', () => {
    assert.equal(csvField('=HYPERLINK("x")'), `"'=HYPERLINK(""x"")"`);
    assert.equal(csvField('-5'), "'-5");
    assert.equal(csvField(-5), '-5');
  });
  it('names the file by the day', () => {
    assert.equal(exportFileName(new Date(2026, 0, 5)), 'don-hang-2026-01-05.csv');
  });
});
