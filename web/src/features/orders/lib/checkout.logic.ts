// Checkout arithmetic and rules (product §12 "Coupon", §8): pure, so node:test checks them.

/** product §7: 30.000đ when the city contains Hồ Chí Minh or Hà Nội (any case), else 50.000đ. */
export const SHIPPING_FEE_MAJOR_CITY = 30_000;
export const SHIPPING_FEE_OTHER = 50_000;
/** product §7: the fee shown before a city is typed. */
export const INITIAL_SHIPPING_FEE = 30_000;

const MAJOR_CITIES = ['hồ chí minh', 'hà nội'];

export function shippingFeeFor(city: string | null | undefined): number {
  const text = (city ?? '').normalize('NFC').trim().toLocaleLowerCase('vi-VN');
  if (!text) return INITIAL_SHIPPING_FEE;
  return MAJOR_CITIES.some((c) => text.includes(c)) ? SHIPPING_FEE_MAJOR_CITY : SHIPPING_FEE_OTHER;
}

export interface CheckoutTotals {
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
}

/** product §6.1: total = selected subtotal + shipping fee − coupon discount (never below 0; the discount never above the subtotal). */
export function checkoutTotals(subtotal: number, shippingFee: number, discount: number): CheckoutTotals {
  const d = Math.max(0, Math.min(discount, subtotal));
  return { subtotal, shippingFee, discount: d, total: Math.max(0, subtotal + shippingFee - d) };
}

/** product §12: an empty (or blank) coupon code is ignored; codes are upper case. */
export function normalizeCouponCode(code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim().toUpperCase();
  return trimmed ? trimmed : null;
}

/** A refusal the server answered on purpose (4xx: validation, stock, coupon): nothing was created. */
export const isRefusalStatus = (status: unknown): boolean => typeof status === 'number' && status >= 400 && status < 500;

/**
 * The Idempotency-Key of a checkout attempt: kept while the outcome is unknown (no answer, a
 * server error), so a retry can only give back the same order; a fresh one after the server
 * clearly refused (nothing was created, the customer will change something and try again).
 */
export function keyAfterFailure(current: string, refused: boolean, makeKey: () => string): string {
  return refused ? makeKey() : current;
}
