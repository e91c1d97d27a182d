import { context, propagation, trace } from '@opentelemetry/api';
import type { InstrumentationBase } from '@opentelemetry/instrumentation';

type Method = (this: unknown, ...args: unknown[]) => unknown;
type Wrap = (target: object, name: string, patch: (original: Method) => Method) => unknown;

/**
 * Makes an instrumentation's patched methods run the unpatched method when they are called inside
 * a span that is not recorded (a request the sampler dropped: nine in ten at the manifests'
 * `parentbased_traceidratio` 0.1). Under such a request the pg, ioredis and GraphQL
 * instrumentations would still build a span object, its attributes, a context and bound callbacks
 * for each query, command or operation, all to be dropped: the CPU profile of an order showed that
 * work under every query (decision 0440). Outside any span the instrumentation decides as before
 * (pg and ioredis make no span there, `requireParentSpan`). None of these clients carries trace
 * context onwards, so skipping them loses only spans nobody keeps. An unsampled request must still
 * pass on its `traceparent` with flags 00, or the next process would sample it anew: outgoing HTTP
 * has `propagatedWhenUnsampled` below, and amqplib keeps its instrumentation.
 */
export function skippedWhenUnsampled<T extends InstrumentationBase>(instrumentation: T): T {
  const patchable = instrumentation as unknown as { _wrap: Wrap };
  const wrap = patchable._wrap;
  patchable._wrap = (target, name, patch) =>
    wrap(target, name, (original) => {
      const traced = patch(original);
      return function unlessUnsampled(this: unknown, ...args: unknown[]) {
        const active = trace.getActiveSpan();
        return active && !active.isRecording() ? original.apply(this, args) : traced.apply(this, args);
      };
    });
  return instrumentation;
}

/**
 * Outgoing HTTP (`http.request`) inside an unsampled span: the W3C headers are added to the call
 * and the unpatched request runs, without the instrumentation's span, attributes and bound
 * listeners. The gateway's calls to the services are most of the gateway's telemetry cost of an
 * order otherwise. Calls whose options it cannot extend safely (headers given as an array) keep
 * the instrumented path.
 */
export function propagatedWhenUnsampled<T extends InstrumentationBase>(instrumentation: T): T {
  const patchable = instrumentation as unknown as { _wrap: Wrap };
  const wrap = patchable._wrap;
  patchable._wrap = (target, name, patch) =>
    wrap(target, name, (original) => {
      const traced = patch(original);
      if (name !== 'request') return traced;
      return function requestUnlessUnsampled(this: unknown, ...args: unknown[]) {
        const active = trace.getActiveSpan();
        const withHeaders = active && !active.isRecording() ? withTraceHeaders(args) : null;
        return withHeaders ? original.apply(this, withHeaders) : traced.apply(this, args);
      };
    });
  return instrumentation;
}

/** The arguments of `http.request(url?, options?, callback?)` with the active trace context in the options' headers. */
export function withTraceHeaders(args: unknown[]): unknown[] | null {
  const at = typeof args[0] === 'string' || args[0] instanceof URL ? 1 : 0;
  const given = args[at];
  const hasOptions = typeof given === 'object' && given !== null;
  if (!hasOptions && given !== undefined && typeof given !== 'function') return null;
  const options = hasOptions ? (given as { headers?: unknown }) : {};
  if (options.headers !== undefined && (typeof options.headers !== 'object' || options.headers === null || Array.isArray(options.headers))) return null;
  const headers: Record<string, unknown> = { ...(options.headers as Record<string, unknown> | undefined) };
  propagation.inject(context.active(), headers);
  const out = [...args];
  if (hasOptions) out[at] = { ...options, headers };
  else out.splice(at, 0, { headers });
  return out;
}
