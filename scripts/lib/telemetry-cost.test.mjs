import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeSampling, idleWithinBudget, manifestSampling, median, overStarts, samplingOf, withinBudget } from './telemetry-cost.mjs';

describe('the telemetry cost comparison of npm run bench', () => {
  it('runs the shop with telemetry on at the sampling the ConfigMap sets', () => {
    const text =
      "data:\n  OTEL_EXPORTER_OTLP_ENDPOINT: ''\n  OTEL_TRACES_SAMPLER: parentbased_traceidratio\n  OTEL_TRACES_SAMPLER_ARG: '0.25'\n  TRACES_KEPT_PER_SECOND: '3'\n";
    assert.deepEqual(samplingOf(text), { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25', TRACES_KEPT_PER_SECOND: '3' });
    assert.equal(describeSampling(samplingOf(text)), 'parentbased_traceidratio 0.25, at most 3 new traces a second');
    assert.throws(() => samplingOf('data:\n  OTEL_TRACES_SAMPLER: always_on\n'), /OTEL_TRACES_SAMPLER_ARG/);
    assert.equal(typeof manifestSampling().OTEL_TRACES_SAMPLER_ARG, 'string');
  });

  it('holds a row to 5 % more CPU per operation, or 5 % fewer requests a second without CPU figures', () => {
    assert.deepEqual(withinBudget({ pairedCpuChange: 0.049, pairedThroughputChange: -0.2 }), { met: true, by: 'CPU/op' });
    assert.deepEqual(withinBudget({ pairedCpuChange: 0.051, pairedThroughputChange: 0.1 }), { met: false, by: 'CPU/op' });
    assert.deepEqual(withinBudget({ pairedCpuChange: NaN, pairedThroughputChange: -0.04 }), { met: true, by: 'req/s' });
    assert.deepEqual(withinBudget({ pairedThroughputChange: -0.06 }), { met: false, by: 'req/s' });
  });

  it("holds the idle shop's extra CPU to 5 % of the machine's cores, which the rows leave out", () => {
    assert.deepEqual(idleWithinBudget(7, 20, 2), { met: true, share: 0.0065, cores: 2 });
    assert.equal(idleWithinBudget(7, 120, 2).met, false);
    assert.ok(Number.isNaN(idleWithinBudget(null, 200, 2).share));
  });

  it("takes the median over the starts of each start's figures, the change too, so one start's offset does not decide", () => {
    const row = (name, requestsPerSec, cpuPerOp, change) => ({
      name,
      requestsPerSec,
      p50: 10,
      p99: 20,
      non2xx: 0,
      errors: 1,
      answered: 100,
      cpuPerOp,
      ...(change === undefined ? {} : { pairedCpuChange: change, pairedThroughputChange: -change }),
    });
    const start = (orders, reads, idle) => ({
      off: { orders: row('orders off', 100, 5, undefined), cachedReads: row('reads off', 4000, 0.2, undefined), idleMsPerSec: idle },
      on: { orders: row('orders on', 98, 5.1, orders), cachedReads: row('reads on', 3900, 0.21, reads), idleMsPerSec: idle + 2 },
    });
    // The third start is 26 % dearer on the read, the first 4 % cheaper: the median is the second's.
    const { off, on } = overStarts([start(0.03, -0.04, 7), start(0.05, 0.02, 9), start(0.2, 0.26, 8)]);
    assert.equal(on.orders.pairedCpuChange, 0.05);
    assert.equal(on.cachedReads.pairedCpuChange, 0.02);
    assert.equal(on.cachedReads.pairedThroughputChange, -0.02);
    assert.deepEqual([off.idleMsPerSec, on.idleMsPerSec], [8, 10]);
    assert.equal(off.orders.pairedCpuChange, undefined);
    assert.deepEqual([on.orders.requestsPerSec, on.orders.cpuPerOp, on.orders.errors, on.orders.answered], [98, 5.1, 3, 300]);
    assert.equal(withinBudget(on.cachedReads).met, true);
    assert.equal(median([3, Number.NaN, 1, 2, 10]), 2.5);
    assert.ok(Number.isNaN(median([])));
  });
});
