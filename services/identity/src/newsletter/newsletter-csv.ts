import type { ConfirmedSubscriber } from './newsletter.repository';

/** Header of the staff download (decision 0800). */
export const CSV_HEADER = ['Email', 'Nguồn đăng ký', 'Thời điểm đồng ý', 'Thời điểm xác nhận'];

/**
 * One CSV field (RFC 4180). A value a spreadsheet would run as a formula (=, +, -, @, tab, CR at
 * the start) is prefixed with an apostrophe: the file is opened in Excel by staff, and an address
 * such as `=HYPERLINK(…)@x.vn` must stay text.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\r\n`;

export const subscriberLine = (s: ConfirmedSubscriber): string => csvLine([s.email, s.source, s.consentAt.toISOString(), s.confirmedAt.toISOString()]);

/** A UTF-8 byte order mark first, so Excel reads the Vietnamese header as UTF-8. */
export const CSV_START = `\uFEFF${csvLine(CSV_HEADER)}`;
