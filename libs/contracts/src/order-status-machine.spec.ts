import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canTransition, nextStatuses, nextStep, ORDER_STATUSES } from './order-labels';

describe('order state machine shared by the orders service and the back office (decision 0610)', () => {
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
    assert.ok(!canTransition('shipping', 'pending'));
    assert.ok(!canTransition('confirmed', 'pending'));
    assert.ok(!canTransition('confirmed', 'confirmed'));
  });

  it('cancels anything not yet delivered, and delivered and cancelled are final', () => {
    for (const from of ['pending', 'confirmed', 'processing', 'shipping'] as const) assert.ok(canTransition(from, 'cancelled'), from);
    assert.deepEqual(nextStatuses('delivered'), []);
    assert.deepEqual(nextStatuses('cancelled'), []);
  });

  it('lists the moves a select may offer from each status, and none from an unknown one', () => {
    assert.deepEqual(nextStatuses('pending'), ['confirmed', 'processing', 'shipping', 'cancelled']);
    assert.deepEqual(nextStatuses('processing'), ['shipping', 'cancelled']);
    assert.deepEqual(nextStatuses('shipping'), ['delivered', 'cancelled']);
    assert.deepEqual(nextStatuses('toString'), []);
    assert.ok(!canTransition('pending', 'lost'));
  });

  it('names one usual next step, which is always an allowed move', () => {
    assert.deepEqual(ORDER_STATUSES.map(nextStep), ['confirmed', 'shipping', 'shipping', 'delivered', undefined, undefined]);
    for (const from of ORDER_STATUSES) {
      const step = nextStep(from);
      if (step) assert.ok(canTransition(from, step), `${from} → ${step}`);
    }
  });
});
