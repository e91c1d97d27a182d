import { z } from 'zod';
import { defineEvent } from './envelope';
import { paymentStatus } from './orders';

// Events the payments service publishes; orders keeps the order's paymentStatus in step with them.

/** An order is paid (bank notification or staff), once per order whatever arrives first. */
export const PaymentConfirmed = defineEvent(
  'payments.PaymentConfirmed',
  1,
  z.object({
    orderId: z.string(),
    paymentId: z.string(),
    amount: z.number().int(),
    source: z.enum(['webhook', 'staff']),
    transactionId: z.string(),
    note: z.string().nullable(),
    paidAt: z.string(),
  }),
);

/** The payment status of an order changed other than by payment: 'unpaid' when the customer cancels the QR payment, 'pending' when a new code opens. */
export const PaymentStatusChanged = defineEvent(
  'payments.PaymentStatusChanged',
  1,
  z.object({
    orderId: z.string(),
    paymentStatus,
    source: z.enum(['customer', 'staff', 'session']),
    changedAt: z.string(),
  }),
);

/** An unpaid qr_payment order passed its hold time: orders cancels it (never a paid one) and its stock and coupon go back. */
export const PaymentExpired = defineEvent(
  'payments.PaymentExpired',
  1,
  z.object({
    orderId: z.string(),
    paymentId: z.string(),
    expiredAt: z.string(),
    reason: z.string(),
  }),
);

/** Staff returned money the shop owed (decision 0730): the customer sees 'Đã hoàn tiền' and gets a mail. */
export const RefundCompleted = defineEvent(
  'payments.RefundCompleted',
  1,
  z.object({
    refundId: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    amount: z.number().int(),
    bankReference: z.string(),
    refundedAt: z.string(),
  }),
);
