const pad = (n: number) => String(n).padStart(2, '0');

/** product §14: a moment as "dd/MM/yyyy" and "HH:mm" (the browser's time zone); '-' for what is no date. */
export function dateAndTime(value: string | number | Date): { date: string; time: string } {
  const d = value instanceof Date ? value : new Date(value);
  if (!Number.isFinite(d.getTime())) return { date: '-', time: '' };
  return { date: `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

/** product §14: dates shown as dd/MM/yyyy HH:mm; '' for nothing or what is no date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const { date, time } = dateAndTime(value);
  return time ? `${date} ${time}` : '';
}
