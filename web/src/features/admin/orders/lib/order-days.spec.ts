import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { todayInVietnam } from '../../shared/vietnam-days.logic.js';
import { parseOrderDays, presetDays, presetOf } from './order-days.logic.js';

describe('the orders list by order date', () => {
  it('counts today in Vietnam and ends the presets there', () => {
    assert.equal(todayInVietnam(new Date('2026-11-28T17:30:00Z')), '2026-11-29');
    assert.deepEqual(presetDays('today', '2026-11-29'), { from: '2026-11-29', to: '2026-11-29' });
    assert.deepEqual(presetDays('7d', '2026-12-03'), { from: '2026-11-27', to: '2026-12-03' });
    assert.deepEqual(presetDays('month', '2026-11-29'), { from: '2026-11-01', to: '2026-11-29' });
    assert.equal(presetOf({ from: '2026-11-01', to: '2026-11-29' }, '2026-11-29'), 'month');
    assert.equal(presetOf({ from: null, to: null }, '2026-11-29'), 'all');
    assert.equal(presetOf({ from: '2026-11-02', to: '2026-11-29' }, '2026-11-29'), 'custom');
  });

  it('reads only real days from the address bar', () => {
    assert.deepEqual(parseOrderDays(new URLSearchParams('from=2026-02-30&to=2026-03-01')), { from: null, to: '2026-03-01' });
    assert.deepEqual(parseOrderDays(new URLSearchParams('from=2026-03-02&to=2026-03-01')), { from: null, to: null });
  });
});
