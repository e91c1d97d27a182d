// Money display (spec §1, §9): integer dong in vi-VN grouping with a dong sign. Pure functions, no
// DOM, so node:test can check them (see web/tsconfig.test.json).

const currency = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
const grouping = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/** 1250000 → "1.250.000 ₫" (the ₫ sign, as prices are shown on cards, detail and cart). */
export function formatVnd(amount: number): string {
  return currency.format(amount);
}

/** 500000 → "500.000đ" (the 'đ' suffix used in filter labels). */
export function formatDong(amount: number): string {
  return `${grouping.format(amount)}đ`;
}

/** spec §9: round((originalPrice − price) / originalPrice × 100); 0 without a higher original price. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
