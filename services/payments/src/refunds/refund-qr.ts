import { vietQrImageBase } from '../common/payment-config';
import { qrPngDataUrl, vietQrImageUrl } from '../vietqr/qr-code';
import { vietQrPayload } from '../vietqr/vietqr-payload';

export interface RefundQr {
  transferContent: string;
  payload: string;
  dataUrl: string;
  imageUrl: string | null;
}

/** `HOANTIEN DH000123`: what the customer's bank shows for the money coming back. */
export const refundContentOf = (orderNumber: string): string => `HOANTIEN ${orderNumber}`;

/**
 * The VietQR of a refund, made like the shop's own payment code (README "The VietQR code"): the
 * customer's account, the amount and `HOANTIEN DH…`; the image service's link first, and the code
 * drawn here as the fallback the page switches to when that link fails.
 */
export async function refundQr(refund: {
  bankBin: string;
  bankName: string;
  accountNo: string;
  accountName: string;
  amount: number;
  orderNumber: string;
}): Promise<RefundQr> {
  const transferContent = refundContentOf(refund.orderNumber);
  const payload = vietQrPayload({ bankBin: refund.bankBin, accountNo: refund.accountNo, amount: refund.amount, purpose: transferContent });
  const bank = { bankBin: refund.bankBin, bankName: refund.bankName, accountNo: refund.accountNo, accountName: refund.accountName };
  return { transferContent, payload, dataUrl: await qrPngDataUrl(payload), imageUrl: vietQrImageUrl(vietQrImageBase(), bank, refund.amount, transferContent) };
}
