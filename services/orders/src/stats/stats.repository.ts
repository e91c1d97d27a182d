import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB } from '@shop/platform';
import type { Database } from '../db/database';
import type { OrderStatus } from '../orders/order-status';
import type { DayRange } from './sales-period';

/** Vietnam has one time zone and no daylight saving: days of the chart are days there. */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export interface Period {
  from?: Date | null;
  to?: Date | null;
}

const periodSql = (p: Period) => sql`
  (${p.from ?? null}::timestamptz IS NULL OR created_at >= ${p.from ?? null}::timestamptz)
  AND (${p.to ?? null}::timestamptz IS NULL OR created_at < ${p.to ?? null}::timestamptz)`;

/** One day of a sales report (decision 0521). */
export interface SalesDayRow {
  date: string;
  placedOrders: number;
  cancelledOrders: number;
  deliveredOrders: number;
  deliveredRevenue: number;
  paidOrders: number;
  paidRevenue: number;
}

export interface ProductSalesRow {
  productId: string;
  name: string;
  image: string | null;
  units: number;
  revenue: number;
}

/**
 * Each order with the instants a sales report counts it at (decision 0521): placed (created_at);
 * delivered (its history's 'delivered' entry); paid, for an order not cancelled, when the bank's
 * transfer or staff's confirmation says so, else, for COD, at delivery, when the driver collects.
 */
const timedOrders = sql`
  delivered AS (
    SELECT o.id, o.status, o.total_amount, o.created_at, o.payment_status, o.payment_method, o.payment_details,
      CASE WHEN o.status = 'delivered' THEN (
        SELECT max((e->>'updatedAt')::timestamptz) FROM jsonb_array_elements(o.status_history) e WHERE e->>'status' = 'delivered'
      ) END AS delivered_at
    FROM orders o
  ), timed AS (
    SELECT d.*,
      CASE
        WHEN d.status = 'cancelled' THEN NULL
        WHEN d.payment_status = 'paid' THEN COALESCE((d.payment_details->>'paidAt')::timestamptz, d.delivered_at)
        WHEN d.payment_method = 'cod' THEN d.delivered_at
      END AS paid_at
    FROM delivered d
  )`;

/** The instants a range of Vietnam days starts and ends (exclusive). */
const bounds = (r: DayRange) => ({
  lo: sql`(${r.from}::date::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`,
  hi: sql`((${r.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`,
});

