import { env } from '@shop/config';

/** product §14: a QR code counts down 300 seconds. */
export const QR_LIFETIME_SECONDS = 300;

/**
 * How long an unpaid qr_payment order keeps its stock before the worker cancels it (decision
 * 0700). Minutes, fractions allowed (tests use a few seconds).
 */
export function paymentHoldMs(): number {
  const raw = env('PAYMENT_HOLD_MINUTES', '30');
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`PAYMENT_HOLD_MINUTES must be a positive number of minutes, got "${raw}"`);
  return Math.round(minutes * 60_000);
}

/**
 * The VietQR image service's quick-link base, e.g. https://img.vietqr.io/image; `off` (or `none`)
 * switches the third-party image off and the QR page shows only the code made here.
 */
export function vietQrImageBase(): string | null {
  const value = env('VIETQR_IMAGE_URL', 'https://img.vietqr.io/image').trim();
  return value === 'off' || value === 'none' ? null : value.replace(/\/+$/, '');
}

/** The key SePay sends as `Authorization: Apikey <key>`; unset, the webhook refuses everything. */
export const sepayApiKey = (): string => env('SEPAY_WEBHOOK_API_KEY', '');

/** How often the worker sweeps for what no delayed job covered (lost enqueue, crash mid-way). */
export function sweepIntervalMs(): number {
  const seconds = Number(env('PAYMENT_SWEEP_SECONDS', '60'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 60_000;
}
