import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB } from '@shop/platform';
import type { Database } from '../db/database';
import type { OrderStatus } from '../orders/order-status';

/** Vietnam has one time zone and no daylight saving: days of the chart are days there. */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export interface Period {
  from?: Date | null;
  to?: Date | null;
}

const periodSql = (p: Period) => sql`
  (${p.from ?? null}::timestamptz IS NULL OR created_at >= ${p.from ?? null}::timestamptz)
  AND (${p.to ?? null}::timestamptz IS NULL OR created_at < ${p.to ?? null}::timestamptz)`;

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
}
