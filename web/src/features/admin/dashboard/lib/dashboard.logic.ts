import { isOrderStatus, ORDER_STATUS_CHART_COLORS, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../../lib/shop-rules.js';
import { DAY, dayNumber, dayString } from '../../shared/vietnam-days.logic.js';

// Pure figures of the dashboard (product §2 "Admin dashboard", decision 0521): the period and its
// labels, the comparison with the previous period, the doughnut's slices with their fixed colours,
// and the revenue chart's days.

export interface StatusSlice {
  status: OrderStatus;
  label: string;
  count: number;
  color: string;
}

/**
 * The doughnut's slices in the order of the road, statuses without orders left out (an empty slice
 * would still take a legend line); an empty list means 'Chưa có dữ liệu'.
 */
export function statusSlices(counts: readonly { status: string; count: number }[]): StatusSlice[] {
  const by = new Map<string, number>();
  for (const c of counts) if (isOrderStatus(c.status) && Number.isFinite(c.count) && c.count > 0) by.set(c.status, (by.get(c.status) ?? 0) + c.count);
  // Colours are fixed per status, whichever statuses have orders.
  return ORDER_STATUSES.filter((s) => by.has(s)).map((s) => ({
    status: s,
    label: ORDER_STATUS_LABELS[s],
    count: by.get(s)!,
    color: ORDER_STATUS_CHART_COLORS[s],
  }));
}

/** product §2, decision 0521: the report's periods, days in Vietnam time, both ends included. */
export type RangePreset = 'today' | '7d' | '30d' | 'month' | 'custom';
export interface DayRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS: readonly { value: RangePreset; label: string }[] = [
  { value: 'today', label: 'Hôm nay' },
  { value: '7d', label: '7 ngày' },
  { value: '30d', label: '30 ngày' },
  { value: 'month', label: 'Tháng này' },
  { value: 'custom', label: 'Tùy chọn' },
];

/** The server refuses longer reports (decision 0521). */
export const MAX_RANGE_DAYS = 366;

/** The days a preset covers, ending today. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  const end = dayNumber(today)!;
  if (preset === 'today') return { from: today, to: today };
  if (preset === '7d') return { from: dayString(end - 6), to: today };
  if (preset === '30d') return { from: dayString(end - 29), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Why a custom range cannot be asked for, in Vietnamese; null when it can. */
export function customRangeProblem(from: string, to: string): string | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null) return 'Chọn cả ngày bắt đầu và ngày kết thúc';
  if (b < a) return 'Ngày kết thúc phải sau ngày bắt đầu';
  if (b - a + 1 > MAX_RANGE_DAYS) return `Chọn tối đa ${MAX_RANGE_DAYS} ngày`;
  return null;
}

/** `2026-11-03` → `03/11/2026`. */
export function dateLabel(day: string): string {
  const m = DAY.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** `03/11/2026` for one day, `01/11/2026 – 28/11/2026` for more. */
export const rangeLabel = (r: DayRange): string => (r.from === r.to ? dateLabel(r.from) : `${dateLabel(r.from)} – ${dateLabel(r.to)}`);

/** `2026-11-23` → `23/11`, the revenue chart's axis. */
export function dayLabel(date: string): string {
  const m = DAY.exec(date);
  return m ? `${m[3]}/${m[2]}` : date;
}

const percent = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** A figure beside the previous period's: `▲ 12,5%`, `▼ 3%`, `không đổi`, or `mới` when the previous was zero. */
export function changeLabel(current: number, previous: number): string {
  if (current === previous) return 'không đổi';
  if (previous === 0) return 'mới';
  const change = ((current - previous) / previous) * 100;
  return `${change > 0 ? '▲' : '▼'} ${percent.format(Math.abs(change))}%`;
}

/** Which date the revenue chart counts an order at (decision 0521). */
export type RevenueBasis = 'delivered' | 'paid';

export interface SalesDay {
  date: string;
  deliveredRevenue: number;
  paidRevenue: number;
}

export function revenueSeries(days: readonly SalesDay[], basis: RevenueBasis): { day: string; revenue: number }[] {
  return days.map((d) => ({ day: dayLabel(d.date), revenue: basis === 'delivered' ? d.deliveredRevenue : d.paidRevenue }));
}

/** Revenue of the chart's whole period, for its caption and screen readers. */
export const periodRevenue = (days: readonly SalesDay[], basis: RevenueBasis): number =>
  days.reduce((s, d) => s + (basis === 'delivered' ? d.deliveredRevenue : d.paidRevenue), 0);

/** product §2: best sellers ranked #1…, top 5. */
export const bestSellerRank = (index: number): string => `#${index + 1}`;
