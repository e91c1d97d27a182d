import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canPay, formatDateTime, paymentStatusLabel, tabFromParam } from './order-labels.logic.js';
import { ratingError } from './rating.logic.js';

describe('order labels', () => {
  it('shows paid or not paid', () => {
    assert.equal(paymentStatusLabel('paid'), 'Đã thanh toán');
    assert.equal(paymentStatusLabel('pending'), 'Chưa thanh toán');
    assert.equal(paymentStatusLabel('unpaid'), 'Chưa thanh toán');
  });

  it('offers Pay only for unpaid QR orders still open', () => {
    assert.equal(canPay({ paymentMethod: 'qr_payment', paymentStatus: 'unpaid', status: 'pending' }), true);
    assert.equal(canPay({ paymentMethod: 'qr_payment', paymentStatus: 'paid', status: 'pending' }), false);
    assert.equal(canPay({ paymentMethod: 'cod', paymentStatus: 'unpaid', status: 'pending' }), false);
    assert.equal(canPay({ paymentMethod: 'qr_payment', paymentStatus: 'unpaid', status: 'cancelled' }), false);
  });

  it('reads the tab from the URL, "all" when unknown', () => {
    assert.equal(tabFromParam('delivered'), 'delivered');
    assert.equal(tabFromParam('confirmed'), 'all');
    assert.equal(tabFromParam(null), 'all');
  });

  it('formats dates as dd/MM/yyyy HH:mm', () => {
    assert.equal(formatDateTime(new Date(2026, 0, 5, 9, 7)), '05/01/2026 09:07');
    assert.equal(formatDateTime('not a date'), '');
    assert.equal(formatDateTime(null), '');
  });

  it('accepts 1 to 5 whole stars and a comment of at most 1000 characters', () => {
    assert.equal(ratingError(5, 'Đẹp'), null);
    assert.equal(ratingError(0, ''), 'Vui lòng chọn số sao (1-5)');
    assert.equal(ratingError(6, ''), 'Vui lòng chọn số sao (1-5)');
    assert.equal(ratingError(2.5, ''), 'Vui lòng chọn số sao (1-5)');
    assert.match(ratingError(4, 'x'.repeat(1001)) ?? '', /1000/);
  });
});
