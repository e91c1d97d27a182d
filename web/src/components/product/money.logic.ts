// Money display (product §1, §14): integer dong in vi-VN grouping with a dong sign. Pure functions, no
// DOM, so node:test can check them (see web/tsconfig.test.json).

// Written by hand as vi-VN's Intl.NumberFormat writes it (money.spec.ts compares them): creating
// that formatter costs about 12 ms of the first page's start-up on a phone, for dots and a sign.
let intl: { currency: Intl.NumberFormat; grouping: Intl.NumberFormat } | undefined;
const intlFormats = () =>
  (intl ??= {
    currency: new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }),
    grouping: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
  });

/** Rounded half away from zero and grouped by dots; null beyond the safe integers (Intl writes those). */
function grouped(amount: number): string | null {
  const whole = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) return null;
  const digits = whole.toString().replace(/\B(?=(\d{3})+$)/g, '.');
  return amount < 0 || Object.is(amount, -0) ? `-${digits}` : digits;
}

/** 1250000 → "1.250.000 ₫" (a no-break space, then the ₫ sign, as prices are shown on cards, detail and cart). */
export function formatVnd(amount: number): string {
  const digits = grouped(amount);
  return digits === null ? intlFormats().currency.format(amount) : `${digits}\u00a0₫`;
}

/** 500000 → "500.000đ" (the 'đ' suffix used in filter labels). */
export function formatDong(amount: number): string {
  return `${grouped(amount) ?? intlFormats().grouping.format(amount)}đ`;
}

/** product §14: round((originalPrice − price) / originalPrice × 100); 0 without a higher original price. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
