import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT_CONTEXT, SpanKind, TraceFlags, trace, type Span } from '@opentelemetry/api';
import { suppressTracing, TraceState } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  ParentBasedSampler,
  SamplingDecision,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import { HandedOverTraceIds, decidingFirst } from './deciding-tracer';

function setup(ratio: number) {
  const root = new TraceIdRatioBasedSampler(ratio);
  const sampler = new ParentBasedSampler({ root });
  const ids = new HandedOverTraceIds();
  const exporter = new InMemorySpanExporter();
  const sdk = new BasicTracerProvider({ sampler, idGenerator: ids, spanProcessors: [new SimpleSpanProcessor(exporter)] });
  // Counts the spans that reach the SDK's own startSpan.
  let sdkStarts = 0;
  const getTracer = sdk.getTracer.bind(sdk);
  sdk.getTracer = (...args) => {
    const tracer = getTracer(...args);
    const startSpan = tracer.startSpan.bind(tracer);
    tracer.startSpan = (...a) => (sdkStarts++, startSpan(...a));
    return tracer;
  };
  const provider = decidingFirst(sdk, sampler, ids);
  return { tracer: provider.getTracer('test'), exporter, root, sdkStarts: () => sdkStarts };
}

const remote = (traceFlags: TraceFlags) =>
  trace.setSpanContext(ROOT_CONTEXT, {
    traceId: '0af7651916cd43dd8448eb211c80319c',
    spanId: 'b7ad6b7169203331',
    traceFlags,
    traceState: new TraceState('shop=1'),
    isRemote: true,
  });

describe('the deciding tracer (decision 0440)', () => {
  it("drops a span under an unsampled parent without the SDK: the parent's trace, a new span id, flags 00", () => {
    const { tracer, sdkStarts } = setup(1);
    const span = tracer.startSpan('GET', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'GET' } }, remote(TraceFlags.NONE));
    const context = span.spanContext();
    assert.equal(span.isRecording(), false);
    assert.equal(context.traceId, '0af7651916cd43dd8448eb211c80319c');
    assert.match(context.spanId, /^[0-9a-f]{16}$/);
    assert.notEqual(context.spanId, 'b7ad6b7169203331');
    assert.equal(context.traceFlags, TraceFlags.NONE);
    assert.equal(context.traceState?.get('shop'), '1');
    assert.equal(sdkStarts(), 0);
  });

  it('leaves a span under a sampled parent to the SDK, which records it as the parent’s child', () => {
    const { tracer, exporter } = setup(0);
    tracer.startSpan('GET', {}, remote(TraceFlags.SAMPLED)).end();
    const [span] = exporter.getFinishedSpans();
    assert.equal(span.spanContext().traceId, '0af7651916cd43dd8448eb211c80319c');
    assert.equal(span.parentSpanContext?.spanId, 'b7ad6b7169203331');
  });

  it('keeps exactly the root spans whose new trace id the sampler keeps, under that same trace id', () => {
    const { tracer, exporter, root, sdkStarts } = setup(0.5);
    const spans: Span[] = Array.from({ length: 400 }, () => tracer.startSpan('GET', { kind: SpanKind.SERVER }, ROOT_CONTEXT));
    for (const span of spans) {
      const traceId = span.spanContext().traceId;
      const kept = root.shouldSample(ROOT_CONTEXT, traceId).decision === SamplingDecision.RECORD_AND_SAMPLED;
      assert.equal(span.isRecording(), kept, traceId);
      assert.equal(span.spanContext().traceFlags, kept ? TraceFlags.SAMPLED : TraceFlags.NONE);
      span.end();
    }
    // The SDK saw only the spans kept, each under the trace id that was decided on.
    const recorded = exporter.getFinishedSpans().length;
    assert.equal(sdkStarts(), recorded);
    assert.ok(recorded > 150 && recorded < 250, `${recorded} of 400 kept at 0.5`);
    assert.equal(new Set(spans.map((s) => s.spanContext().traceId)).size, 400);
  });

  it('gives no span where tracing is suppressed, as the SDK does', () => {
    const { tracer } = setup(1);
    const span = tracer.startSpan('probe', {}, suppressTracing(ROOT_CONTEXT));
    assert.equal(span.isRecording(), false);
    assert.equal(trace.isSpanContextValid(span.spanContext()), false);
  });

  it('runs startActiveSpan’s function with the span, under either decision', () => {
    const { tracer } = setup(1);
    const dropped = tracer.startActiveSpan('op', {}, remote(TraceFlags.NONE), (span) => span);
    assert.equal(dropped.isRecording(), false);
    const kept = tracer.startActiveSpan('op', (span) => {
      span.end();
      return span;
    });
    assert.equal(kept.isRecording(), false);
    assert.equal(kept.spanContext().traceFlags, TraceFlags.SAMPLED);
  });
});

describe('HandedOverTraceIds', () => {
  it('makes valid random ids, and a handed-over trace id once', () => {
    const ids = new HandedOverTraceIds();
    const traceIds = Array.from({ length: 2000 }, () => ids.generateTraceId());
    assert.ok(traceIds.every((id) => /^[0-9a-f]{32}$/.test(id) && /[^0]/.test(id)));
    assert.equal(new Set(traceIds).size, 2000);
    assert.ok(Array.from({ length: 2000 }, () => ids.generateSpanId()).every((id) => /^[0-9a-f]{16}$/.test(id)));
    ids.handOver('4bf92f3577b34da6a3ce929d0e0e4736');
    assert.equal(ids.generateTraceId(), '4bf92f3577b34da6a3ce929d0e0e4736');
    assert.notEqual(ids.generateTraceId(), '4bf92f3577b34da6a3ce929d0e0e4736');
  });
});
