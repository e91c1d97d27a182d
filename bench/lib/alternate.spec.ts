import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alternation, change, median, percent } from './alternate';

describe('comparing two shops over alternating rows', () => {
  it('takes the median, leaving out an odd row', () => {
    assert.equal(median([3, 1, 100]), 3);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(median([5, NaN, 7]), 6);
    assert.ok(Number.isNaN(median([])));
  });

  it('swaps which shop goes first in every other alternation', () => {
    assert.deepEqual(alternation('off', 'on', 4), [
      ['off', 'on'],
      ['on', 'off'],
      ['off', 'on'],
      ['on', 'off'],
    ]);
  });

  it('gives the change as a share of the telemetry-off figure and prints it', () => {
    assert.equal(change(10, 10.5).toFixed(3), '0.050');
    assert.equal(change(200, 190).toFixed(3), '-0.050');
    assert.ok(Number.isNaN(change(0, 3)));
    assert.equal(percent(0.0321), '+3.2 %');
    assert.equal(percent(-0.004), '-0.4 %');
    assert.equal(percent(NaN), 'n/a');
  });
});
