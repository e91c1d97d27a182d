// Totals of the cart page (product §5 "Cart"): only selected items count.

export interface CartLineLike {
  price: number;
  originalPrice?: number | null;
  quantity: number;
  selected: boolean;
}

export function lineTotal(line: CartLineLike): number {
  return line.price * line.quantity;
}

/** The struck-through original line total, or null when the item is not discounted. */
export function originalLineTotal(line: CartLineLike): number | null {
  return line.originalPrice && line.originalPrice > line.price ? line.originalPrice * line.quantity : null;
}

export function selectedSubtotal(lines: readonly CartLineLike[]): number {
  return lines.reduce((sum, l) => (l.selected ? sum + lineTotal(l) : sum), 0);
}

export function selectedCount(lines: readonly CartLineLike[]): number {
  return lines.reduce((sum, l) => (l.selected ? sum + l.quantity : sum), 0);
}

/** Select-all is checked when every line is, indeterminate when only some are. */
export function selectAllState(lines: readonly Pick<CartLineLike, 'selected'>[]): { checked: boolean; indeterminate: boolean } {
  const chosen = lines.filter((l) => l.selected).length;
  return { checked: lines.length > 0 && chosen === lines.length, indeterminate: chosen > 0 && chosen < lines.length };
}

/** A quantity kept between 1 and the stock known for the line (no upper bound when unknown). */
export function boundedQuantity(quantity: number, stock: number | null | undefined): number {
  const max = typeof stock === 'number' && stock >= 1 ? stock : Number.POSITIVE_INFINITY;
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.floor(quantity)), max);
}
