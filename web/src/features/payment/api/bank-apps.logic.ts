import { VIETQR_BANKS } from '../../../lib/shop-rules.js';
import type { PaymentData } from './payment.types.js';

// The VietQR deep-link scheme (decision 0710): https://dl.vietqr.io/pay?app=<app id>&ba=<account>@<bank>
// &am=<amount>&tn=<transfer content> opens the named bank's app, on a phone where it is installed,
// with the transfer filled in. The shop only builds links; nothing is fetched from VietQR.

export const VIETQR_DEEPLINK = 'https://dl.vietqr.io/pay';

/** The major banks' apps, by VietQR app id, in the order most shoppers have them (the shop's one bank list). */
export const BANK_APPS: readonly { app: string; name: string }[] = VIETQR_BANKS.map(({ app, name }) => ({ app, name }));

/** The link that opens `app` with this order's transfer filled in. */
export function bankAppLink(app: string, data: Pick<PaymentData, 'amount' | 'transferContent' | 'bank'>): string {
  const query = new URLSearchParams({
    app,
    ba: `${data.bank.accountNumber}@${data.bank.bin}`,
    am: String(data.amount),
    tn: data.transferContent,
  });
  return `${VIETQR_DEEPLINK}?${query.toString()}`;
}

/** The saved QR image's file name: the order number, so the shopper finds it in the gallery. */
export const qrFileName = (orderNumber: string): string => `VietQR-${orderNumber.replace(/[^A-Za-z0-9-]/g, '')}.png`;
