import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkRange, MAX_REPORT_DAYS, previousRange, rangeLength } from './sales-period';

describe('sales report periods (decision 0521)', () => {
  it('sets a day beside the day before it', () => {
    assert.deepEqual(previousRange({ from: '2026-03-01', to: '2026-03-01' }), { from: '2026-02-28', to: '2026-02-28' });
  });

  it('sets seven days beside the seven before them, across a month end', () => {
    assert.deepEqual(previousRange({ from: '2026-03-02', to: '2026-03-08' }), { from: '2026-02-23', to: '2026-03-01' });
  });

  it('sets a month so far beside as many days just before it', () => {
    const november = { from: '2026-11-01', to: '2026-11-28' };
    assert.equal(rangeLength(november), 28);
    assert.deepEqual(previousRange(november), { from: '2026-10-04', to: '2026-10-31' });
  });

  it('counts a leap day', () => {
    assert.equal(rangeLength({ from: '2028-02-01', to: '2028-03-01' }), 30);
  });

  it('refuses days that do not exist, a reversed range and one longer than a year and a day', () => {
    assert.equal(checkRange('2026-02-30', '2026-03-01'), null);
    assert.equal(checkRange('2026-3-1', '2026-03-02'), null);
    assert.equal(checkRange('1999-12-31', '2000-01-02'), null);
    assert.equal(checkRange('2026-03-02', '2026-03-01'), null);
    assert.equal(checkRange('2026-01-01', '2027-01-02'), null);
    assert.equal(rangeLength(checkRange('2028-01-01', '2028-12-31')!), MAX_REPORT_DAYS);
  });
});
