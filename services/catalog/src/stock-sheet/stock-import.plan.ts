import { createHash } from 'node:crypto';
import { MAX_PRICE } from '../products/product.inputs';

// decision 0522: what a stock and price sheet sent back will change, row by row, and what it
// refuses, before anything is written. The same plan is made again, under locks, to apply it.

/** One row of the sheet as staff left it: the cells' text, validated here and only here. */
export interface SheetRow {
  line: number;
  productId: string;
  sku: string;
  price: string;
  originalPrice: string;
  exportedStock: string;
  stock: string;
}

/** A sellable row as the catalog holds it now: a variant, or a product without variants (sku null). */
export interface StockItem {
  productId: string;
  productName: string;
  variantId: string | null;
  variantName: string | null;
  sku: string | null;
  price: number;
  originalPrice: number | null;
  stock: number;
}

export interface RowPlan {
  line: number;
  /** what the row names: `Product (Variant) · SKU` */
  label: string;
  outcome: 'change' | 'unchanged' | 'refused';
  /** in Vietnamese, e.g. 'Tồn kho: 8 → 13 (+5)' */
  changes: string[];
  problems: string[];
  item?: StockItem;
  price?: number;
  originalPrice?: number | null;
  newStock?: number;
}

export interface ImportPlan {
  rows: RowPlan[];
  /** A fingerprint of what staff agreed to: the accepted rows and what each asks for (not the stock now). */
  planId: string;
}

const vnd = (n: number) => `${n.toLocaleString('vi-VN')} ₫`;
const signed = (n: number) => (n > 0 ? `+${n.toLocaleString('vi-VN')}` : n.toLocaleString('vi-VN'));

/** A whole number from a cell: '120000', '120.000', '120,000' or '120.000 ₫' (Vietnamese grouping). */
export function wholeNumber(text: string): number | null {
  const t = text.replace(/[\s\u00a0₫đ]/g, '');
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(t)) return null;
  return Number(t.replace(/[.,]/g, ''));
}

const itemKey = (i: { productId: string; sku: string | null }) => (i.sku ? `sku:${i.sku}` : `product:${i.productId}`);
const itemLabel = (i: StockItem) => `${i.productName}${i.variantName ? ` (${i.variantName})` : ''}${i.sku ? ` · ${i.sku}` : ''}`;

/**
 * Each row names a variant by its SKU, or a product without variants by its id. Price and
 * original price are the product's: every row of one product must give the same. The stock column
 * is read against the stock of the export: the difference is added to the stock now, so units
 * orders reserved since the export stay reserved (decision 0601), and the result may not be
 * below zero.
 */
export function planImport(rows: readonly SheetRow[], items: readonly StockItem[]): ImportPlan {
  const byKey = new Map(items.map((i) => [itemKey(i), i]));
  const firstLineOf = new Map<string, number>();
  const priceOf = new Map<string, { line: number; price: number; originalPrice: number | null }>();
  const priced = new Set<string>();
  const agreed: unknown[] = [];
  const plans = rows.map((row): RowPlan => {
    const sku = row.sku.trim();
    const productId = row.productId.trim();
    const item = byKey.get(itemKey({ productId, sku: sku || null }));
    const plan: RowPlan = { line: row.line, label: sku || productId || '(trống)', outcome: 'refused', changes: [], problems: [] };
    if (!item) {
      plan.problems.push(sku ? `Không tìm thấy SKU ${sku}` : 'Không tìm thấy sản phẩm không có phân loại với Mã sản phẩm này (sản phẩm có phân loại: ghi SKU)');
      return plan;
    }
    plan.label = itemLabel(item);
    plan.item = item;
    if (productId && item.productId !== productId) plan.problems.push(`SKU ${sku} không thuộc sản phẩm ở cột Mã sản phẩm`);
    const key = itemKey(item);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) plan.problems.push(`Trùng với dòng ${earlier}`);
    else firstLineOf.set(key, row.line);

    const price = wholeNumber(row.price);
    const original = row.originalPrice.trim() === '' ? null : wholeNumber(row.originalPrice);
    const priceOk = price !== null && price <= MAX_PRICE;
    if (!priceOk) plan.problems.push('Giá bán phải là số nguyên từ 0 đến 1.000.000.000');
    if (row.originalPrice.trim() !== '' && (original === null || original > MAX_PRICE))
      plan.problems.push('Giá gốc phải để trống hoặc là số nguyên từ 0 đến 1.000.000.000');
    const exported = wholeNumber(row.exportedStock);
    const wanted = wholeNumber(row.stock);
    if (exported === null) plan.problems.push('Thiếu "Tồn kho lúc xuất": hãy dùng tệp xuất từ cửa hàng');
    if (wanted === null) plan.problems.push('Tồn kho phải là số nguyên không âm');
    if (priceOk) {
      const same = priceOf.get(item.productId);
      if (!same) priceOf.set(item.productId, { line: row.line, price, originalPrice: original });
      else if (same.price !== price || same.originalPrice !== original) plan.problems.push(`Giá khác với dòng ${same.line} của cùng sản phẩm`);
    }
    if (plan.problems.length > 0) return plan;

    const newStock = item.stock + (wanted! - exported!);
    if (newStock < 0) {
      plan.problems.push(`Tồn kho sẽ âm: hiện còn ${item.stock.toLocaleString('vi-VN')}, tệp giảm ${(exported! - wanted!).toLocaleString('vi-VN')}`);
      return plan;
    }
    // the product's price is changed once, by its first accepted row
    if (!priced.has(item.productId)) {
      priced.add(item.productId);
      if (price !== item.price) plan.changes.push(`Giá bán: ${vnd(item.price)} → ${vnd(price!)}`);
      if (original !== item.originalPrice)
        plan.changes.push(`Giá gốc: ${item.originalPrice === null ? 'trống' : vnd(item.originalPrice)} → ${original === null ? 'trống' : vnd(original)}`);
    }
    if (newStock !== item.stock)
      plan.changes.push(`Tồn kho: ${item.stock.toLocaleString('vi-VN')} → ${newStock.toLocaleString('vi-VN')} (${signed(newStock - item.stock)})`);
    Object.assign(plan, { outcome: plan.changes.length > 0 ? 'change' : 'unchanged', price, originalPrice: original, newStock });
    agreed.push([row.line, key, price, original, exported, wanted]);
    return plan;
  });
  return { rows: plans, planId: createHash('sha256').update(JSON.stringify(agreed)).digest('hex').slice(0, 32) };
}
