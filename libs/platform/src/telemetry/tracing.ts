import type { IncomingMessage } from 'node:http';
import type { Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { AmqplibInstrumentation } from '@opentelemetry/instrumentation-amqplib';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { trustProxy } from '@shop/config';
import { cappedSamplerFromEnv } from './capped-sampler';
import { SharedContextManager } from './context-manager';
import { shortStatement } from './pg-statement';
import { traceIncomingRequests } from './server-spans';
import { amqpPropagatedWhenUnsampled, nestHandlersSkippedWhenUnsampled, propagatedWhenUnsampled, skippedWhenUnsampled } from './skipped-when-unsampled';
import { traceExporterFromEnv } from './trace-exporter';
import { forgetUntrustedTraceContext, trustedPeer } from './trusted-trace-context';

export interface TracingOptions {
  resource: Resource;
  /** The public edge (the gateway) takes a caller's trace context only from a trusted proxy. */
  edge: boolean;
  /** Requests that are not work (scrapes of the metrics port, health probes) make no spans. */
  isHousekeeping: (request: IncomingMessage) => boolean;
}

/**
 * W3C trace context in and out of every HTTP call and RabbitMQ message, and spans for HTTP, Nest
 * handlers, GraphQL, pg, ioredis and amqplib. Express's own instrumentation is left out: it wraps
 * every layer of every request (the gateway has a dozen), CPU that shows in a profile, for spans
 * the HTTP spans and Nest's handler spans already cover. A request that is not sampled costs next
 * to nothing: the incoming side is the shop's own hook (`server-spans.ts`), and GraphQL, pg and
 * ioredis run unpatched inside an unsampled span, outgoing HTTP and RabbitMQ messages only carry
 * its headers there (`skipped-when-unsampled.ts`, decision 0440). The sampler follows
 * `OTEL_TRACES_SAMPLER`/`OTEL_TRACES_SAMPLER_ARG` (read by the SDK). Spans are exported only when
 * an OTLP endpoint is set; without one they still give log lines their trace ids and travel on.
 */
export function startTracing({ resource, edge, isHousekeeping }: TracingOptions): NodeTracerProvider {
  const exporter = traceExporterFromEnv();
  // With TRACES_KEPT_PER_SECOND, the standard sampler with its new traces capped (`capped-sampler.ts`).
  const sampler = cappedSamplerFromEnv();
  const provider = new NodeTracerProvider({ resource, ...(sampler && { sampler }), spanProcessors: exporter ? [new BatchSpanProcessor(exporter)] : [] });
  // The context in a slot of the shop's one AsyncLocalStorage, not in one more of its own (decision 0440).
  provider.register({ contextManager: new SharedContextManager() });
  traceIncomingRequests({ beforeExtract: edge ? forgetUntrustedTraceContext(trustedPeer(trustProxy())) : undefined, isHousekeeping });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      propagatedWhenUnsampled(new HttpInstrumentation({ disableIncomingRequestInstrumentation: true })),
      // Nest's handler spans only where the request is sampled (`nestHandlersSkippedWhenUnsampled`).
      nestHandlersSkippedWhenUnsampled(new NestInstrumentation()),
      // One span each for parsing, validating and executing an operation, none per resolver: wrapping
      // every field's resolver in every subgraph cost about 2 ms of CPU per order (decision 0440).
      skippedWhenUnsampled(new GraphQLInstrumentation({ ignoreResolveSpans: true })),
      // Pollers (the outbox relay, mail, housekeeping) query on their own: no trace of their own for
      // each poll. A span names its statement, not its whole SQL (`pg-statement.ts`).
      skippedWhenUnsampled(new PgInstrumentation({ requireParentSpan: true, requestHook: shortStatement })),
      skippedWhenUnsampled(new IORedisInstrumentation()),
      // Publish and consume spans only where the trace is sampled; its traceparent travels either way.
      amqpPropagatedWhenUnsampled(new AmqplibInstrumentation()),
    ],
  });
  return provider;
}
