import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OTLPTraceExporter as OtlpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { traceExporterFromEnv } from './trace-exporter';

describe('traceExporterFromEnv', () => {
  it('exports nothing without an OTLP endpoint', () => {
    assert.equal(traceExporterFromEnv({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }), undefined);
    assert.equal(traceExporterFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }), undefined);
  });

  it('exports OTLP over HTTP as protobuf by default, or as JSON when asked', () => {
    assert.ok(traceExporterFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }) instanceof OtlpProtobufExporter);
    const json = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' };
    assert.ok(traceExporterFromEnv(json) instanceof OtlpJsonExporter);
  });

  it('refuses a protocol it cannot speak rather than dropping spans unseen', () => {
    assert.throws(() => traceExporterFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }), /not supported/);
  });
});
