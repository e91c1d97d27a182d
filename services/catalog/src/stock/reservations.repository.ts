import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { EventStamp } from '@shop/messaging';
import { pgErrorOf, queryPrepared, TRANSACTIONS } from '@shop/platform';
import { queryRows as rows, type Transactions } from '../db/database';
import { uuidArray, type QuotedProduct } from './quote.repository';
import type { ReservationStatus, ReservedLine } from './stock.schema';

/** The SQLSTATE `catalog_take_lines` raises when a line cannot be taken (DETAIL: the line's index). */
const SHORT_OF_STOCK = 'CR001';

/** The index of the line that could not be taken, when `err` is `catalog_take_lines` saying so. */
export function shortLineOf(err: unknown): number | undefined {
  const short = pgErrorOf(err, (code) => code === SHORT_OF_STOCK) as { detail?: string } | undefined;
  return short ? Number(short.detail) : undefined;
}

/** What `catalog_reserve` answers, or `catalog_quote_reserve` for its reservation. */
type ReserveAnswer = { taken: true } | { taken: false; status: ReservationStatus; releaseReason: string | null } | { short: number };

const outcomeOf = (r: ReserveAnswer): ReserveOutcome =>
  'short' in r
    ? { outcome: 'short', line: r.short }
    : r.taken
      ? { outcome: 'taken' }
      : { outcome: 'existing', status: r.status, releaseReason: r.releaseReason };

export type ReserveOutcome =
  | { outcome: 'taken' }
  /** The order already had a reservation: nothing was taken (again). */
  | { outcome: 'existing'; status: ReservationStatus; releaseReason: string | null }
  /** Nothing was taken: the line at this index could not be. */
  | { outcome: 'short'; line: number };

/**
 * The life of a reservation (decision 0601): every change of status is one conditional statement,
 * so of two concurrent calls exactly one sees its condition hold.
 */
@Injectable()
export class ReservationsRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /**
   * Claims the order's reservation and takes every line, or nothing, with one StockChanged outbox
   * row per line taken: one call of `catalog_reserve` (`reservations.sql`), so the product rows it
   * takes are locked for that call and its commit only. A released reservation without a
   * cancellation is taken over (a placement retried under the same order id); a concurrent call
   * for the same order waits on the primary key until the first one commits, then finds it.
   * The lines' ids must be uuids (checked by the caller).
   */
  async reserve(orderId: string, lines: ReservedLine[], event: EventStamp & { reason: string }): Promise<ReserveOutcome> {
    try {
      const [row] = await queryPrepared<{ r: ReserveAnswer }>(
        this.tx.current(),
        'catalog.reserve',
        sql`SELECT catalog_reserve(${orderId}, ${JSON.stringify(lines)}::jsonb, ${JSON.stringify(event)}::jsonb) AS r`,
      );
      return outcomeOf(row.r);
    } catch (err) {
      const line = shortLineOf(err);
      if (line === undefined) throw err;
      return { outcome: 'short', line };
    }
  }

  /**
   * `reserve` and the quote of the same lines (`catalog_quote` of `ids`) in one call of
   * `catalog_quote_reserve` (`reservations.sql`): a placement's two statements in one round trip. The
   * quote is read first; a line not on sale is never taken (the take asks what the quote asks).
   */
  async quoteAndReserve(
    orderId: string,
    lines: ReservedLine[],
    event: EventStamp & { reason: string },
    ids: { products: string[]; variants: string[] },
  ): Promise<{ quote: QuotedProduct[]; reserve: ReserveOutcome }> {
    const [row] = await queryPrepared<{ r: { quote: QuotedProduct[]; reserve: ReserveAnswer } }>(
      this.tx.current(),
      'catalog.quoteReserve',
      sql`SELECT catalog_quote_reserve(${orderId}, ${JSON.stringify(lines)}::jsonb, ${JSON.stringify(event)}::jsonb,
                 ${uuidArray(ids.products)}::uuid[], ${uuidArray(ids.variants)}::uuid[]) AS r`,
    );
    return { quote: row.r.quote, reserve: outcomeOf(row.r.reserve) };
  }

  /**
   * Takes every line or none, with their StockChanged rows, in the caller's transaction (one call
   * of `catalog_take_lines`, the function `catalog_reserve` takes with); a short line throws
   * (`shortLineOf`). The lines' ids must be uuids.
   */
  async takeLines(lines: ReservedLine[], event: EventStamp & { reason: string }): Promise<void> {
    await this.tx.current().execute(sql`SELECT catalog_take_lines(${JSON.stringify(lines)}::jsonb, ${JSON.stringify(event)}::jsonb)`);
  }

  /** reserved|confirmed → released, once: a concurrent second call finds the status changed and gets null. */
  async markReleased(orderId: string, reason: string, from: ReservationStatus[], createdBefore?: Date): Promise<ReservedLine[] | null> {
    const [row] = await rows<{ lines: ReservedLine[] }>(
      this.tx.current(),
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
  async markCancelled(orderId: string): Promise<void> {
    await this.tx.current().execute(
      sql`INSERT INTO stock_reservations (order_id, lines, status, release_reason) VALUES (${orderId}, '[]'::jsonb, 'released', 'cancelled')
          ON CONFLICT (order_id) DO UPDATE SET release_reason = 'cancelled', updated_at = now() WHERE stock_reservations.status = 'released'`,
    );
  }

  /** reserved → confirmed for each of the orders, in one statement (an array parameter): answers those confirmed. */
  async markAllConfirmed(orderIds: string[]): Promise<Set<string>> {
    const updated = await queryPrepared<{ order_id: string }>(
      this.tx.current(),
      'catalog.confirmAll',
      sql`UPDATE stock_reservations SET status = 'confirmed', updated_at = now()
          WHERE order_id = ANY(${sql.param(orderIds)}::text[]) AND status = 'reserved' RETURNING order_id`,
    );
    return new Set(updated.map((r) => r.order_id));
  }

  /**
   * A reservation given back before its OrderPlaced arrived (expired, or released by orders after
   * a write it thought had failed) is confirmed again; its stock is then taken again. Never one
   * a cancellation released.
   */
  async reconfirmReleased(orderId: string): Promise<ReservedLine[] | null> {
    const [row] = await rows<{ lines: ReservedLine[] }>(
      this.tx.current(),
      sql`UPDATE stock_reservations SET status = 'confirmed', release_reason = NULL, updated_at = now()
          WHERE order_id = ${orderId} AND status = 'released' AND release_reason IS DISTINCT FROM 'cancelled' RETURNING lines`,
    );
    return row?.lines ?? null;
  }

  /** Orders whose reservation still waits for its OrderPlaced since before `before`, oldest first. */
  async waitingSince(before: Date, limit: number): Promise<string[]> {
    const found = await rows<{ order_id: string }>(
      this.tx.current(),
      sql`SELECT order_id FROM stock_reservations WHERE status = 'reserved' AND created_at < ${before.toISOString()} ORDER BY created_at LIMIT ${limit}`,
    );
    return found.map((r) => r.order_id);
  }
}