/** Aggregates over the orders table only (decision 0520). */
@Injectable()
export class StatsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async overview(p: Period): Promise<{ revenue: number; totalOrders: number; pendingOrders: number }> {
    const { rows } = await this.db.execute<{ revenue: string; total_orders: string; pending_orders: string }>(sql`
      SELECT
        COALESCE(SUM(total_amount) FILTER (WHERE status = 'delivered' AND ${periodSql(p)}), 0) AS revenue,
        COUNT(*) FILTER (WHERE status <> 'cancelled' AND ${periodSql(p)}) AS total_orders,
        COUNT(*) FILTER (WHERE status = 'pending') AS pending_orders
      FROM orders`);
    const r = rows[0];
    return { revenue: Number(r.revenue), totalOrders: Number(r.total_orders), pendingOrders: Number(r.pending_orders) };
  }

  async byStatus(): Promise<{ status: OrderStatus; count: number }[]> {
    const { rows } = await this.db.execute<{ status: OrderStatus; n: string }>(sql`SELECT status, COUNT(*) AS n FROM orders GROUP BY status`);
    return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
  }

  /** Per day in Vietnam time over the last `days` days (today included), days without orders as zero. */
  async revenueByDay(days: number, now = new Date()): Promise<{ date: string; revenue: number; orders: number }[]> {
    const { rows } = await this.db.execute<{ day: string; revenue: string; n: string }>(sql`
      WITH days AS (
        SELECT generate_series(
          ((${now}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE})::date - (${days}::int - 1)),
          (${now}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE})::date,
          interval '1 day')::date AS day
      ), placed AS (
        SELECT (created_at AT TIME ZONE ${SHOP_TIME_ZONE})::date AS day, status, total_amount
        FROM orders
        WHERE created_at >= (((${now}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE})::date - (${days}::int - 1))::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})
          AND status <> 'cancelled'
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
             COALESCE(SUM(p.total_amount) FILTER (WHERE p.status = 'delivered'), 0) AS revenue,
             COUNT(p.day) AS n
      FROM days d LEFT JOIN placed p ON p.day = d.day
      GROUP BY d.day ORDER BY d.day`);
    return rows.map((r) => ({ date: r.day, revenue: Number(r.revenue), orders: Number(r.n) }));
  }

  /**
   * Every day of the range, days without orders as zeros: orders placed (cancelled ones among them),
   * delivered and paid that day with their totalAmount. The report's figures are sums of these
   * days, so the cards and the chart cannot disagree (decision 0521).
   */
  async salesDays(r: DayRange): Promise<SalesDayRow[]> {
    const { lo, hi } = bounds(r);
    const day = (column: string) => sql`(${sql.raw(column)} AT TIME ZONE ${SHOP_TIME_ZONE})::date`;
    const { rows } = await this.db.execute<Record<string, string>>(sql`
      WITH ${timedOrders}, events AS (
        SELECT ${day('created_at')} AS day, 1 AS placed, (status = 'cancelled')::int AS cancelled, 0 AS delivered, 0::bigint AS delivered_amount, 0 AS paid, 0::bigint AS paid_amount
        FROM timed WHERE created_at >= ${lo} AND created_at < ${hi}
        UNION ALL
        SELECT ${day('delivered_at')}, 0, 0, 1, total_amount, 0, 0 FROM timed WHERE delivered_at >= ${lo} AND delivered_at < ${hi}
        UNION ALL
        SELECT ${day('paid_at')}, 0, 0, 0, 0, 1, total_amount FROM timed WHERE paid_at >= ${lo} AND paid_at < ${hi}
      ), days AS (
        SELECT generate_series(${r.from}::date, ${r.to}::date, interval '1 day')::date AS day
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
        COALESCE(SUM(placed), 0) AS placed, COALESCE(SUM(cancelled), 0) AS cancelled,
        COALESCE(SUM(delivered), 0) AS delivered, COALESCE(SUM(delivered_amount), 0) AS delivered_amount,
        COALESCE(SUM(paid), 0) AS paid, COALESCE(SUM(paid_amount), 0) AS paid_amount
      FROM days LEFT JOIN events ON events.day = days.day
      GROUP BY days.day ORDER BY days.day`);
    return rows.map((x) => ({
      date: x.date,
      placedOrders: Number(x.placed),
      cancelledOrders: Number(x.cancelled),
      deliveredOrders: Number(x.delivered),
      deliveredRevenue: Number(x.delivered_amount),
      paidOrders: Number(x.paid),
      paidRevenue: Number(x.paid_amount),
    }));
  }

  /** Orders placed in the range by their status now, cancelled ones included. */
  async placedByStatus(r: DayRange): Promise<{ status: OrderStatus; count: number }[]> {
    const { lo, hi } = bounds(r);
    const { rows } = await this.db.execute<{ status: OrderStatus; n: string }>(
      sql`SELECT status, COUNT(*) AS n FROM orders WHERE created_at >= ${lo} AND created_at < ${hi} GROUP BY status`,
    );
    return rows.map((x) => ({ status: x.status, count: Number(x.n) }));
  }

  /** Units and line amounts (price × quantity) per product over the orders delivered in the range. */
  async deliveredProducts(r: DayRange): Promise<ProductSalesRow[]> {
    const { lo, hi } = bounds(r);
    const { rows } = await this.db.execute<{ product_id: string; name: string; image: string | null; units: string; revenue: string }>(sql`
      WITH ${timedOrders}
      SELECT i.product_id,
        (array_agg(i.name ORDER BY t.delivered_at DESC))[1] AS name,
        (array_agg(i.image ORDER BY t.delivered_at DESC))[1] AS image,
        SUM(i.quantity) AS units, SUM(i.subtotal) AS revenue
      FROM timed t JOIN order_items i ON i.order_id = t.id
      WHERE t.delivered_at >= ${lo} AND t.delivered_at < ${hi}
      GROUP BY i.product_id`);
    return rows.map((x) => ({ productId: x.product_id, name: x.name, image: x.image, units: Number(x.units), revenue: Number(x.revenue) }));
  }
}
