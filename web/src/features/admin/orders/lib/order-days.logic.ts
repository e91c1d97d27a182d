// The orders list's order-date filter: Vietnam days (UTC+7 all year), `from` to `to` inclusive, as
// the orders service reads them; presets end today.

import { dayNumber as anyDayNumber, dayString } from '../../shared/vietnam-days.logic.js';

export interface OrderDays {
  from: string | null;
  to: string | null;
}

export type OrderDaysPreset = 'all' | 'today' | '7d' | 'month' | 'custom';

export const ORDER_DAYS_PRESETS: readonly { value: Exclude<OrderDaysPreset, 'custom'>; label: string }[] = [
  { value: 'all', label: 'Mọi ngày' },
  { value: 'today', label: 'Hôm nay' },
  { value: '7d', label: '7 ngày' },
  { value: 'month', label: 'Tháng này' },
];

/** Days since 1970 of a real `YYYY-MM-DD` from 2000 on (as the server accepts), else null. */
export const dayNumber = (day: string): number | null => (Number(day.slice(0, 4)) < 2000 ? null : anyDayNumber(day));

/** The days a preset covers, ending today. */
export function presetDays(preset: Exclude<OrderDaysPreset, 'custom'>, today: string): OrderDays {
  if (preset === 'all') return { from: null, to: null };
  if (preset === 'today') return { from: today, to: today };
  if (preset === '7d') return { from: dayString(dayNumber(today)! - 6), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Which preset the days are, or 'custom'. */
export function presetOf(days: OrderDays, today: string): OrderDaysPreset {
  return (
    ORDER_DAYS_PRESETS.find((p) => {
      const r = presetDays(p.value, today);
      return r.from === days.from && r.to === days.to;
    })?.value ?? 'custom'
  );
}

/** The days from the address bar: a day that is not real is dropped, a reversed range too. */
export function parseOrderDays(q: URLSearchParams): OrderDays {
  const day = (key: string) => {
    const v = q.get(key);
    return v && dayNumber(v) !== null ? v : null;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && dayNumber(to)! < dayNumber(from)!) return { from: null, to: null };
  return { from, to };
}
