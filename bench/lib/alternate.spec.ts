import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alternation, change, cpuPerOpBeyondIdle, median, percent } from './alternate';

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

  it("takes out of a row's CPU what the shop spends idle over the row's time, and only that", () => {
    // 1,000 ms of CPU over 5 s in a shop that spends 20 ms a second idle: 900 ms for 300 operations.
    assert.equal(cpuPerOpBeyondIdle(1000, 5000, 20, 300), 3);
    // A shop that spends more than its idle rate still shows all of its extra CPU.
    assert.equal(cpuPerOpBeyondIdle(1600, 5000, 20, 300), 5);
    assert.ok(Number.isNaN(cpuPerOpBeyondIdle(1000, 5000, null, 300)));
    assert.ok(Number.isNaN(cpuPerOpBeyondIdle(1000, 5000, 20, 0)));
  });
});
