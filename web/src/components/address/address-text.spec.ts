import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressText } from './address-text.logic.js';

describe('address text', () => {
  it('writes addresses with the parts they have', () => {
    assert.equal(addressText({ addressLine: '12 Lê Lợi', ward: '', district: null, city: 'Hồ Chí Minh' }), '12 Lê Lợi, Hồ Chí Minh');
    assert.equal(addressText({ addressLine: '1 Hàng Bài', ward: 'Phường 1', district: 'Quận 2', city: 'Hà Nội' }), '1 Hàng Bài, Phường 1, Quận 2, Hà Nội');
  });
});
