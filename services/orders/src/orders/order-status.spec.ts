import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canTransition, nextStatuses } from './order-status';

describe('order state machine (decision 0610)', () => {
  it('moves forward along pending → confirmed → processing → shipping → delivered', () => {
    assert.ok(canTransition('pending', 'confirmed'));
    assert.ok(canTransition('confirmed', 'processing'));
    assert.ok(canTransition('processing', 'shipping'));
    assert.ok(canTransition('shipping', 'delivered'));
  });

  it('lets staff skip steps forward but reach delivered only from shipping', () => {
    assert.ok(canTransition('pending', 'shipping'));
    assert.ok(!canTransition('pending', 'delivered'));
    assert.ok(!canTransition('processing', 'delivered'));
  });

  it('never goes back and never stays in place', () => {
    assert.ok(!canTransition('shipping', 'processing'));
    assert.ok(!canTransition('confirmed', 'pending'));
    assert.ok(!canTransition('confirmed', 'confirmed'));
  });

  it('cancels anything not yet delivered, and delivered and cancelled are final', () => {
    for (const from of ['pending', 'confirmed', 'processing', 'shipping'] as const) assert.ok(canTransition(from, 'cancelled'), from);
    assert.deepEqual(nextStatuses('delivered'), []);
    assert.deepEqual(nextStatuses('cancelled'), []);
  });
});
