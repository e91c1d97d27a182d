import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace, type Span } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { routeTemplate } from './http-metrics';

export interface ServerSpanOptions {
  /** Runs first, before the trace headers are read: the edge drops those of untrusted peers. */
  beforeExtract?: (request: IncomingMessage) => void;
  /** Requests that are not work (scrapes of the metrics port, health probes) make no spans. */
  isHousekeeping: (request: IncomingMessage) => boolean;
}

/**
 * One SERVER span per request a process serves, made by a hook of the shop's own instead of the
 * HTTP instrumentation's incoming side. That side computes a dozen attributes before the sampler
 * decides, and rebinds every listener added to the request and the response to the request's
 * context: in a CPU profile of the gateway's cached read it was most of telemetry's cost, for the
 * nine requests in ten that are not sampled (decision 0440). Here the sampler decides first
 * (`startSpan` with the caller's context), the request then runs in the span's context, which an
 * unsampled request still needs (log lines name its trace, outgoing calls pass on `traceparent`
 * with flags 00), and only a recorded span is given its attributes and ended.
 */
export function traceIncomingRequests({ beforeExtract, isHousekeeping }: ServerSpanOptions): () => void {
  const tracer = trace.getTracer('@shop/platform/http-server');
  const proto = http.Server.prototype;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function emitInSpan(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    beforeExtract?.(request);
    // Nor does what a probe calls (a readiness check's queries and requests): no trace of their own.
    if (isHousekeeping(request)) return context.with(suppressTracing(ROOT_CONTEXT), () => emit.call(this, event, ...args));
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const method = request.method ?? 'GET';
    const span = tracer.startSpan(method, { kind: SpanKind.SERVER }, parent);
    if (span.isRecording()) recordRequest(span, method, request, response);
    return context.with(trace.setSpan(parent, span), () => emit.call(this, event, ...args));
  } as typeof proto.emit;
  return () => {
    proto.emit = emit as typeof proto.emit;
  };
}

/** The attributes of a sampled request, and its end once the response is finished or abandoned. */
function recordRequest(span: Span, method: string, request: IncomingMessage, response: ServerResponse): void {
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  span.setAttributes({
    'http.request.method': method,
    'url.path': query < 0 ? url : url.slice(0, query),
    ...(query < 0 ? {} : { 'url.query': url.slice(query + 1) }),
    'url.scheme': 'http',
    'server.address': request.headers.host ?? '',
    'network.peer.address': request.socket.remoteAddress ?? '',
    'user_agent.original': request.headers['user-agent'] ?? '',
  });
  let ended = false;
  const end = (answered: boolean) => {
    if (ended) return;
    ended = true;
    const route = routeTemplate(request, response);
    span.updateName(`${method} ${route}`);
    span.setAttributes({ 'http.route': route, 'http.response.status_code': response.statusCode });
    if (!answered) span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away before the response was finished' });
    else if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  // Ends when the handler has ended the response and it is handed to the socket ('prefinish', in
  // the handler's `end()` call for an answer written at once), as the spans inside it have: the
  // span's duration is the shop's work, not the time the client takes to read the answer. A
  // listener, not a wrapper of `response.end`: a CPU profile then counts the response's own
  // writing for the code that ends it, not for this hook (decision 0440).
  response.once('prefinish', () => end(true));
  response.once('close', () => end(response.writableEnded));
}
