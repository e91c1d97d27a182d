import { Args, Query, Resolver } from '@nestjs/graphql';
import { Permitted } from '@shop/auth';
import { ORDER_STATUS_LIST } from '../orders/order-status';
import type { OrderStatusEnum } from '../orders/order.model';
import { DailyRevenueModel, OrderStatsModel, OrderStatusCountModel, RevenueByDayArgs, StatsPeriodArgs } from './stats.model';
import { SalesReportArgs, SalesReportModel } from './sales-report.model';
import { SalesReportService } from './sales-report.service';
import { StatsRepository } from './stats.repository';

/** product §15 /stats, the orders' figures; catalog and identity answer theirs (decision 0520). */
@Resolver()
export class StatsResolver {
  constructor(
    private readonly stats: StatsRepository,
    private readonly sales: SalesReportService,
  ) {}

  @Query(() => OrderStatsModel, { description: 'staff: revenue, order count and pending orders (decision 0520)' })
  @Permitted('dashboard')
  orderStats(@Args() period: StatsPeriodArgs): Promise<OrderStatsModel> {
    return this.stats.overview(period);
  }

  @Query(() => [OrderStatusCountModel], { description: 'staff: every order status with its count, zeros included, in the order of product §6.2' })
  @Permitted('dashboard')
  async ordersByStatus(): Promise<OrderStatusCountModel[]> {
    const counts = new Map((await this.stats.byStatus()).map((r) => [r.status, r.count]));
    return ORDER_STATUS_LIST.map((status) => ({ status: status as OrderStatusEnum, count: counts.get(status) ?? 0 }));
  }

  @Query(() => [DailyRevenueModel], { description: 'staff: revenue and orders per day over the last days (Vietnam time), oldest first' })
  @Permitted('dashboard')
  revenueByDay(@Args() args: RevenueByDayArgs): Promise<DailyRevenueModel[]> {
    return this.stats.revenueByDay(args.days);
  }

  @Query(() => SalesReportModel, { description: 'staff: sales over a range of days beside the period before it (decision 0521)' })
  @Permitted('dashboard')
  salesReport(@Args() args: SalesReportArgs): Promise<SalesReportModel> {
    return this.sales.report(args.from, args.to) as Promise<SalesReportModel>;
  }
}
