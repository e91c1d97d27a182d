import ExcelJS from 'exceljs';

// Spreadsheets staff open in Excel or Google Sheets (decision 0522): one sheet, a bold frozen
// header, money as whole dong with grouping, dates in Vietnam time.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel shows the grouping of the reader's locale: 189.000 ₫ in Vietnamese. */
export const MONEY_FORMAT = '#,##0 "₫"';
const DATE_FORMAT = 'dd/mm/yyyy hh:mm';
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

export interface Column<R> {
  header: string;
  width: number;
  value: (row: R) => string | number | Date | null;
  format?: 'money' | 'date' | 'whole';
}

/**
 * Excel dates have no time zone: an instant is written as the wall-clock time in Vietnam, which
 * is what staff expect to read.
 */
export const vietnamTime = (iso: string | null | undefined): Date | null => (iso ? new Date(Date.parse(iso) + VIETNAM_OFFSET_MS) : null);

export async function workbook<R>(sheet: string, columns: readonly Column<R>[], rows: readonly R[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Túi Việt';
  const ws = book.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.format === 'money' ? { numFmt: MONEY_FORMAT } : c.format === 'date' ? { numFmt: DATE_FORMAT } : c.format === 'whole' ? { numFmt: '#,##0' } : {},
  }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => c.value(row)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** `don-hang-2026-11-28.xlsx`: the day of the export in Vietnam. */
export const fileName = (stem: string, now = new Date()): string => `${stem}-${new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10)}.xlsx`;
