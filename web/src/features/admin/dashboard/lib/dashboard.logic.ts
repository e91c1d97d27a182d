import { isOrderStatus, ORDER_STATUS_CHART_COLORS, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../../lib/shop-rules.js';

// Pure figures of the dashboard (product §2 "Admin dashboard"): the doughnut's slices with their fixed
// colours, and the revenue chart's days.

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

export interface RevenueDay {
  date: string;
  revenue: number;
  orders: number;
}

/** `2026-11-23` → `23/11`, the revenue chart's axis. */
export function dayLabel(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}/${m[2]}` : date;
}

export function revenueSeries(days: readonly RevenueDay[]): { day: string; revenue: number }[] {
  return days.map((d) => ({ day: dayLabel(d.date), revenue: d.revenue }));
}

/** Revenue of the chart's whole period, for its caption and screen readers. */
export const periodRevenue = (days: readonly RevenueDay[]): number => days.reduce((s, d) => s + d.revenue, 0);

/** product §2: best sellers ranked #1…, top 5. */
export const bestSellerRank = (index: number): string => `#${index + 1}`;
