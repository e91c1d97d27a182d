import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { ApiRoute } from './openapi/api-route';

const PRODUCT = 'id name price originalPrice soldCount totalStock images { id url alt }';
const ALERT = 'productId productName variantId variantName sku stock';
/** One operation, three subgraphs: each answers its own figures and checks staff itself (decision 0520). */
const OVERVIEW = `query StatsOverview($from: DateTime, $to: DateTime) {
  orderStats(from: $from, to: $to) { revenue totalOrders pendingOrders }
  customerStats { totalCustomers }
  catalogStats { totalProducts lowStockProducts outOfStockProducts lowStockVariants { ${ALERT} } outOfStockVariants { ${ALERT} } }
}`;
const BEST = `query BestSellers($limit: Int) { bestSellers(limit: $limit) { ${PRODUCT} } }`;
const BY_STATUS = `query OrdersByStatus { ordersByStatus { status count } }`;
const BY_DAY = `query RevenueByDay($days: Int) { revenueByDay(days: $days) { date revenue orders } }`;
const FIGURES = 'placedOrders cancelledOrders keptOrders deliveredOrders deliveredRevenue averageOrderValue paidOrders paidRevenue';
const PRODUCT_SALES = 'productId name image units revenue';
/** decision 0521: a range of Vietnam days beside the period before it. */
const SALES = `query SalesReport($from: String!, $to: String!) {
  salesReport(from: $from, to: $to) {
    range { from to } previousRange { from to } current { ${FIGURES} } previous { ${FIGURES} }
    days { date placedOrders cancelledOrders deliveredOrders deliveredRevenue paidOrders paidRevenue }
    byStatus { status count } topByRevenue { ${PRODUCT_SALES} } topByUnits { ${PRODUCT_SALES} }
  }
}`;

interface Overview {
  orderStats: { revenue: number; totalOrders: number; pendingOrders: number };
  customerStats: { totalCustomers: number };
  catalogStats: Record<string, unknown>;
}

/** `?from=&to=`: an absent or empty parameter is no bound; anything else goes to GraphQL, which refuses what is not a date (400). */
const bound = (v: unknown): unknown => (v === undefined || v === '' ? null : v);
/** A day as sent; an absent one is the empty string, which the orders service refuses (400). */
const day = (v: unknown): unknown => (v === undefined ? '' : v);
/** A whole number within bounds, or what was sent (GraphQL answers 400 for what is not an Int). */
const whole = (v: unknown, fallback: number): unknown => {
  if (v === undefined || v === '') return fallback;
  return typeof v === 'string' && /^\s*-?\d{1,6}\s*$/.test(v) ? Number.parseInt(v, 10) : v;
};

/** product §15 /stats: staff only (401 for guests, 403 for customers). */
@Controller('api/stats')
export class StatsController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Get('overview')
  @ApiRoute({
    tag: 'Statistics',
    summary: 'Revenue, orders, customers, products and stock alerts',
    access: 'staff',
    operation: OVERVIEW,
    data: { merge: ['orderStats', 'customerStats', 'catalogStats'] },
    query: { variables: ['from', 'to'] },
  })
  overview(@Req() req: Request, @Query('from') from: unknown, @Query('to') to: unknown): Promise<RestEnvelope<Record<string, unknown>>> {
    return this.gql.rest(req, OVERVIEW, { from: bound(from), to: bound(to) }, (d: Overview) => ({ ...d.orderStats, ...d.customerStats, ...d.catalogStats }));
  }

  @Get('best-sellers')
  @ApiRoute({
    tag: 'Statistics',
    summary: 'Best-selling products (5 unless limit says)',
    access: 'staff',
    operation: BEST,
    data: { wrap: { products: 'bestSellers' } },
    query: { variables: ['limit'] },
  })
  bestSellers(@Req() req: Request, @Query('limit') limit: unknown): Promise<RestEnvelope<{ products: unknown[] }>> {
    return this.gql.rest(req, BEST, { limit: whole(limit, 5) }, (d: { bestSellers: unknown[] }) => ({ products: d.bestSellers }));
  }

  @Get('orders-by-status')
  @ApiRoute({
    tag: 'Statistics',
    summary: 'Number of orders in each status',
    access: 'staff',
    operation: BY_STATUS,
    data: { wrap: { stats: 'ordersByStatus' } },
  })
  byStatus(@Req() req: Request): Promise<RestEnvelope<{ stats: unknown[] }>> {
    return this.gql.rest(req, BY_STATUS, undefined, (d: { ordersByStatus: unknown[] }) => ({ stats: d.ordersByStatus }));
  }

  @Get('revenue-by-day')
  @ApiRoute({
    tag: 'Statistics',
    summary: 'Revenue and orders per day (30 days unless days says)',
    access: 'staff',
    operation: BY_DAY,
    data: { wrap: { days: 'revenueByDay' } },
    query: { variables: ['days'] },
  })
  revenueByDay(@Req() req: Request, @Query('days') days: unknown): Promise<RestEnvelope<{ days: unknown[] }>> {
    return this.gql.rest(req, BY_DAY, { days: whole(days, 30) }, (d: { revenueByDay: unknown[] }) => ({ days: d.revenueByDay }));
  }

  @Get('sales')
  @ApiRoute({
    tag: 'Statistics',
    summary: 'Sales of the Vietnam days `from`–`to` (YYYY-MM-DD, at most 366) beside the period just before: figures, days, statuses, top products',
    access: 'staff',
    operation: SALES,
    data: { field: 'salesReport' },
    query: { variables: ['from', 'to'] },
  })
  sales(@Req() req: Request, @Query('from') from: unknown, @Query('to') to: unknown): Promise<RestEnvelope<Record<string, unknown>>> {
    return this.gql.rest(req, SALES, { from: day(from), to: day(to) }, (d: { salesReport: Record<string, unknown> }) => d.salesReport);
  }
}
