import { randomInt } from 'node:crypto';
import { waitFor } from '@shop/testing';
import type { ShopClient } from './http';

// SePay bank-transfer notifications as the bank-notification service posts them (decision 0701),
// signed with the key the e2e system runs with, and the staff list they end up in (decision 0720).

let seq = randomInt(1000);

/** Posts one incoming transfer through the gateway's webhook proxy; returns SePay's id for it. */
export async function postSepayTransfer(baseUrl: string, content: string, amount: number): Promise<string> {
  const id = Date.now() * 1000 + (++seq % 1000);
  const res = await fetch(`${baseUrl}/api/payments/webhooks/sepay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Apikey ${process.env.SEPAY_WEBHOOK_API_KEY ?? 'e2e-sepay-webhook-key'}` },
    body: JSON.stringify({
      id,
      gateway: 'Vietcombank',
      transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
      accountNumber: '0011004455667',
      code: null,
      content,
      transferType: 'in',
      transferAmount: amount,
      accumulated: amount,
      subAccount: null,
      referenceCode: `FT${randomInt(1e9)}`,
      description: '',
    }),
  });
  const body = (await res.json()) as { success?: boolean };
  if (res.status !== 200 || body.success !== true) throw new Error(`SePay webhook: ${res.status} ${JSON.stringify(body)}`);
  return String(id);
}

export interface ListedTransfer {
  _id: string;
  providerId: string;
  outcome: string | null;
  orderId: string | null;
  orderNumber: string | null;
  missingAmount: number | null;
  refundAmount: number | null;
  reason: string | null;
  handledNote: string | null;
  [key: string]: unknown;
}

/** The transfer in the staff list under `view` (GET /api/payments/transactions), or undefined. */
export async function listedTransfer(staff: ShopClient, providerId: string, view = 'to_check'): Promise<ListedTransfer | undefined> {
  const res = await staff.get(`/api/payments/transactions?view=${view}&limit=100`);
  if (res.status !== 200) throw new Error(`transactions: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data.transactions as ListedTransfer[]).find((t) => t.providerId === providerId);
}

/** Waits until reconciliation processed the transfer and it shows in the staff list under `view`. */
export async function waitForListedTransfer(staff: ShopClient, providerId: string, view = 'to_check', timeoutMs = 15_000): Promise<ListedTransfer> {
  return waitFor(() => listedTransfer(staff, providerId, view), { timeoutMs, intervalMs: 200, what: `transfer ${providerId} listed under ${view}` });
}
