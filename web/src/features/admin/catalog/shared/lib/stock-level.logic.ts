// Stock levels of product §4.4 and §14 and the inventory screen's stock input (product §12). Pure functions,
// compiled for node:test by web/tsconfig.test.json.

/** product §14: low stock is below 5; out of stock is 0. */
export const LOW_STOCK_BELOW = 5;

export type StockLevel = 'in' | 'low' | 'out';

/** product §4.4: 0 is out, above 0 and below 5 is low, anything else is in stock. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  if (stock < LOW_STOCK_BELOW) return 'low';
  return 'in';
}

export const STOCK_LEVEL_LABELS: Record<StockLevel, string> = {
  in: 'Còn hàng',
  low: 'Sắp hết',
  out: 'Hết hàng',
};

export const NEGATIVE_STOCK = 'Số lượng tồn kho không được âm';

/**
 * product §12 inventory: the typed stock is parsed as an integer ('12abc' → 12, '3.9' → 3) and
 * anything non-numeric becomes 0; a negative number is refused.
 */
export function parseStockInput(text: string): { ok: true; stock: number } | { ok: false; message: string } {
  // `|| 0` also turns NaN and '-0' into 0.
  const stock = Number.parseInt(text.trim(), 10) || 0;
  if (stock < 0) return { ok: false, message: NEGATIVE_STOCK };
  return { ok: true, stock };
}
