import { ROOT_CONTEXT, context, isSpanContextValid, propagation, trace } from '@opentelemetry/api';

/**
 * The W3C trace context of the work in progress, as a plain object that can travel where HTTP
 * headers cannot: an outbox row, a BullMQ job. Empty when nothing is traced (no telemetry started,
 * or the trace was not sampled and carries nothing worth keeping).
 */
export function traceCarrier(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** The `traceparent` of the work in progress, or null. */
export function currentTraceparent(): string | null {
  return traceCarrier().traceparent ?? null;
}

/**
 * Runs `fn` as a continuation of the trace a carrier names (the work that scheduled it), in a span
 * of its own; without a carrier, in a new trace.
 */
export function runInTrace<T>(carrier: Record<string, unknown> | undefined, spanName: string, fn: () => Promise<T>): Promise<T> {
  const parent = propagation.extract(ROOT_CONTEXT, carrier ?? {});
  return trace.getTracer('shop').startActiveSpan(spanName, {}, parent, async (span) => {
    try {
      return await fn();
    } finally {
      span.end();
    }
  });
}

/** `trace_id` and `span_id` of the active span, for log lines written inside one. */
export function traceFields(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getSpan(context.active())?.spanContext();
  return span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : undefined;
}
