import type { PaymentCommands } from '@shop/contracts';
import type { z } from 'zod';
import { vietQrImageBase } from '../common/payment-config';
import { qrCreationFailed } from '../common/errors';
import { shopBankAccount } from '../methods/payment-methods';
import { qrPngDataUrl, vietQrImageUrl } from '../vietqr/qr-code';
import type { OrderPayment, PaymentSession } from './order-payments.repository';

export type PaymentData = z.infer<typeof PaymentCommands.paymentData>;

/** What the QR page shows for one code: bank, amount, DONHANG text, payload, PNG, image link, expiry. */
export async function paymentDataOf(order: OrderPayment, session: PaymentSession): Promise<PaymentData> {
  const bank = shopBankAccount();
  let qrDataUrl: string;
  try {
    qrDataUrl = await qrPngDataUrl(session.qrPayload);
  } catch {
    throw qrCreationFailed();
  }
  return {
    paymentId: session.id,
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    amount: session.amount,
    transferContent: session.transferContent,
    bank: { bin: bank.bankBin, name: bank.bankName, accountNumber: bank.accountNo, accountName: bank.accountName },
    qrPayload: session.qrPayload,
    qrDataUrl,
    qrImageUrl: vietQrImageUrl(vietQrImageBase(), bank, session.amount, session.transferContent),
    expiresAt: session.expiresAt.toISOString(),
  };
}
