// decision 0521: a sales report covers whole days in Vietnam time, `from` to `to` inclusive, and is
// set beside the period of the same length that ends the day before it.

/** The longest report: a year and a day, so a leap year's whole year fits. */
export const MAX_REPORT_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** `YYYY-MM-DD` of a real calendar day from 2000 to 9999, as days since 1970-01-01; null otherwise. */
export function dayNumber(day: string): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000) return null;
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / MS_PER_DAY;
}

export const dayString = (n: number): string => new Date(n * MS_PER_DAY).toISOString().slice(0, 10);

/** Number of days of a range, both ends included. */
export const rangeLength = (r: DayRange): number => dayNumber(r.to)! - dayNumber(r.from)! + 1;

/** A valid range (real days, `from` ≤ `to`, at most MAX_REPORT_DAYS long), or null. */
export function checkRange(from: string, to: string): DayRange | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null || b < a || b - a + 1 > MAX_REPORT_DAYS) return null;
  return { from, to };
}

/** The period of the same length that ends the day before `r` starts. */
export function previousRange(r: DayRange): DayRange {
  const length = rangeLength(r);
  const start = dayNumber(r.from)!;
  return { from: dayString(start - length), to: dayString(start - 1) };
}
