import { ROOT_CONTEXT, TraceFlags, context, isSpanContextValid, propagation, trace, type Context } from '@opentelemetry/api';
import type { InstrumentationBase } from '@opentelemetry/instrumentation';

type Method = (this: unknown, ...args: unknown[]) => unknown;
type Wrap = (target: object, name: string, patch: (original: Method) => Method) => unknown;

/**
 * `instrumentation` with each method it patches replaced by what `choose` makes of it: `original`
 * is the method as the module has it, `patch` the instrumentation's own wrapper of a method.
 */
function repatched<T extends InstrumentationBase>(
  instrumentation: T,
  choose: (original: Method, patch: (original: Method) => Method, target: object, name: string) => Method,
): T {
  const patchable = instrumentation as unknown as { _wrap: Wrap };
  const wrap = patchable._wrap;
  patchable._wrap = (target, name, patch) => wrap(target, name, (original) => choose(original, patch, target, name));
  return instrumentation;
}

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
 * has `propagatedWhenUnsampled` below, RabbitMQ messages `amqpPropagatedWhenUnsampled`.
 */
export function skippedWhenUnsampled<T extends InstrumentationBase>(instrumentation: T): T {
  return repatched(instrumentation, (original, patch) => {
    const traced = patch(original);
    return function unlessUnsampled(this: unknown, ...args: unknown[]) {
      const active = trace.getActiveSpan();
      return active && !active.isRecording() ? original.apply(this, args) : traced.apply(this, args);
    };
  });
}

/**
 * Nest's controller handlers inside an unsampled span: the unpatched handler runs, without the two
 * spans (request context and handler), their attributes, two context switches and two async
 * wrappers the Nest instrumentation adds to every request it serves whatever the sampler said
 * (decision 0440). The instrumentation wraps a handler once, when Nest builds the route
 * (`RouterExecutionContext.create`), so both handlers are built then and each request takes one:
 * the sampled tenth, and requests outside any span, keep the instrumented one. The application's
 * creation (`NestFactory.create`, once at start) keeps its span.
 */
export function nestHandlersSkippedWhenUnsampled<T extends InstrumentationBase>(instrumentation: T): T {
  return repatched(instrumentation, (original, patch, target, name) => {
    const traced = patch(original);
    if (name !== 'create' || target.constructor?.name !== 'RouterExecutionContext') return traced;
    return function createBoth(this: unknown, ...args: unknown[]) {
      const plain = original.apply(this, args) as Method;
      const withSpans = traced.apply(this, args) as Method;
      return function handlerUnlessUnsampled(this: unknown, ...request: unknown[]) {
        const active = trace.getActiveSpan();
        return active && !active.isRecording() ? plain.apply(this, request) : withSpans.apply(this, request);
      };
    };
  });
}

/**
 * Outgoing HTTP (`http.request`) inside an unsampled span: the W3C headers are added to the call
 * and the unpatched request runs, without the instrumentation's span, attributes and bound
 * listeners. The gateway's calls to the services are most of the gateway's telemetry cost of an
 * order otherwise. Calls whose options it cannot extend safely (headers given as an array) keep
 * the instrumented path.
 */
export function propagatedWhenUnsampled<T extends InstrumentationBase>(instrumentation: T): T {
  return repatched(instrumentation, (original, patch, _target, name) => {
    const traced = patch(original);
    if (name !== 'request') return traced;
    return function requestUnlessUnsampled(this: unknown, ...args: unknown[]) {
      const active = trace.getActiveSpan();
      const withHeaders = active && !active.isRecording() ? withTraceHeaders(args) : null;
      return withHeaders ? original.apply(this, withHeaders) : traced.apply(this, args);
    };
  });
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

/** The trace flags of a context say it is not sampled (a parent-based sampler drops all under it). */
function unsampled(ctx: Context): boolean {
  const span = trace.getSpanContext(ctx);
  return span !== undefined && isSpanContextValid(span) && (span.traceFlags & TraceFlags.SAMPLED) === 0;
}

interface AmqpMessage {
  properties?: { headers?: Record<string, unknown> };
}

/** The trace context a message's headers carry when its trace is not sampled; undefined otherwise. */
function unsampledParent(message: AmqpMessage | null): Context | undefined {
  const headers = message?.properties?.headers;
  if (!headers || headers.traceparent === undefined) return undefined;
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  return unsampled(parent) ? parent : undefined;
}

/**
 * amqplib inside a trace the sampler dropped: a message published there gets the W3C headers
 * (`traceparent` with flags 00) and the unpatched publish runs, and a message that arrives with
 * such headers is handled in the context they carry (log lines name its trace, what it publishes
 * passes the trace on) without the instrumentation's consumer span. Both spans were built, given
 * attributes and dropped for nine messages in ten, in every service that publishes or consumes
 * (decision 0440); the shop's samplers are parent-based, so nothing under an unsampled parent is
 * ever kept. The sampled tenth, and work outside any trace, keep the instrumentation as it is.
 * Decided by the trace flags, not by `isRecording()`: the outbox relay publishes under the remote
 * context its row stored, which records nothing in this process even when its trace is sampled.
 */
export function amqpPropagatedWhenUnsampled<T extends InstrumentationBase>(instrumentation: T): T {
  return repatched(instrumentation, (original, patch, _target, name) => {
    if (name === 'publish') {
      const traced = patch(original);
      // publish(exchange, routingKey, content, options?, callback?): the caller's options are not changed.
      return function publishUnlessUnsampled(this: unknown, ...args: unknown[]) {
        const active = context.active();
        if (!unsampled(active)) return traced.apply(this, args);
        const options = (args[3] ?? {}) as { headers?: Record<string, unknown> };
        const headers = { ...options.headers };
        propagation.inject(active, headers);
        const withHeaders = [...args];
        withHeaders[3] = { ...options, headers };
        return original.apply(this, withHeaders);
      };
    }
    if (name === 'consume') {
      // consume(queue, onMessage, options?): the instrumented consume replaces onMessage with its
      // own, which makes the span; each message goes to one or the other by its headers.
      let given: Method | undefined;
      const traced = patch(function consumeBoth(this: unknown, queue: unknown, tracedOnMessage: unknown, ...rest: unknown[]) {
        const onMessage = given as Method;
        const traceOf = tracedOnMessage as Method;
        const dispatch = function onMessageUnlessUnsampled(this: unknown, message: unknown) {
          const parent = unsampledParent(message as AmqpMessage | null);
          return parent ? context.with(parent, () => onMessage.call(this, message)) : traceOf.call(this, message);
        };
        return original.call(this, queue, dispatch, ...rest);
      });
      return function consume(this: unknown, ...args: unknown[]) {
        given = args[1] as Method;
        try {
          return traced.apply(this, args);
        } finally {
          given = undefined;
        }
      };
    }
    return patch(original);
  });
}
