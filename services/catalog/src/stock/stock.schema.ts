import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One summed line of a reservation: what was taken from a variant, or from a product without variants. */
export interface ReservedLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

export const RESERVATION_STATUSES = ['reserved', 'confirmed', 'released'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * Stock held for an order (architecture §7; decision 0601).
 * The primary key on order_id is what makes `catalog.reserveStock` idempotent: a repeated or
 * concurrent call for the same order waits on that key and finds the reservation already made.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: text('order_id').primaryKey(),
    lines: jsonb('lines').$type<ReservedLine[]>().notNull(),
    status: text('status').$type<ReservationStatus>().notNull().default('reserved'),
    /** Why it was released: 'command' (orders gave it back), 'cancelled' (OrderCancelled), 'expired' (never confirmed in time). */
    releaseReason: text('release_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_reservations_status_check', sql`${t.status} IN ('reserved', 'confirmed', 'released')`),
    // The sweeper looks only at reservations still waiting for their order.
    index('stock_reservations_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'reserved'`),
  ],
);

export type ReservationRow = typeof stockReservations.$inferSelect;
