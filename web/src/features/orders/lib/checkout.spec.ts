import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shippingFeeFor } from '../../../lib/shop-rules.js';
import { checkoutTotals, isRefusalStatus, keyAfterFailure, normalizeCouponCode, shippingChoices } from './checkout.logic.js';

describe('checkout', () => {
  it('shows the fee the server charges: 30.000đ for Hồ Chí Minh and Hà Nội, 50.000đ elsewhere and while the city is empty', () => {
    assert.equal(shippingFeeFor('TP. HÀ NỘI'), 30000);
    assert.equal(shippingFeeFor('Hà Nội'.normalize('NFD')), 30000);
    assert.equal(shippingFeeFor('Đà Nẵng'), 50000);
    assert.equal(shippingFeeFor(''), 50000);
    assert.equal(shippingFeeFor('   '), 50000);
    assert.equal(shippingFeeFor(undefined), 50000);
  });

  it('offers each shipping method with the fee charged for the city and its delivery promise', () => {
    assert.deepEqual(
      shippingChoices('Hà Nội').map((c) => c.label.replace(/\u00a0/g, ' ')),
      [
        'Giao hàng tiêu chuẩn · 30.000 ₫ · Dự kiến giao trong 1–2 ngày (không tính Chủ nhật)',
        'Giao hàng nhanh · 50.000 ₫ · Dự kiến giao trong 1 ngày (không tính Chủ nhật)',
      ],
    );
    assert.deepEqual(
      shippingChoices('Cần Thơ').map((c) => [c.value, c.label.replace(/\u00a0/g, ' ')]),
      [
        ['standard', 'Giao hàng tiêu chuẩn · 50.000 ₫ · Dự kiến giao trong 2–4 ngày (không tính Chủ nhật)'],
        ['express', 'Giao hàng nhanh · 70.000 ₫ · Dự kiến giao trong 1–2 ngày (không tính Chủ nhật)'],
      ],
    );
  });

  it('totals the selected subtotal plus shipping minus the discount', () => {
    assert.deepEqual(checkoutTotals(500000, 30000, 50000), { subtotal: 500000, shippingFee: 30000, discount: 50000, total: 480000 });
    assert.deepEqual(checkoutTotals(500000, 50000, 0), { subtotal: 500000, shippingFee: 50000, discount: 0, total: 550000 });
  });

  it('never discounts more than the subtotal, nor a negative amount', () => {
    assert.deepEqual(checkoutTotals(100000, 30000, 250000), { subtotal: 100000, shippingFee: 30000, discount: 100000, total: 30000 });
    assert.equal(checkoutTotals(100000, 30000, -5).discount, 0);
  });

  it('ignores an empty coupon code and upper-cases the rest', () => {
    assert.equal(normalizeCouponCode('  '), null);
    assert.equal(normalizeCouponCode(undefined), null);
    assert.equal(normalizeCouponCode(' giam10 '), 'GIAM10');
  });

  it('keeps the Idempotency-Key when the outcome is unknown, renews it after a refusal', () => {
    let n = 0;
    const make = () => `k${++n}`;
    assert.equal(keyAfterFailure('k0', false, make), 'k0');
    assert.equal(keyAfterFailure('k0', true, make), 'k1');
    assert.deepEqual([400, 409, 422, 500, 503, undefined, '409'].map(isRefusalStatus), [true, true, true, false, false, false, false]);
  });
});
