import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB } from '@shop/platform';
import { queryRows as rows, type Database, type Executor } from '../db/database';
import type { ReservationStatus, ReservedLine } from './stock.schema';

/**
 * The life of a reservation (decision 0601): every change of status is one conditional statement,
 * so of two concurrent calls exactly one sees its condition hold.
 */
@Injectable()
export class ReservationsRepository {
  constructor(@Inject(DB) readonly db: Database) {}

  /**
   * Creates the order's reservation, or takes over one that was released without a cancellation
   * (an order placement retried under the same order id). Answers false when the order already
   * has one: a concurrent call waits here on the primary key until the first one commits.
   */
  async claim(tx: Executor, orderId: string, lines: ReservedLine[]): Promise<boolean> {
    const claimed = await rows(
      tx,
      sql`INSERT INTO stock_reservations (order_id, lines, status) VALUES (${orderId}, ${JSON.stringify(lines)}::jsonb, 'reserved')
          ON CONFLICT (order_id) DO UPDATE SET status = 'reserved', lines = EXCLUDED.lines, release_reason = NULL, created_at = now(), updated_at = now()
          WHERE stock_reservations.status = 'released' AND stock_reservations.release_reason IS DISTINCT FROM 'cancelled'
          RETURNING order_id`,
    );
    return claimed.length === 1;
  }

  async statusOf(tx: Executor, orderId: string): Promise<{ status: ReservationStatus; releaseReason: string | null } | undefined> {
    const [row] = await rows<{ status: ReservationStatus; release_reason: string | null }>(
      tx,
      sql`SELECT status, release_reason FROM stock_reservations WHERE order_id = ${orderId}`,
    );
    return row && { status: row.status, releaseReason: row.release_reason };
  }

  /** reserved|confirmed → released, once: a concurrent second call finds the status changed and gets null. */
  async markReleased(tx: Executor, orderId: string, reason: string, from: ReservationStatus[], createdBefore?: Date): Promise<ReservedLine[] | null> {
    const [row] = await rows<{ lines: ReservedLine[] }>(
      tx,
      sql`UPDATE stock_reservations SET status = 'released', release_reason = ${reason}, updated_at = now()
          WHERE order_id = ${orderId} AND status IN (${sql.join(
            from.map((s) => sql`${s}`),
            sql`, `,
          )})
            ${createdBefore ? sql`AND created_at < ${createdBefore.toISOString()}` : sql``}
          RETURNING lines`,
    );
    return row?.lines ?? null;
  }

  /**
   * Records that the order was cancelled although nothing was (any longer) reserved for it: a
   * reservation given back earlier, or none at all yet. A late OrderPlaced or a late reserve call
   * then never takes stock for the cancelled order.
   */
  async markCancelled(tx: Executor, orderId: string): Promise<void> {
    await tx.execute(
      sql`INSERT INTO stock_reservations (order_id, lines, status, release_reason) VALUES (${orderId}, '[]'::jsonb, 'released', 'cancelled')
          ON CONFLICT (order_id) DO UPDATE SET release_reason = 'cancelled', updated_at = now() WHERE stock_reservations.status = 'released'`,
    );
  }

  async markConfirmed(tx: Executor, orderId: string): Promise<boolean> {
    const updated = await rows(
      tx,
      sql`UPDATE stock_reservations SET status = 'confirmed', updated_at = now() WHERE order_id = ${orderId} AND status = 'reserved' RETURNING order_id`,
    );
    return updated.length === 1;
  }

  /**
   * A reservation given back before its OrderPlaced arrived (expired, or released by orders after
   * a write it thought had failed) is confirmed again; its stock is then taken again. Never one
   * a cancellation released.
   */
  async reconfirmReleased(tx: Executor, orderId: string): Promise<ReservedLine[] | null> {
    const [row] = await rows<{ lines: ReservedLine[] }>(
      tx,
      sql`UPDATE stock_reservations SET status = 'confirmed', release_reason = NULL, updated_at = now()
          WHERE order_id = ${orderId} AND status = 'released' AND release_reason IS DISTINCT FROM 'cancelled' RETURNING lines`,
    );
    return row?.lines ?? null;
  }

  /** Orders whose reservation still waits for its OrderPlaced since before `before`, oldest first. */
  async waitingSince(before: Date, limit: number): Promise<string[]> {
    const found = await rows<{ order_id: string }>(
      this.db,
      sql`SELECT order_id FROM stock_reservations WHERE status = 'reserved' AND created_at < ${before.toISOString()} ORDER BY created_at LIMIT ${limit}`,
    );
    return found.map((r) => r.order_id);
  }
}
