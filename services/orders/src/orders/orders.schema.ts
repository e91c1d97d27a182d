import { bigint, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Carrier } from '@shop/contracts';
import type { OrderStatus, PaymentMethod, PaymentStatus, ShippingMethod } from './order-status';

/** Order numbers for people (`DH000123`): one sequence, so two replicas never hand out the same. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export interface CustomerInfo {
  name: string;
  email: string;
  phone: string;
}
export interface ShippingAddress {
  fullName: string;
  phone: string;
  addressLine: string;
  ward: string | null;
  district: string | null;
  city: string;
}
export interface StatusHistoryEntry {
  status: OrderStatus;
  updatedAt: string;
  /** What the customer reads beside the status (a cancel reason, staff's word to the customer). */
  note: string | null;
  /** Staff's note for the team, never shown to the customer (decision 0615); absent on older entries. */
  internalNote?: string | null;
}
/** The staff member who placed the order for the customer (taken by phone or chat, decision 0660). */
export interface OrderCreator {
  id: string;
  name: string;
}
export interface PaymentDetails {
  paymentId: string | null;
  transactionId: string | null;
  amount: number | null;
  source: string | null;
  note: string | null;
  paidAt: string | null;
}
export interface VariantSnapshot {
  id: string;
  name: string | null;
  color: string | null;
  material: string | null;
  size: string | null;
  sku: string | null;
}

/** product §3 Order. Status history lives with the order (jsonb), appended in the same statement as each change. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: uuid('customer_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    status: text('status').$type<OrderStatus>().notNull(),
    customerInfo: jsonb('customer_info').$type<CustomerInfo>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    shippingMethod: text('shipping_method').$type<ShippingMethod>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    paymentDetails: jsonb('payment_details').$type<PaymentDetails>(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull(),
    totalDiscount: bigint('total_discount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    couponId: uuid('coupon_id'),
    couponCode: text('coupon_code'),
    trackingNumber: text('tracking_number'),
    /** The carrier the parcel was handed to, one of CARRIERS of @shop/contracts (decision 0615). */
    carrier: text('carrier').$type<Carrier>(),
    customerNote: text('customer_note'),
    /** Staff who placed it on the customer's behalf (decision 0660); null when the customer did. */
    createdBy: jsonb('created_by').$type<OrderCreator>(),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<'customer' | 'staff' | 'system'>(),
    statusHistory: jsonb('status_history').$type<StatusHistoryEntry[]>().notNull(),
    /** Order number and customer name folded (no accents, lower case) for the staff search. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Idempotency-Key: the same key from the same customer is the same order (decision 0611).
    unique('orders_customer_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
  ],
);

/**
 * The claim of an Idempotency-Key, taken before anything is reserved (decision 0611). The unique
 * key is what makes ten parallel duplicates one order: only the claimant goes on to the catalog.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    customerId: uuid('customer_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: uuid('order_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the normalised request (decision 0614); null on claims taken before it was kept. */
    fingerprint: text('fingerprint'),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.idempotencyKey] })],
);

/** product §3 Order item: snapshots of what was bought, at the price of the day. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: text('variant_id'),
    name: text('name').notNull(),
    image: text('image'),
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    variant: jsonb('variant').$type<VariantSnapshot>(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Rate product: one review per order and product (a verified purchase). */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('order_reviews_order_product').on(t.orderId, t.productId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderReviewRow = typeof orderReviews.$inferSelect;
