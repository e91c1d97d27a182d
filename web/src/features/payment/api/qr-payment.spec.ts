import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCountdown, isUrgent, secondsLeft, storedPaymentData } from './qr-payment.logic.js';

describe('QR payment box logic', () => {
  it('counts down from 300 seconds and never below zero', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    assert.equal(secondsLeft('2026-11-23T10:05:00Z', now), 300);
    assert.equal(secondsLeft('2026-11-23T10:00:59.2Z', now), 60);
    assert.equal(secondsLeft('2026-11-23T09:59:00Z', now), 0);
    assert.equal(secondsLeft('not a date', now), 0);
  });

  it('shows mm:ss and turns red only under 60 seconds', () => {
    assert.equal(formatCountdown(300), '05:00');
    assert.equal(formatCountdown(59), '00:59');
    assert.equal(isUrgent(60), false);
    assert.equal(isUrgent(59), true);
    assert.equal(isUrgent(0), false);
  });

  it('takes the checkout payment data only for the same order', () => {
    const data = { orderId: 'o1', qrDataUrl: 'data:image/png;base64,AA', amount: 1, expiresAt: 'x', transferContent: 'DONHANGDH1', bank: {} };
    assert.equal(storedPaymentData(JSON.stringify(data), 'o1')?.orderId, 'o1');
    assert.equal(storedPaymentData(JSON.stringify(data), 'o2'), null);
    assert.equal(storedPaymentData('{not json', 'o1'), null);
    assert.equal(storedPaymentData(null, 'o1'), null);
  });
});
