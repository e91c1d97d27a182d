import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planImport, wholeNumber, type SheetRow, type StockItem } from './stock-import.plan';

const bagBlue: StockItem = {
  productId: 'p1',
  productName: 'Túi tote',
  variantId: 'v1',
  variantName: 'Xanh',
  sku: 'TOTE-XANH',
  price: 189_000,
  originalPrice: 220_000,
  stock: 8,
};
const bagRed: StockItem = { ...bagBlue, variantId: 'v2', variantName: 'Đỏ', sku: 'TOTE-DO', stock: 3 };
const keyring: StockItem = {
  productId: 'p2',
  productName: 'Móc khóa',
  variantId: null,
  variantName: null,
  sku: null,
  price: 25_000,
  originalPrice: null,
  stock: 40,
};
const items = [bagBlue, bagRed, keyring];
const row = (line: number, r: Partial<SheetRow>): SheetRow => ({
  line,
  productId: 'p1',
  sku: 'TOTE-XANH',
  price: '189000',
  originalPrice: '220000',
  exportedStock: '10',
  stock: '10',
  ...r,
});

describe('the stock sheet sent back (decision 0522)', () => {
  it('reads whole numbers as staff type them, and nothing else', () => {
    assert.equal(wholeNumber('189.000'), 189_000);
    assert.equal(wholeNumber('189,000 ₫'), 189_000);
    assert.equal(wholeNumber('1200'), 1200);
    assert.equal(wholeNumber('-3'), null);
    assert.equal(wholeNumber('1.5'), null);
    assert.equal(wholeNumber('mười'), null);
  });

  it('adds what the file changed since the export to the stock now, so reservations made meanwhile stay', () => {
    // exported at 10, 2 reserved since (8 now), the file says 15: 8 + 5
    const plan = planImport([row(2, { stock: '15' })], items);
    assert.deepEqual(plan.rows[0].changes, ['Tồn kho: 8 → 13 (+5)']);
    assert.equal(plan.rows[0].newStock, 13);
  });

  it('refuses a row that would take the stock below zero', () => {
    const plan = planImport([row(2, { sku: 'TOTE-DO', exportedStock: '5', stock: '1' })], items);
    assert.equal(plan.rows[0].outcome, 'refused');
    assert.deepEqual(plan.rows[0].problems, ['Tồn kho sẽ âm: hiện còn 3, tệp giảm 4']);
  });

  it('changes a product price once, and refuses a row of the same product that gives another price', () => {
    const plan = planImport([row(2, { price: '175.000', stock: '10' }), row(3, { sku: 'TOTE-DO', price: '170000', exportedStock: '3', stock: '3' })], items);
    assert.deepEqual(plan.rows[0].changes, ['Giá bán: 189.000 ₫ → 175.000 ₫']);
    assert.deepEqual(plan.rows[1].problems, ['Giá khác với dòng 2 của cùng sản phẩm']);
  });

  it('names a product without variants by its id, refuses unknown SKUs, duplicates and missing cells', () => {
    const plan = planImport(
      [
        row(2, { productId: 'p2', sku: '', price: '25000', originalPrice: '', exportedStock: '40', stock: '40' }),
        row(3, { sku: 'KHONG-CO' }),
        row(4, {}),
        row(5, {}),
        row(6, { sku: 'TOTE-DO', exportedStock: '' }),
        row(7, { productId: 'p1', sku: '' }),
      ],
      items,
    );
    assert.deepEqual(
      plan.rows.map((r) => [r.line, r.outcome]),
      [
        [2, 'unchanged'],
        [3, 'refused'],
        [4, 'unchanged'],
        [5, 'refused'],
        [6, 'refused'],
        [7, 'refused'],
      ],
    );
    assert.deepEqual(plan.rows[1].problems, ['Không tìm thấy SKU KHONG-CO']);
    assert.deepEqual(plan.rows[3].problems, ['Trùng với dòng 4']);
    assert.deepEqual(plan.rows[4].problems, ['Thiếu "Tồn kho lúc xuất": hãy dùng tệp xuất từ cửa hàng']);
    assert.match(plan.rows[5].problems[0], /sản phẩm có phân loại: ghi SKU/);
    assert.equal(plan.rows[0].label, 'Móc khóa');
  });

  it('fingerprints the rows staff agreed to, not the stock now: it changes only when a row is accepted or refused otherwise', () => {
    const file = [row(2, { stock: '1' })]; // takes 9 away
    const withStock = (stock: number) => planImport(file, [{ ...bagBlue, stock }, bagRed, keyring]);
    assert.equal(withStock(12).planId, withStock(9).planId);
    assert.equal(withStock(8).rows[0].outcome, 'refused');
    assert.notEqual(withStock(9).planId, withStock(8).planId);
    assert.notEqual(withStock(9).planId, planImport([row(2, { stock: '2' })], items).planId);
  });
});
