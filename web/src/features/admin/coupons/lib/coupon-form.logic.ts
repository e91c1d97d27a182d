// The coupons screen's pure rules (product §2 "Admin … coupons", §8 coupon display, §12 form rules,
// §8 defaults). No DOM, so node:test checks them.

import { formatCount } from '../../../../lib/shop-rules.js';
import type { CouponFieldsFragment, CouponInput, DiscountType } from '../../../../lib/graphql/generated.js';

export type { CouponInput, DiscountType };
export type CouponRow = CouponFieldsFragment;

export const CODE_AND_DATES_REQUIRED = 'Vui lòng nhập mã và thời gian hiệu lực';

/** product §8: active only if isActive and the end date is still ahead, else 'Hết hạn'. */
export function couponStatus(c: Pick<CouponRow, 'isActive' | 'endDate'>, now = new Date()): { label: string; active: boolean } {
  const end = new Date(c.endDate).getTime();
  const active = c.isActive && Number.isFinite(end) && end > now.getTime();
  return { label: active ? 'Hoạt động' : 'Hết hạn', active };
}

/** used/limit, ∞ without a limit. */
export const usageText = (used: number, limit: number | null): string => `${formatCount(used)}/${limit == null ? '∞' : formatCount(limit)}`;

export const discountTypeLabel = (t: DiscountType): string => (t === 'percentage' ? 'Phần trăm' : 'Số tiền cố định');

/** dd/MM/yyyy in the browser's time zone; '-' for what is not a date. */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (!Number.isFinite(d.getTime())) return '-';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`;
}

export interface CouponFormValues {
  code?: string;
  description?: string;
  discountType?: DiscountType;
  discountValue?: number | string | null;
  maxDiscount?: number | string | null;
  minOrderValue?: number | string | null;
  usageLimit?: number | string | null;
  /** yyyy-MM-dd from the date inputs */
  startDate?: string;
  endDate?: string;
  isActive?: boolean;
  isPublic?: boolean;
}

/** product §8 defaults of the add-coupon modal. */
export const COUPON_DEFAULTS: CouponFormValues = { discountType: 'percentage', discountValue: 10, minOrderValue: 0, isActive: true };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(String(v).trim()));
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd day in the browser's time zone: its first or its last millisecond. */
export function dayBound(day: string, end: boolean): Date | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const d = end ? new Date(+m[1], +m[2] - 1, +m[3], 23, 59, 59, 999) : new Date(+m[1], +m[2] - 1, +m[3], 0, 0, 0, 0);
  return Number.isFinite(d.getTime()) && d.getDate() === +m[3] ? d : null;
}

/**
 * product §12: code, start date and end date required; empty max discount and usage limit omitted;
 * numeric fields become numbers; dates are sent as dates; the code is upper case. maxDiscount
 * only goes with a percentage.
 */
export function toCouponInput(v: CouponFormValues): { input: CouponInput } | { error: string } {
  const code = (v.code ?? '').trim().toUpperCase();
  const start = v.startDate ? dayBound(v.startDate, false) : null;
  const end = v.endDate ? dayBound(v.endDate, true) : null;
  if (!code || !start || !end) return { error: CODE_AND_DATES_REQUIRED };
  if (end.getTime() < start.getTime()) return { error: 'Ngày kết thúc phải sau ngày bắt đầu' };
  const discountType = v.discountType === 'fixed' ? 'fixed' : 'percentage';
  const input: CouponInput = {
    code,
    discountType,
    discountValue: blank(v.discountValue) ? 10 : num(v.discountValue),
    minOrderValue: blank(v.minOrderValue) ? 0 : num(v.minOrderValue),
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    isActive: v.isActive ?? true,
    isPublic: v.isPublic ?? false,
  };
  const description = (v.description ?? '').trim();
  if (description) input.description = description;
  if (discountType === 'percentage' && !blank(v.maxDiscount)) input.maxDiscount = num(v.maxDiscount);
  if (!blank(v.usageLimit)) input.usageLimit = num(v.usageLimit);
  return { input };
}
