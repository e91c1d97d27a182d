import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CODE_AND_DATES_REQUIRED, COUPON_DEFAULTS, couponStatus, dayBound, formatDay, toCouponInput, usageText } from './coupon-form.logic.js';

describe('coupon display (product §2, §8)', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it("says 'Hết hạn' when inactive or past its end", () => {
    assert.deepEqual(couponStatus({ isActive: true, endDate: '2026-11-24T00:00:00Z' }, now), { label: 'Hoạt động', active: true });
    assert.equal(couponStatus({ isActive: false, endDate: '2026-11-24T00:00:00Z' }, now).label, 'Hết hạn');
    assert.equal(couponStatus({ isActive: true, endDate: '2026-11-23T09:59:59Z' }, now).label, 'Hết hạn');
    assert.equal(couponStatus({ isActive: true, endDate: 'nonsense' }, now).label, 'Hết hạn');
  });
  it('shows used/limit with ∞ without a limit, and dates as dd/MM/yyyy', () => {
    assert.equal(usageText(3, null), '3/∞');
    assert.equal(usageText(0, 100), '0/100');
    assert.equal(usageText(1234, 10000), '1.234/10.000');
    assert.equal(formatDay(new Date(2026, 0, 5, 12).toISOString()), '05/01/2026');
    assert.equal(formatDay('x'), '-');
  });
});

describe('the add-coupon form (product §12, §8)', () => {
  it('starts with percentage, 10, minimum 0, active', () => {
    assert.deepEqual(COUPON_DEFAULTS, { discountType: 'percentage', discountValue: 10, minOrderValue: 0, isActive: true });
  });
  it('needs a code, a start date and an end date', () => {
    for (const v of [
      { startDate: '2026-11-01', endDate: '2026-11-30' },
      { code: ' ', startDate: '2026-11-01', endDate: '2026-11-30' },
      { code: 'A', endDate: '2026-11-30' },
      { code: 'A', startDate: '2026-11-01' },
    ]) {
      assert.deepEqual(toCouponInput({ ...COUPON_DEFAULTS, ...v }), { error: CODE_AND_DATES_REQUIRED });
    }
  });
  it('sends numbers, upper case, whole days as dates, and leaves out an empty max discount and usage limit', () => {
    const r = toCouponInput({
      ...COUPON_DEFAULTS,
      code: ' giam10 ',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      maxDiscount: '',
      usageLimit: null,
      minOrderValue: '200000',
    });
    assert.ok('input' in r);
    assert.deepEqual(r.input, {
      code: 'GIAM10',
      discountType: 'percentage',
      discountValue: 10,
      minOrderValue: 200_000,
      startDate: new Date(2026, 10, 1).toISOString(),
      endDate: new Date(2026, 10, 30, 23, 59, 59, 999).toISOString(),
      isActive: true,
      isPublic: false,
    });
  });
  it('keeps max discount for a percentage only, and the usage limit when given', () => {
    const pct = toCouponInput({ ...COUPON_DEFAULTS, code: 'A', startDate: '2026-11-01', endDate: '2026-11-02', maxDiscount: '50000', usageLimit: '5' });
    assert.ok('input' in pct && pct.input.maxDiscount === 50_000 && pct.input.usageLimit === 5);
    const fixed = toCouponInput({
      ...COUPON_DEFAULTS,
      code: 'B',
      discountType: 'fixed',
      discountValue: 30000,
      startDate: '2026-11-01',
      endDate: '2026-11-02',
      maxDiscount: 50000,
    });
    assert.ok('input' in fixed && fixed.input.maxDiscount === undefined && fixed.input.discountValue === 30_000);
  });
  it('refuses an end before the start and impossible days', () => {
    assert.deepEqual(toCouponInput({ code: 'A', startDate: '2026-11-05', endDate: '2026-11-01' }), { error: 'Ngày kết thúc phải sau ngày bắt đầu' });
    assert.equal(dayBound('2026-02-30', false), null);
  });
});
