// Pure figures of the dashboard (product §2 "Admin dashboard"): the doughnut's slices with their fixed
// colours, and the revenue chart's days.

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipping', 'delivered', 'cancelled'] as const;
export type DashboardOrderStatus = (typeof ORDER_STATUSES)[number];

export const STATUS_CHART_LABELS: Record<DashboardOrderStatus, string> = {
  pending: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  processing: 'Đang xử lý',
  shipping: 'Đang giao',
  delivered: 'Đã giao',
  cancelled: 'Đã hủy',
};

/** product §2: colours are fixed per status, whichever statuses have orders. */
export const STATUS_CHART_COLORS: Record<DashboardOrderStatus, string> = {
  pending: '#faad14',
  confirmed: '#1677ff',
  processing: '#13c2c2',
  shipping: '#722ed1',
  delivered: '#52c41a',
  cancelled: '#f5222d',
};

export interface StatusSlice {
  status: DashboardOrderStatus;
  label: string;
  count: number;
  color: string;
}

const isStatus = (s: string): s is DashboardOrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

/**
 * The doughnut's slices in the order of the road, statuses without orders left out (an empty slice
 * would still take a legend line); an empty list means 'Chưa có dữ liệu'.
 */
export function statusSlices(counts: readonly { status: string; count: number }[]): StatusSlice[] {
  const by = new Map<string, number>();
  for (const c of counts) if (isStatus(c.status) && Number.isFinite(c.count) && c.count > 0) by.set(c.status, (by.get(c.status) ?? 0) + c.count);
  return ORDER_STATUSES.filter((s) => by.has(s)).map((s) => ({ status: s, label: STATUS_CHART_LABELS[s], count: by.get(s)!, color: STATUS_CHART_COLORS[s] }));
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
