import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { startTracing } from './tracing';

describe('startTracing with TRACES_KEPT_PER_SECOND', () => {
  it('keeps at most that many new traces a second, the rest of a kept trace whole (decision 0440)', () => {
    process.env.OTEL_TRACES_SAMPLER = 'parentbased_always_on';
    process.env.TRACES_KEPT_PER_SECOND = '2';
    startTracing({ resource: resourceFromAttributes({}), edge: false, isHousekeeping: () => false });
    const tracer = trace.getTracer('test');
    const roots = Array.from({ length: 5 }, () => tracer.startSpan('GET /api/orders'));
    assert.deepEqual(
      roots.map((s) => s.isRecording()),
      [true, true, false, false, false],
    );
    // A child of a kept trace is kept: the cap is on new traces only.
    const children = Array.from({ length: 5 }, () => tracer.startSpan('pg.query', {}, trace.setSpan(ROOT_CONTEXT, roots[0])));
    assert.ok(children.every((s) => s.isRecording()));
  });
});
