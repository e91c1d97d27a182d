// How a coupon's terms are written wherever they show (the staff's coupon table, the shopper's
// 'Chọn voucher' list), with the one money format. Pure, so node:test checks it.
import { formatVnd } from './shop-rules.js';

interface CouponTerms {
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  maxDiscount?: number | null;
  minOrderValue?: number | null;
}

/** '10%' or '30.000 ₫'. */
export const couponValueText = (c: CouponTerms): string => (c.discountType === 'percentage' ? `${c.discountValue}%` : formatVnd(c.discountValue));

/** 'Giảm 10%, tối đa 50.000 ₫ · Đơn tối thiểu 300.000 ₫'. */
export function couponTermsText(c: CouponTerms): string {
  const cap = c.discountType === 'percentage' && c.maxDiscount != null ? `, tối đa ${formatVnd(c.maxDiscount)}` : '';
  const minimum = c.minOrderValue ? ` · Đơn tối thiểu ${formatVnd(c.minOrderValue)}` : '';
  return `Giảm ${couponValueText(c)}${cap}${minimum}`;
}
