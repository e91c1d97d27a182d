import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { couponTermsText, couponValueText } from './coupon-terms.logic.js';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('coupon terms', () => {
  it('writes a percentage with its cap and a fixed amount in the one money format', () => {
    assert.equal(plain(couponTermsText({ discountType: 'percentage', discountValue: 10, maxDiscount: 50_000, minOrderValue: 0 })), 'Giảm 10%, tối đa 50.000 ₫');
    assert.equal(
      plain(couponTermsText({ discountType: 'fixed', discountValue: 30_000, maxDiscount: null, minOrderValue: 300_000 })),
      'Giảm 30.000 ₫ · Đơn tối thiểu 300.000 ₫',
    );
    assert.equal(plain(couponValueText({ discountType: 'fixed', discountValue: 1_250_000 })), '1.250.000 ₫');
  });
});
