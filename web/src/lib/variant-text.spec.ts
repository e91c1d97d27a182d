import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { variantText } from './variant-text.logic.js';

describe('variantText', () => {
  it('writes the parts a variant has, in the order colour, material, size', () => {
    assert.equal(variantText({ size: 'M', color: 'Đỏ' }), 'Màu sắc: Đỏ · Kích thước: M');
    assert.equal(variantText({ color: 'Đen', material: 'Canvas', size: 'L', name: 'Đen / L' }), 'Màu sắc: Đen · Chất liệu: Canvas · Kích thước: L');
  });

  it('falls back to the variant name, and is empty without a variant or anything to say', () => {
    assert.equal(variantText({ name: 'Bản giới hạn' }), 'Phân loại: Bản giới hạn');
    assert.equal(variantText({ color: '', name: null }), '');
    assert.equal(variantText(null), '');
  });
});
