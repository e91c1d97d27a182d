import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JOB_STATES } from '../expiry/expiry-queue-metrics';
import { bankTransfers, paymentsMatched } from './payment-metrics';

describe('payment metric labels (docs/operations.md, "Domain metrics")', () => {
  it('take the sources that mark a payment, the outcomes of a transfer and the job states', () => {
    assert.deepEqual(paymentsMatched.labels, { source: ['webhook', 'staff'] });
    assert.deepEqual(bankTransfers.labels, {
      outcome: ['paid', 'overpaid', 'partial', 'ambiguous', 'unmatched', 'already_paid', 'refund_due', 'outgoing'],
    });
    assert.deepEqual(JOB_STATES, ['waiting', 'active', 'delayed', 'failed', 'completed']);
  });
});
