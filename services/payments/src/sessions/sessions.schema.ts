import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * What payments knows of each order (from `payments.openSession` and `orders.OrderPlaced`): the
 * one row every payment, cancellation and expiry of the order locks first, so they happen one
 * after the other.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    orderId: text('order_id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    /** `DONHANG` + order number, upper case, without spaces or dashes: what a transfer text must contain. */
    referenceKey: text('reference_key').notNull(),
    customerId: text('customer_id').notNull(),
    /** From orders.OrderPlaced (the command does not carry it): where a refund's mail goes. */
    customerEmail: text('customer_email'),
    paymentMethod: text('payment_method').notNull(),
    /** The order total in whole dong. */
    amount: integer('amount').notNull(),
    /** product §9: unpaid, pending (a QR code is open), paid. */
    paymentStatus: text('payment_status').notNull(),
    /** cancelled (the order was cancelled) or expired (unpaid past the hold): no payment is taken any more. */
    closedReason: text('closed_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** qr_payment only: the worker cancels the order if it is still unpaid then (PAYMENT_HOLD_MINUTES). */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_payments_reference_key_uq').on(t.referenceKey),
    index('order_payments_hold_idx')
      .on(t.holdUntil)
      .where(sql`closed_at IS NULL AND payment_status <> 'paid'`),
    check('order_payments_status_ck', sql`${t.paymentStatus} IN ('unpaid', 'pending', 'paid')`),
    check('order_payments_closed_ck', sql`${t.closedReason} IS NULL OR ${t.closedReason} IN ('cancelled', 'expired')`),
    check('order_payments_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/** One QR code shown to the customer; a new code replaces the open one (one open per order). */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orderPayments.orderId),
    amount: integer('amount').notNull(),
    transferContent: text('transfer_content').notNull(),
    qrPayload: text('qr_payload').notNull(),
    /** open, replaced (a newer code), expired (its 300 s ran out), closed (payment cancelled or order closed), paid. */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_sessions_one_open_uq')
      .on(t.orderId)
      .where(sql`status = 'open'`),
    index('payment_sessions_order_idx').on(t.orderId, t.createdAt),
    check('payment_sessions_status_ck', sql`${t.status} IN ('open', 'replaced', 'expired', 'closed', 'paid')`),
  ],
);

/**
 * Confirmed payments. The unique keys are the rule "an order is paid once, and one transaction
 * pays one order" (architecture §9), whatever code path or replica gets there first.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orderPayments.orderId),
    transactionId: text('transaction_id').notNull(),
    source: text('source').notNull(),
    amount: integer('amount').notNull(),
    note: text('note'),
    confirmedBy: text('confirmed_by'),
    /** The order was cancelled after it was paid: staff owe the customer a refund. */
    refundDue: timestamp('refund_due', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_uq').on(t.orderId),
    uniqueIndex('payments_transaction_uq').on(t.transactionId),
    check('payments_source_ck', sql`${t.source} IN ('webhook', 'staff')`),
  ],
);
