// Vietnam days (UTC+7 all year, no daylight saving) as the back office sends them to the orders
// service: `YYYY-MM-DD`, counted as days since 1970 for arithmetic. Shared by the dashboard's
// periods and the orders list's order-date filter.

/** A day as written: year, month and day in groups 1 to 3. */
export const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970 of a real `YYYY-MM-DD` (not 2026-02-30), else null. */
export const dayNumber = (day: string): number | null => {
  const m = DAY.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / MS_PER_DAY : null;
};

/** The `YYYY-MM-DD` of a day number. */
export const dayString = (n: number): string => new Date(n * MS_PER_DAY).toISOString().slice(0, 10);

/** Today in Vietnam, whatever the time zone of the staff's computer. */
export const todayInVietnam = (now: Date): string => dayString(Math.floor((now.getTime() + 7 * 3_600_000) / MS_PER_DAY));
