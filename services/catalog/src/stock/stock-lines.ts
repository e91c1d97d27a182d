import type { ReservedLine } from './stock.schema';

const keyOf = (l: { productId: string; variantId: string | null }): string => `${l.productId}\u0000${l.variantId ?? ''}`;

/**
 * Ordered lines summed per product and variant (one conditional update per variant), sorted by product then variant. The fixed order matters: every
 * reservation locks its rows in the same order, so two orders for the same products never
 * deadlock each other.
 */
export function sumLines(lines: readonly ReservedLine[]): ReservedLine[] {
  const summed = new Map<string, ReservedLine>();
  for (const l of lines) {
    const key = keyOf(l);
    const seen = summed.get(key);
    if (seen) seen.quantity += l.quantity;
    else summed.set(key, { productId: l.productId, variantId: l.variantId, quantity: l.quantity });
  }
  return [...summed.values()].sort((a, b) => compare(a.productId, b.productId) || compare(a.variantId ?? '', b.variantId ?? ''));
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The name a shopper recognises a line by: the product's, with the variant's label after it. */
export function lineName(productName: string, variant: { name: string | null; color: string | null; size: string | null } | null): string {
  if (!variant) return productName;
  const label = variant.name?.trim() || [variant.color, variant.size].filter((x) => x && x.trim()).join(' / ');
  return label ? `${productName} (${label})` : productName;
}
