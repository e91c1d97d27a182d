import { z } from 'zod';
import { defineCommand } from './define-command';

/** What the QR page shows for a bank transfer (product §9.2 "Bank QR payment"). */
export const paymentData = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  /** The order total in whole dong. */
  amount: z.number().int(),
  /** `DONHANG` + order number (product §14). */
  transferContent: z.string(),
  bank: z.object({ bin: z.string(), name: z.string(), accountNumber: z.string(), accountName: z.string() }),
  /** The EMVCo/NAPAS 247 VietQR payload string. */
  qrPayload: z.string(),
  /** PNG data URL of qrPayload, made locally. */
  qrDataUrl: z.string(),
  /** The VietQR image service's quick-link URL, or null when switched off. */
  qrImageUrl: z.string().nullable(),
  expiresAt: z.string(),
});

/**
 * Opens (or, for the same order while it is still open, returns) the payment session of a
 * qr_payment order, so that the `POST /api/orders` answer carries `data.paymentData`.
 * Idempotent by orderId.
 */
export const OpenPaymentSession = defineCommand(
  'payments.openSession',
  z.object({
    orderId: z.string().min(1).max(64),
    orderNumber: z.string().min(1).max(32),
    customerId: z.string().min(1).max(64),
    amount: z.number().int().positive(),
  }),
  paymentData,
);
