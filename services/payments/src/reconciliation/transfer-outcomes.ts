/** What reconciliation decides about a bank transfer (decision 0703); the column `bank_transactions.outcome`. */
export const OUTCOMES = ['paid', 'overpaid', 'partial', 'ambiguous', 'unmatched', 'already_paid', 'refund_due', 'outgoing'] as const;
export type Outcome = (typeof OUTCOMES)[number];
