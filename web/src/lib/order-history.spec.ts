import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { historyNewestFirst } from './order-history.logic.js';

describe('order status history', () => {
  it('lists newest first on both sides, keeping the later of two entries of the same moment first', () => {
    const h = [
      { status: 'pending', updatedAt: '2026-11-28T08:00:00.000Z' },
      { status: 'confirmed', updatedAt: '2026-11-28T09:00:00.000Z' },
      { status: 'shipping', updatedAt: '2026-11-28T09:00:00.000Z' },
    ];
    assert.deepEqual(
      historyNewestFirst(h).map((e) => e.status),
      ['shipping', 'confirmed', 'pending'],
    );
    assert.equal(h[0].status, 'pending', 'the list given is left as it was');
  });
});
