import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dateAndTime, formatDateTime } from './date-time.logic.js';

describe('dates (product §14)', () => {
  it('splits a moment into dd/MM/yyyy and HH:mm', () => {
    assert.deepEqual(dateAndTime(new Date(2026, 10, 3, 9, 5).toISOString()), { date: '03/11/2026', time: '09:05' });
    assert.deepEqual(dateAndTime('not a date'), { date: '-', time: '' });
  });

  it('formats dates as dd/MM/yyyy HH:mm', () => {
    assert.equal(formatDateTime(new Date(2026, 0, 5, 9, 7)), '05/01/2026 09:07');
    assert.equal(formatDateTime('not a date'), '');
    assert.equal(formatDateTime(null), '');
  });
});
