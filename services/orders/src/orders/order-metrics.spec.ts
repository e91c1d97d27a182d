import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CANCELLED_BY, orderRevenue, ordersCancelled, ordersPlaced } from './order-metrics';

describe('order metric labels (docs/operations.md, "Domain metrics")', () => {
  it('take the payment methods of the shop, and who cancelled', () => {
    assert.deepEqual(ordersPlaced.labels, { payment_method: ['cod', 'qr_payment', 'bank_transfer'] });
    assert.deepEqual(orderRevenue.labels, ordersPlaced.labels);
    assert.deepEqual(ordersCancelled.labels, { by: ['customer', 'staff', 'expiry'] });
    assert.deepEqual(CANCELLED_BY, ['customer', 'staff', 'expiry']);
  });
});
