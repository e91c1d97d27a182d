// Checkout arithmetic and rules (product §12 "Coupon", §8): pure, so node:test checks them.
import { deliveryPromise, formatVnd, SHIPPING_FEE_MAJOR_CITY, SHIPPING_METHOD_LABELS, SHIPPING_METHODS, shippingFeeFor } from '../../../lib/shop-rules.js';

/**
 * The fee the guest's sign-in panel shows, where there is no city yet (product §9: "the initial
 * value is 30,000"). The checkout form shows `shippingFeeFor`, the fee the server charges for the
 * city typed and the method chosen (decision 0650).
 */
export const INITIAL_SHIPPING_FEE = SHIPPING_FEE_MAJOR_CITY;

/** Each shipping method as checkout offers it for `city`: 'Giao hàng nhanh · 50.000 ₫ · Dự kiến giao trong 1 ngày (không tính Chủ nhật)'. */
export function shippingChoices(city: string | null | undefined): { value: string; label: string }[] {
  return SHIPPING_METHODS.map((method) => ({
    value: method,
    label: `${SHIPPING_METHOD_LABELS[method]} · ${formatVnd(shippingFeeFor(city, method))} · ${deliveryPromise(city, method)}`,
  }));
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
