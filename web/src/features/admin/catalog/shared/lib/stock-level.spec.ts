import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NEGATIVE_STOCK, parseStockInput, STOCK_LEVEL_LABELS, stockLevel } from './stock-level.logic.js';

describe('stock level labels (product §4.4)', () => {
  it('calls 0 out of stock, 1 to 4 low and 5 or more in stock', () => {
    const label = (n: number) => STOCK_LEVEL_LABELS[stockLevel(n)];
    assert.equal(label(0), 'Hết hàng');
    assert.equal(label(1), 'Sắp hết');
    assert.equal(label(4), 'Sắp hết');
    assert.equal(label(5), 'Còn hàng');
    assert.equal(label(120), 'Còn hàng');
  });

  it('treats a negative figure as out of stock rather than in stock', () => {
    assert.equal(stockLevel(-1), 'out');
  });
});

describe('inventory stock input (product §12)', () => {
  it('parses the text as an integer', () => {
    assert.deepEqual(parseStockInput('12'), { ok: true, stock: 12 });
    assert.deepEqual(parseStockInput(' 7 '), { ok: true, stock: 7 });
    assert.deepEqual(parseStockInput('3.9'), { ok: true, stock: 3 });
    assert.deepEqual(parseStockInput('15abc'), { ok: true, stock: 15 });
  });

  it('turns non-numeric text into 0', () => {
    assert.deepEqual(parseStockInput('abc'), { ok: true, stock: 0 });
    assert.deepEqual(parseStockInput(''), { ok: true, stock: 0 });
  });

  it('refuses a negative stock with the spec message', () => {
    assert.deepEqual(parseStockInput('-3'), { ok: false, message: NEGATIVE_STOCK });
    assert.equal(NEGATIVE_STOCK, 'Số lượng tồn kho không được âm');
    assert.deepEqual(parseStockInput('-0'), { ok: true, stock: 0 });
  });
});
