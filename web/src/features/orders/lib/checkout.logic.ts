// Checkout arithmetic and rules (product §12 "Coupon", §8): pure, so node:test checks them.

/**
 * The fee the guest's sign-in panel shows, where there is no city yet. The checkout form shows
 * `shippingFeeFor` (lib/shop-rules), the fee the server charges for the city typed.
 */
export const INITIAL_SHIPPING_FEE = 30_000;

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
