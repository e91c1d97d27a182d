import { randomFillSync } from 'node:crypto';
import {
  SpanKind,
  TraceFlags,
  context,
  isSpanContextValid,
  trace,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerProvider,
} from '@opentelemetry/api';
import { isTracingSuppressed } from '@opentelemetry/core';
import { SamplingDecision, type IdGenerator, type Sampler } from '@opentelemetry/sdk-trace-base';

/** Random hex digits drawn at once for many ids: 8 KiB of random bytes, 512 trace ids. */
const POOL_BYTES = 8192;

/**
 * The provider's ids: random, from hex digits of `crypto.randomFillSync` drawn 8 KiB at a time
 * and cut into ids, instead of the SDK's `Math.random` words written into a buffer and hex-encoded
 * for each id (about a third of a dropped span's start in a loop). And one hand-over: a trace id
 * the deciding tracer below has already drawn and sampled is given to the SDK's `startSpan` as the
 * id of the root span it then makes, so the SDK's sampler sees the same id and decides the same.
 */
export class HandedOverTraceIds implements IdGenerator {
  private pool = '';
  private at = 0;
  private handed: string | undefined;

  generateTraceId(): string {
    const id = this.handed ?? this.draw(32);
    this.handed = undefined;
    return id;
  }

  generateSpanId(): string {
    return this.draw(16);
  }

  /** The next root span's trace id, for the `startSpan` call that follows at once. */
  handOver(traceId: string | undefined): void {
    this.handed = traceId;
  }

  private draw(digits: number): string {
    if (this.at + digits > this.pool.length) {
      this.pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES)).toString('hex');
      this.at = 0;
    }
    const id = this.pool.slice(this.at, (this.at += digits));
    // All zeros is the one invalid id (W3C trace context); as likely as any other.
    return id !== '0'.repeat(digits) ? id : this.draw(digits);
  }
}

/**
 * Makes every tracer of `provider` ask `sampler` first and, when it drops the span, return a
 * non-recording span at once: the parent's trace id (or a new one for a root) and trace state, a
 * new span id, flags 00. The SDK's `startSpan` does the same for a dropped span, after work only a
 * recorded span needs: the links and attributes copied and checked, its span-count metric with an
 * attribute object, a debug log call. That was most of `@opentelemetry/sdk-trace` in the gateway's
 * CPU profile, where every request starts a span and nine in ten are dropped at the manifests'
 * sampling, as are the Nest handler spans and Apollo Gateway's own under them (decision 0440).
 * Spans the sampler keeps, root spans asked for with `root`, and spans where tracing is suppressed
 * go to the SDK as before. `sampler` and `ids` must be the provider's own.
 */
export function decidingFirst<T extends TracerProvider>(provider: T, sampler: Sampler, ids: HandedOverTraceIds): T {
  const getTracer = provider.getTracer.bind(provider);
  const tracers = new Map<Tracer, Tracer>();
  provider.getTracer = (...args: Parameters<TracerProvider['getTracer']>) => {
    const sdk = getTracer(...args);
    let deciding = tracers.get(sdk);
    if (!deciding) tracers.set(sdk, (deciding = decidingTracer(sdk, sampler, ids)));
    return deciding;
  };
  return provider;
}

function decidingTracer(sdk: Tracer, sampler: Sampler, ids: HandedOverTraceIds): Tracer {
  const startSpan = (name: string, options: SpanOptions = {}, ctx: Context = context.active()): Span => {
    if (options.root || isTracingSuppressed(ctx)) return sdk.startSpan(name, options, ctx);
    const parent = trace.getSpanContext(ctx);
    const child = parent !== undefined && isSpanContextValid(parent);
    const traceId = child ? parent.traceId : ids.generateTraceId();
    const { decision } = sampler.shouldSample(ctx, traceId, name, options.kind ?? SpanKind.INTERNAL, options.attributes ?? {}, options.links ?? []);
    if (decision === SamplingDecision.NOT_RECORD) {
      return trace.wrapSpanContext({ traceId, spanId: ids.generateSpanId(), traceFlags: TraceFlags.NONE, traceState: child ? parent.traceState : undefined });
    }
    if (!child) ids.handOver(traceId);
    try {
      return sdk.startSpan(name, options, ctx);
    } finally {
      ids.handOver(undefined);
    }
  };
  const startActiveSpan = (name: string, ...rest: unknown[]): unknown => {
    const fn = rest.pop() as (span: Span) => unknown;
    const [options, ctx] = rest as [SpanOptions | undefined, Context | undefined];
    const parent = ctx ?? context.active();
    const span = startSpan(name, options, parent);
    return context.with(trace.setSpan(parent, span), fn, undefined, span);
  };
  return { startSpan, startActiveSpan: startActiveSpan as Tracer['startActiveSpan'] };
}
