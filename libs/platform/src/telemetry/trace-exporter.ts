import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter as OtlpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';

/**
 * The OTLP exporter the standard variables ask for, or none: without `OTEL_EXPORTER_OTLP_ENDPOINT`
 * (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) nothing is exported and nothing is sent anywhere.
 * The exporters read the endpoint, headers and timeout from the same variables themselves.
 */
export function traceExporterFromEnv(env: NodeJS.ProcessEnv = process.env): SpanExporter | undefined {
  if (!env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT && !env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  if ((env.OTEL_TRACES_EXPORTER ?? 'otlp') === 'none') return undefined;
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf';
  if (protocol === 'http/json') return new OtlpJsonExporter();
  if (protocol === 'http/protobuf') return new OtlpProtobufExporter();
  throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL "${protocol}" is not supported: use http/protobuf or http/json`);
}
