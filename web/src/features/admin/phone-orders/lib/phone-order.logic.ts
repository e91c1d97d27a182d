// An order taken by phone or chat (decision 0660): the lines staff pick, the totals they read to
// the customer, the payment link sent for a QR order. Pure, so node:test checks them.
import { shippingFeeFor } from '../../../../lib/shop-rules.js';

export interface PickedLine {
  productId: string;
  variantId: string | null;
  /** The product's name, with the variant's when it has one: 'Túi canvas · Xanh rêu'. */
  name: string;
  price: number;
  /** Units in stock when picked: the most this line may ask for. */
  stock: number;
  quantity: number;
}

const sameLine = (a: Pick<PickedLine, 'productId' | 'variantId'>, b: Pick<PickedLine, 'productId' | 'variantId'>) =>
  a.productId === b.productId && a.variantId === b.variantId;

/** Adds one unit of a product (and variant): a line already picked grows, up to its stock and the per-line 99. */
export function addLine(lines: readonly PickedLine[], picked: Omit<PickedLine, 'quantity'>): PickedLine[] {
  const seen = lines.find((l) => sameLine(l, picked));
  if (!seen) return picked.stock > 0 ? [...lines, { ...picked, quantity: 1 }] : [...lines];
  return setQuantity(lines, picked, seen.quantity + 1);
}

/** A line's quantity, held between 1 and the smaller of its stock and 99. */
export function setQuantity(lines: readonly PickedLine[], which: Pick<PickedLine, 'productId' | 'variantId'>, quantity: number): PickedLine[] {
  return lines.map((l) => (sameLine(l, which) ? { ...l, quantity: Math.max(1, Math.min(Math.trunc(quantity) || 1, l.stock, 99)) } : l));
}

export const removeLine = (lines: readonly PickedLine[], which: Pick<PickedLine, 'productId' | 'variantId'>): PickedLine[] =>
  lines.filter((l) => !sameLine(l, which));

/** Subtotal and the fee of the one shipping rule (decision 0650); the coupon's discount is the server's to compute. */
export function phoneOrderTotals(lines: readonly PickedLine[], city: string): { subtotal: number; shippingFee: number; total: number } {
  const subtotal = lines.reduce((n, l) => n + l.price * l.quantity, 0);
  const shippingFee = shippingFeeFor(city, 'standard');
  return { subtotal, shippingFee, total: subtotal + shippingFee };
}

/** The customer's QR payment page (decision 0710): they sign in, then pay the order there. */
export const paymentLink = (origin: string, orderId: string): string => `${origin}/payment/qr/${orderId}`;
