import type { PaymentData } from './payment.types.js';

// product §14 and §9: the QR box counts 300 s down (red under 60 s) and polls the payment status
// every 5 s, at most 60 times.
export const QR_SECONDS = 300;
export const RED_BELOW_SECONDS = 60;
export const POLL_INTERVAL_MS = 5000;
export const MAX_POLLS = 60;

/** Seconds left until `expiresAt`, never below 0 nor above the 300 s a code lives. */
export function secondsLeft(expiresAt: string, now: number): number {
  const left = Math.ceil((new Date(expiresAt).getTime() - now) / 1000);
  if (!Number.isFinite(left)) return 0;
  return Math.min(QR_SECONDS, Math.max(0, left));
}

/**
 * The QR page's few toasts (an error, the payment arriving) show at the bottom, so on a phone
 * they never cover the order number or the amount; its confirmations are said in the page.
 */
export const QR_TOAST = { placement: 'bottom' } as const;
/** How long a confirmation said in the page stays, as long as a toast (product §1). */
export const TOAST_MS = 3000;

/** mm:ss */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export const isUrgent = (seconds: number): boolean => seconds > 0 && seconds < RED_BELOW_SECONDS;

/** The checkout's paymentData, if it is the one of this order and well formed. */
export function storedPaymentData(raw: string | null, orderId: string): PaymentData | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<PaymentData>;
    const ok =
      data &&
      data.orderId === orderId &&
      typeof data.qrDataUrl === 'string' &&
      data.qrDataUrl.startsWith('data:image/png;base64,') &&
      typeof data.amount === 'number' &&
      typeof data.expiresAt === 'string' &&
      typeof data.transferContent === 'string' &&
      !!data.bank;
    return ok ? (data as PaymentData) : null;
  } catch {
    return null;
  }
}
