import { createHash } from 'node:crypto';
import { validationFailed } from '@shop/platform';
import { lineKey } from '../catalog/catalog.client';
import { LINE_QUANTITY_MESSAGE, MAX_LINE_QUANTITY } from '../cart/cart.inputs';
import { normalizeCode } from '../coupons/coupon-discount';
import type { PlaceOrderInput } from './order.inputs';

export interface Line {
  productId: string;
  variantId: string | null;
  quantity: number;
}

type AskedLine = { productId: string; variantId?: string | null; quantity: number };

/** Lines of the same product and variant are one line (architecture §9), in a fixed order. */
export function sumLines(items: AskedLine[]): Line[] {
  const byKey = new Map<string, Line>();
  for (const i of items) {
    const line = { productId: i.productId, variantId: i.variantId || null, quantity: i.quantity };
    const k = lineKey(line);
    const seen = byKey.get(k);
    if (seen) seen.quantity += i.quantity;
    else byKey.set(k, line);
  }
  return [...byKey.values()];
}

/**
 * The lines an order asks for: summed first, then held to the per-line cap, so the same variant
 * sent three times as 99 is one line of 297 and refused like a single line of 297 (decision 0614).
 */
export function orderLines(items: AskedLine[]): Line[] {
  const lines = sumLines(items);
  const over = lines.find((l) => l.quantity > MAX_LINE_QUANTITY);
  if (over) {
    const first = items.findIndex((i) => lineKey({ productId: i.productId, variantId: i.variantId || null }) === lineKey(over));
    throw validationFailed({ [`items.${first}.quantity`]: LINE_QUANTITY_MESSAGE });
  }
  return lines;
}

/**
 * What an Idempotency-Key is bound to (decision 0614): a SHA-256 of the request as the order would
 * be placed from it. Spellings that place the same order agree (lines split or in another order,
 * defaults left out, the coupon code's case, empty optional texts); any other change differs.
 */
export function requestFingerprint(input: PlaceOrderInput, lines: Line[]): string {
  const a = input.shippingAddress;
  const normalised = {
    lines: lines.map((l) => [l.productId, l.variantId, l.quantity]).sort((x, y) => (x.join('|') < y.join('|') ? -1 : 1)),
    customerInfo: [input.customerInfo.name, input.customerInfo.email, input.customerInfo.phone],
    shippingAddress: [a.fullName, a.phone, a.addressLine, a.ward || null, a.district || null, a.city],
    shippingMethod: input.shippingMethod ?? 'standard',
    paymentMethod: input.paymentMethod ?? 'cod',
    couponCode: input.couponCode ? normalizeCode(input.couponCode) : null,
    customerNote: input.customerNote || null,
  };
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}
