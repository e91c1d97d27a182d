import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { AlwaysOnSampler, InMemorySpanExporter, ParentBasedSampler, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { traceIncomingRequests } from './server-spans';
import { nestHandlersSkippedWhenUnsampled } from './skipped-when-unsampled';

// Decision 0440: a request the sampler dropped runs Nest's handler without the instrumentation's
// two spans; a sampled one keeps them. A real Nest application over HTTP.

const exporter = new InMemorySpanExporter();
const seen: { traceId?: string; recording?: boolean; spanId?: string }[] = [];
/** The request's own span (the server span), as a middleware before Nest's router sees it. */
const outer: (string | undefined)[] = [];

@Controller('hello')
class HelloController {
  @Get()
  hello(): { greeting: string } {
    const span = trace.getActiveSpan();
    seen.push({ traceId: span?.spanContext().traceId, recording: span?.isRecording(), spanId: span?.spanContext().spanId });
    return { greeting: 'xin chào' };
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

let app: INestApplication;
let url: string;

before(async () => {
  new NodeTracerProvider({ sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }), spanProcessors: [new SimpleSpanProcessor(exporter)] }).register();
  traceIncomingRequests({ isHousekeeping: () => false });
  registerInstrumentations({ instrumentations: [nestHandlersSkippedWhenUnsampled(new NestInstrumentation())] });
  // Required after the instrumentation is registered, which patches @nestjs/core as it is required.
  const { NestFactory } = createRequire(__filename)('@nestjs/core') as typeof import('@nestjs/core');
  app = await NestFactory.create(HelloModule, { logger: false });
  app.use((_req: unknown, _res: unknown, next: () => void) => {
    outer.push(trace.getActiveSpan()?.spanContext().spanId);
    next();
  });
  await app.listen(0, '127.0.0.1');
  url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/hello`;
});

after(() => app?.close());

beforeEach(() => {
  exporter.reset();
  seen.length = 0;
  outer.length = 0;
});

async function requestWith(flags: '00' | '01'): Promise<string> {
  const traceId = randomBytes(16).toString('hex');
  const res = await fetch(url, { headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-${flags}` } });
  assert.deepEqual(await res.json(), { greeting: 'xin chào' });
  return traceId;
}

const nestSpans = () => exporter.getFinishedSpans().filter((s) => s.attributes.component === '@nestjs/core');

describe("Nest's handler spans", () => {
  it('are not made for a request that was not sampled: the handler runs in the request’s unsampled span', async () => {
    const traceId = await requestWith('00');
    assert.equal(outer.length, 1);
    // The server span itself, not a span the instrumentation started under it (unrecorded, but made).
    assert.deepEqual(seen, [{ traceId, recording: false, spanId: outer[0] }]);
    assert.deepEqual(nestSpans(), []);
  });

  it('are made for a sampled request, in its trace, around the handler', async () => {
    const traceId = await requestWith('01');
    assert.equal(seen.length, 1);
    assert.equal(seen[0].traceId, traceId);
    assert.equal(seen[0].recording, true);
    assert.notEqual(seen[0].spanId, outer[0], 'the handler runs in a span of its own');
    assert.deepEqual(
      nestSpans()
        .map((s) => s.name)
        .sort(),
      ['HelloController.hello', 'hello'],
    );
    for (const span of nestSpans()) assert.equal(span.spanContext().traceId, traceId);
  });
});
