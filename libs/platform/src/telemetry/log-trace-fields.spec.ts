import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { trace } from '@opentelemetry/api';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { traceFields } from '@shop/config';

describe('log lines inside a span', () => {
  it('name the trace and the span they were written in, and nothing outside one', () => {
    new NodeTracerProvider().register();
    assert.equal(traceFields(), undefined);
    trace.getTracer('test').startActiveSpan('work', (span) => {
      assert.deepEqual(traceFields(), { trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId });
      span.end();
    });
  });
});
