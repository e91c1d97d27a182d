import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closedLabels } from '@shop/config';
import { commandsServedCounter, eventsConsumedCounter } from './delivery-counters';

describe('delivery metric labels (docs/operations.md, "Domain metrics")', () => {
  it("take the consumer's event types and its four results", () => {
    const consumed = eventsConsumedCounter(['orders.OrderPlaced', 'orders.OrderCancelled']);
    assert.deepEqual(consumed.labels, { event: ['orders.OrderPlaced', 'orders.OrderCancelled'], result: ['ok', 'retry', 'dead_letter', 'duplicate'] });
    assert.deepEqual(closedLabels(consumed.labels, { event: 'shop.Unknown', result: 'ok' }), { event: 'other', result: 'ok' });
  });

  it('take the commands served and how they were answered', () => {
    const served = commandsServedCounter(['catalog.reserveStock']);
    assert.deepEqual(served.labels, { command: ['catalog.reserveStock'], result: ['ok', 'refused', 'failed', 'invalid', 'unavailable'] });
  });
});
