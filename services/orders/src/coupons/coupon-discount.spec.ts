import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { couponRefusal, discountFor, normalizeCode, type CouponTerms } from './coupon-discount';

const day = 24 * 3600 * 1000;
const now = new Date('2026-06-15T12:00:00Z');
const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'GIAM10',
  discountType: 'percentage',
  discountValue: 10,
  maxDiscount: null,
  minOrderValue: 0,
  usageLimit: null,
  usedCount: 0,
  startDate: new Date(now.getTime() - day),
  endDate: new Date(now.getTime() + day),
  isActive: true,
  ...over,
});

describe('coupon discount (product §8)', () => {
  it('takes a percentage of the amount, rounded down to whole dong', () => {
    assert.equal(discountFor(coupon(), 333_333), 33_333);
  });

  it('caps a percentage at maxDiscount', () => {
    assert.equal(discountFor(coupon({ maxDiscount: 50_000 }), 1_000_000), 50_000);
    assert.equal(discountFor(coupon({ maxDiscount: 50_000 }), 100_000), 10_000);
  });

  it('takes a fixed amount, but never more than the subtotal', () => {
    assert.equal(discountFor(coupon({ discountType: 'fixed', discountValue: 30_000 }), 200_000), 30_000);
    assert.equal(discountFor(coupon({ discountType: 'fixed', discountValue: 300_000 }), 200_000), 200_000);
    assert.equal(discountFor(coupon({ discountValue: 150 }), 200_000), 200_000);
  });

  it('ignores maxDiscount on a fixed coupon', () => {
    assert.equal(discountFor(coupon({ discountType: 'fixed', discountValue: 80_000, maxDiscount: 10_000 }), 200_000), 80_000);
  });

  it('stores codes upper case without spaces', () => {
    assert.equal(normalizeCode('  giam10 '), 'GIAM10');
  });
});

describe('coupon refusals (product §8)', () => {
  const code = (c: CouponTerms, amount = 100_000) => couponRefusal(c, amount, now)?.code;

  it('accepts a usable coupon', () => assert.equal(code(coupon()), undefined));
  it('refuses an inactive coupon', () => assert.equal(code(coupon({ isActive: false })), 'COUPON_INACTIVE'));
  it('refuses a coupon before its start', () => assert.equal(code(coupon({ startDate: new Date(now.getTime() + 1000) })), 'COUPON_NOT_STARTED'));
  it('refuses an expired coupon', () => assert.equal(code(coupon({ endDate: new Date(now.getTime() - 1000) })), 'COUPON_EXPIRED'));
  it('refuses a used-up coupon', () => assert.equal(code(coupon({ usageLimit: 3, usedCount: 3 })), 'COUPON_USED_UP'));
  it('refuses an order below the minimum, with the minimum in the message', () => {
    const refusal = couponRefusal(coupon({ minOrderValue: 500_000 }), 499_999, now);
    assert.equal(refusal?.code, 'COUPON_MIN_ORDER');
    assert.match(refusal?.message ?? '', /500\.000\u00a0₫/);
    assert.equal(code(coupon({ minOrderValue: 500_000 }), 500_000), undefined);
  });
});
