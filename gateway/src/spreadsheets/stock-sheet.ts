import ExcelJS from 'exceljs';
import { DomainError } from '@shop/platform';
import type { Column } from './workbook';

// decision 0522: the stock and price sheet. Staff change 'Giá bán', 'Giá gốc' and 'Tồn kho';
// 'Tồn kho lúc xuất' tells the catalog how much the file adds or takes away.

export const STOCK_SHEET_ROW = 'productId productName variantId variantName sku price originalPrice stock isActive';

export interface StockSheetRow {
  productId: string;
  productName: string;
  variantId: string | null;
  variantName: string | null;
  sku: string | null;
  price: number;
  originalPrice: number | null;
  stock: number;
  isActive: boolean;
}

const HEADERS = {
  productId: 'Mã sản phẩm',
  sku: 'SKU',
  price: 'Giá bán',
  originalPrice: 'Giá gốc',
  exportedStock: 'Tồn kho lúc xuất',
  stock: 'Tồn kho',
} as const;

export const STOCK_COLUMNS: readonly Column<StockSheetRow>[] = [
  { header: HEADERS.productId, width: 38, value: (r) => r.productId },
  { header: 'Tên sản phẩm', width: 36, value: (r) => r.productName },
  { header: 'Phân loại', width: 18, value: (r) => r.variantName },
  { header: HEADERS.sku, width: 20, value: (r) => r.sku },
  { header: 'Trạng thái', width: 12, value: (r) => (r.isActive ? 'Đang bán' : 'Ẩn') },
  { header: HEADERS.price, width: 14, value: (r) => r.price, format: 'money' },
  { header: HEADERS.originalPrice, width: 14, value: (r) => r.originalPrice, format: 'money' },
  { header: HEADERS.exportedStock, width: 16, value: (r) => r.stock, format: 'whole' },
  { header: HEADERS.stock, width: 12, value: (r) => r.stock, format: 'whole' },
];

export type SheetRowInput = { line: number } & Record<keyof typeof HEADERS, string>;

const notXlsx = () => new DomainError('IMPORT_NOT_XLSX', 'Tệp không đọc được: hãy chọn tệp Excel (.xlsx) đã xuất từ cửa hàng', 400);
const missing = (names: string[]) => new DomainError('IMPORT_BAD_HEADER', `Tệp thiếu cột: ${names.join(', ')}`, 400);
const empty = () => new DomainError('IMPORT_EMPTY', 'Tệp không có dòng nào', 400);

/** A cell as the text staff typed or Excel computed; the catalog reads the numbers. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** The first sheet's rows under its header row, by the header's names (columns may be moved). */
export async function readStockSheet(file: Buffer): Promise<SheetRowInput[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw notXlsx();
  }
  const ws = book.worksheets[0];
  if (!ws) throw notXlsx();
  const columnOf = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => columnOf.set(cellText(cell.value).trim(), col));
  const absent = Object.values(HEADERS).filter((h) => !columnOf.has(h));
  if (absent.length > 0) throw missing(absent);
  const rows: SheetRowInput[] = [];
  ws.eachRow((row, line) => {
    if (line === 1) return;
    const text = (key: keyof typeof HEADERS) => cellText(row.getCell(columnOf.get(HEADERS[key])!).value).trim();
    const r = {
      line,
      productId: text('productId'),
      sku: text('sku'),
      price: text('price'),
      originalPrice: text('originalPrice'),
      exportedStock: text('exportedStock'),
      stock: text('stock'),
    };
    if (Object.entries(r).some(([k, v]) => k !== 'line' && v !== '')) rows.push(r);
  });
  if (rows.length === 0) throw empty();
  return rows;
}
