import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROOT_CONTEXT, SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import { AlwaysOnSampler, ParentBasedSampler, SamplingDecision, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';
import { CappedSampler, cappedSamplerFromEnv } from './capped-sampler';

const traceId = (i: number) => i.toString(16).padStart(32, '0');
const kept = (sampler: { shouldSample: CappedSampler['shouldSample'] }, i: number, context = ROOT_CONTEXT) =>
  sampler.shouldSample(context, traceId(i), 'GET', SpanKind.SERVER, {}, []).decision === SamplingDecision.RECORD_AND_SAMPLED;
const withParent = (flags: TraceFlags) =>
  trace.setSpanContext(ROOT_CONTEXT, { traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: flags, isRemote: true });

describe('CappedSampler', () => {
  it('keeps at most its cap of new traces a second, and more as time passes', () => {
    let clock = 0;
    const sampler = new CappedSampler(new AlwaysOnSampler(), 3, () => clock);
    assert.deepEqual(
      [1, 2, 3, 4, 5].map((i) => kept(sampler, i)),
      [true, true, true, false, false],
    );
    clock += 500; // half a second: one and a half more
    assert.deepEqual(
      [6, 7].map((i) => kept(sampler, i)),
      [true, false],
    );
    clock += 10_000; // never more than the cap at once
    assert.equal([8, 9, 10, 11, 12].filter((i) => kept(sampler, i)).length, 3);
  });

  it('is its inner sampler below the cap, and what that drops costs no token', () => {
    const ratio = new TraceIdRatioBasedSampler(0.5);
    const ids = Array.from({ length: 200 }, (_, i) => ((i * 2654435761) >>> 0).toString(16).padStart(32, '0'));
    const inner = ids.map((id) => ratio.shouldSample(ROOT_CONTEXT, id).decision);
    const below = new CappedSampler(ratio, 1000, () => 0);
    assert.deepEqual(
      ids.map((id) => below.shouldSample(ROOT_CONTEXT, id, 'GET', SpanKind.SERVER, {}, []).decision),
      inner,
    );
    // One token: every trace the ratio drops before its first kept one leaves it for that one.
    const first = inner.indexOf(SamplingDecision.RECORD_AND_SAMPLED);
    assert.ok(first > 0);
    const one = new CappedSampler(ratio, 1, () => 0);
    const decisions = ids.slice(0, first + 1).map((id) => one.shouldSample(ROOT_CONTEXT, id, 'GET', SpanKind.SERVER, {}, []).decision);
    assert.deepEqual(decisions, inner.slice(0, first + 1));
  });

  it('from the standard variables: parent-based, the cap on new traces only', () => {
    const sampler = cappedSamplerFromEnv({ OTEL_TRACES_SAMPLER: 'parentbased_always_on', TRACES_KEPT_PER_SECOND: '2' });
    assert.ok(sampler instanceof ParentBasedSampler);
    assert.deepEqual(
      [1, 2, 3].map((i) => kept(sampler, i)),
      [true, true, false],
    );
    // A trace begun elsewhere is kept or dropped whole, as its parent says, whatever the cap.
    assert.equal(kept(sampler, 4, withParent(TraceFlags.SAMPLED)), true);
    assert.equal(kept(sampler, 5, withParent(TraceFlags.NONE)), false);
  });

  it('leaves the SDK its own sampler without a cap, or for a sampler that is not parent-based', () => {
    assert.equal(cappedSamplerFromEnv({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' }), undefined);
    assert.equal(cappedSamplerFromEnv({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', TRACES_KEPT_PER_SECOND: '0' }), undefined);
    assert.equal(cappedSamplerFromEnv({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', TRACES_KEPT_PER_SECOND: 'many' }), undefined);
    assert.equal(cappedSamplerFromEnv({ OTEL_TRACES_SAMPLER: 'always_on', TRACES_KEPT_PER_SECOND: '5' }), undefined);
    assert.match(
      String(cappedSamplerFromEnv({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1', TRACES_KEPT_PER_SECOND: '5' })),
      /0\.1.*at most 5/,
    );
  });
});
