import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeSampling, idleWithinBudget, manifestSampling, samplingOf, withinBudget } from './telemetry-cost.mjs';

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
});
