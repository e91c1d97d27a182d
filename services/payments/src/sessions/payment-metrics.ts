import { shopCounter } from '@shop/config';
import { OUTCOMES, type Outcome } from '../reconciliation/transfer-outcomes';
import type { PaymentFacts } from './payment-ledger';

/** Who matched a payment to its order: the bank's notification, or staff (confirming, or attaching a transfer). */
export const PAYMENT_SOURCES = ['webhook', 'staff'] as const satisfies readonly PaymentFacts['source'][];

export const paymentsMatched = shopCounter('shop_payments_matched_total', 'Orders marked paid, counted once committed, by what matched the payment', {
  source: PAYMENT_SOURCES,
});
export const bankTransfers = shopCounter('shop_bank_transfers_total', 'Bank transfers reconciliation processed, by outcome (decision 0703)', {
  outcome: OUTCOMES,
});

/** After the transaction that marked the order paid committed. */
export function countMatched(source: PaymentFacts['source']): void {
  paymentsMatched.add({ source });
}

/** After the transaction that decided the transfer's outcome committed; a paying one also counts as matched. */
export function countTransfer(outcome: Outcome): void {
  bankTransfers.add({ outcome });
  if (outcome === 'paid' || outcome === 'overpaid') countMatched('webhook');
}
