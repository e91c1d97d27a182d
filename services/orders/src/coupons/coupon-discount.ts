import { formatVnd } from '@shop/contracts';
import { DomainError } from '@shop/platform';

// product §3 Coupon and §6.1 "total = subtotal + shipping − discount": the rules that decide whether a
// coupon applies to an order amount and how much it takes off. Pure, so they are tested alone.

export interface CouponTerms {
  code: string;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  maxDiscount: number | null;
  minOrderValue: number;
  usageLimit: number | null;
  usedCount: number;
  startDate: Date;
  endDate: Date;
  isActive: boolean;
}

export const CouponRefusals = {
  unknown: () => new DomainError('COUPON_NOT_FOUND', 'Mã giảm giá không tồn tại', 404),
  inactive: () => new DomainError('COUPON_INACTIVE', 'Mã giảm giá đã bị vô hiệu hóa', 400),
  notStarted: (start: Date) =>
    new DomainError(
      'COUPON_NOT_STARTED',
      `Mã giảm giá chưa đến thời gian sử dụng (bắt đầu từ ${start.toLocaleDateString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' })})`,
      400,
    ),
  expired: () => new DomainError('COUPON_EXPIRED', 'Mã giảm giá đã hết hạn', 400),
  belowMinimum: (min: number) => new DomainError('COUPON_MIN_ORDER', `Đơn hàng tối thiểu ${formatVnd(min)} để áp dụng mã giảm giá này`, 400),
  usedUp: () => new DomainError('COUPON_USED_UP', 'Mã giảm giá đã hết lượt sử dụng', 400),
};

/** Why the coupon cannot be used for `orderAmount` at `now`, or undefined when it can. */
export function couponRefusal(c: CouponTerms, orderAmount: number, now = new Date()): DomainError | undefined {
  if (!c.isActive) return CouponRefusals.inactive();
  if (now < c.startDate) return CouponRefusals.notStarted(c.startDate);
  if (now > c.endDate) return CouponRefusals.expired();
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return CouponRefusals.usedUp();
  if (orderAmount < c.minOrderValue) return CouponRefusals.belowMinimum(c.minOrderValue);
  return undefined;
}

/**
 * The discount on `orderAmount` in whole dong: a percentage rounded down and capped by
 * maxDiscount, or the fixed amount; never more than the amount itself, never negative.
 */
export function discountFor(c: Pick<CouponTerms, 'discountType' | 'discountValue' | 'maxDiscount'>, orderAmount: number): number {
  const amount = Math.max(0, Math.trunc(orderAmount));
  let discount = c.discountType === 'percentage' ? Math.floor((amount * Math.min(100, Math.max(0, c.discountValue))) / 100) : Math.max(0, c.discountValue);
  if (c.discountType === 'percentage' && c.maxDiscount !== null && c.maxDiscount >= 0) discount = Math.min(discount, c.maxDiscount);
  return Math.min(discount, amount);
}

/** Codes are compared and stored upper case (product §3), without surrounding spaces. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();
