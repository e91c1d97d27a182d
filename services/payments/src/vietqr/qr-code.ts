import QRCode from 'qrcode';
import type { BankAccount } from '../methods/payment-methods';

/** PNG data URL of a payload, drawn here so the QR page never depends on a third party (product §15). */
export function qrPngDataUrl(payload: string): Promise<string> {
  // Level M and a 4-module quiet zone: what banking apps read reliably from a phone screen.
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 4, scale: 6, type: 'image/png' });
}

/** The VietQR image service's quick link (product §15: account, name, amount and text in the address). */
export function vietQrImageUrl(base: string | null, bank: BankAccount, amount: number, transferContent: string): string | null {
  if (!base) return null;
  const query = new URLSearchParams({ amount: String(amount), addInfo: transferContent, accountName: bank.accountName });
  return `${base}/${encodeURIComponent(bank.bankBin)}-${encodeURIComponent(bank.accountNo)}-compact2.png?${query.toString()}`;
}
