import { Injectable } from '@nestjs/common';
import { DomainError } from '@shop/platform';
import { ORDER_STATUS_LIST, type OrderStatus } from '../orders/order-status';
import { checkRange, MAX_REPORT_DAYS, previousRange, type DayRange } from './sales-period';
import { StatsRepository, type ProductSalesRow, type SalesDayRow } from './stats.repository';

/** How many products each of the report's top lists names. */
export const TOP_PRODUCTS = 5;

export interface SalesFigures {
  placedOrders: number;
  cancelledOrders: number;
  keptOrders: number;
  deliveredOrders: number;
  deliveredRevenue: number;
  averageOrderValue: number;
  paidOrders: number;
  paidRevenue: number;
}

export interface SalesReport {
  range: DayRange;
  previousRange: DayRange;
  current: SalesFigures;
  previous: SalesFigures;
  days: SalesDayRow[];
  byStatus: { status: OrderStatus; count: number }[];
  topByRevenue: ProductSalesRow[];
  topByUnits: ProductSalesRow[];
}

export const invalidRange = (): DomainError =>
  new DomainError('INVALID_PERIOD', `Khoảng thời gian không hợp lệ: chọn từ ngày đến ngày (tối đa ${MAX_REPORT_DAYS} ngày)`, 400);

/** The figures of a period are the sums of its days (decision 0521). */
export function sumDays(days: readonly SalesDayRow[]): SalesFigures {
  const total = (k: keyof Omit<SalesDayRow, 'date'>) => days.reduce((s, d) => s + d[k], 0);
  const placedOrders = total('placedOrders');
  const cancelledOrders = total('cancelledOrders');
  const deliveredOrders = total('deliveredOrders');
  const deliveredRevenue = total('deliveredRevenue');
  return {
    placedOrders,
    cancelledOrders,
    keptOrders: placedOrders - cancelledOrders,
    deliveredOrders,
    deliveredRevenue,
    // what a delivered order brought on average, in whole dong
    averageOrderValue: deliveredOrders === 0 ? 0 : Math.round(deliveredRevenue / deliveredOrders),
    paidOrders: total('paidOrders'),
    paidRevenue: total('paidRevenue'),
  };
}

/** Most first by one measure, then by the other, then by name, so equal products keep one order. */
const topBy = (rows: readonly ProductSalesRow[], first: 'revenue' | 'units'): ProductSalesRow[] => {
  const second = first === 'revenue' ? 'units' : 'revenue';
  return [...rows].sort((a, b) => b[first] - a[first] || b[second] - a[second] || a.name.localeCompare(b.name, 'vi')).slice(0, TOP_PRODUCTS);
};

/** The dashboard's report over a range of days beside the period before it (decision 0521). */
@Injectable()
export class SalesReportService {
  constructor(private readonly stats: StatsRepository) {}

  async report(from: string, to: string): Promise<SalesReport> {
    const range = checkRange(from, to);
    if (!range) throw invalidRange();
    const before = previousRange(range);
    const [days, previousDays, statuses, products] = await Promise.all([
      this.stats.salesDays(range),
      this.stats.salesDays(before),
      this.stats.placedByStatus(range),
      this.stats.deliveredProducts(range),
    ]);
    const counts = new Map(statuses.map((s) => [s.status, s.count]));
    return {
      range,
      previousRange: before,
      current: sumDays(days),
      previous: sumDays(previousDays),
      days,
      byStatus: ORDER_STATUS_LIST.map((status) => ({ status, count: counts.get(status) ?? 0 })),
      topByRevenue: topBy(products, 'revenue'),
      topByUnits: topBy(products, 'units'),
    };
  }
}
