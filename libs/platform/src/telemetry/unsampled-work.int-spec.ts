import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { SpanKind } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { AlwaysOnSampler, InMemorySpanExporter, ParentBasedSampler, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { traceFields } from '@shop/config';
import { createTestDatabase, type TestDatabase } from '@shop/testing';
import { traceIncomingRequests } from './server-spans';
import { propagatedWhenUnsampled, skippedWhenUnsampled } from './skipped-when-unsampled';

// Decision 0440: a request the sampler dropped keeps its trace id (log lines, the traceparent it
// passes on with flags 00) but makes no span: the pg and HTTP instrumentations do not even run.
// Their request hooks count the times they do. Real PostgreSQL and real HTTP servers.

const exporter = new InMemorySpanExporter();
const hooks = { pg: 0, http: 0 };
let testDb: TestDatabase;
let pool: import('pg').Pool;
let http: typeof import('node:http');
let front: import('node:http').Server;
let downstream: import('node:http').Server;
const passedOn: (string | undefined)[] = [];
let logged: ReturnType<typeof traceFields>;

const listen = async (server: import('node:http').Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

before(async () => {
  new NodeTracerProvider({ sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }), spanProcessors: [new SimpleSpanProcessor(exporter)] }).register();
  traceIncomingRequests({ isHousekeeping: () => false });
  registerInstrumentations({
    instrumentations: [
      propagatedWhenUnsampled(new HttpInstrumentation({ disableIncomingRequestInstrumentation: true, requestHook: () => void hooks.http++ })),
      skippedWhenUnsampled(new PgInstrumentation({ requireParentSpan: true, requestHook: () => void hooks.pg++ })),
    ],
  });
  // Required after the instrumentation is registered, which patches a module as it is required
  // (the preload arranges that for the processes); `import()` would go around the hook.
  const load = createRequire(__filename);
  http = load('node:http') as typeof import('node:http');
  const { Pool } = load('pg') as typeof import('pg');
  testDb = await createTestDatabase('telemetry_unsampled');
  pool = new Pool({ connectionString: testDb.url, max: 2 });
  downstream = http.createServer((req, res) => {
    passedOn.push(req.headers.traceparent as string | undefined);
    res.end('ok');
  });
  const downstreamUrl = await listen(downstream);
  const app = (load('express') as typeof import('express'))();
  app.get('/orders', (_req: IncomingMessage, res: ServerResponse) => {
    logged = traceFields();
    void pool
      .query('SELECT 1')
      .then(
        () =>
          new Promise<void>((resolve, reject) => {
            http.get(`${downstreamUrl}/stock`, (answer) => answer.resume().on('end', resolve)).on('error', reject);
          }),
      )
      .then(() => res.end('done'));
  });
  front = http.createServer(app);
});

after(async () => {
  front?.close();
  downstream?.close();
  await pool?.end();
  await testDb?.drop();
});

beforeEach(() => {
  exporter.reset();
  hooks.pg = hooks.http = 0;
  passedOn.length = 0;
  logged = undefined;
});

async function requestWith(flags: '00' | '01') {
  const traceId = randomBytes(16).toString('hex');
  const callerSpanId = randomBytes(8).toString('hex');
  const url = `${await listen(front)}/orders?page=2`;
  const res = await fetch(url, { headers: { traceparent: `00-${traceId}-${callerSpanId}-${flags}` } });
  assert.equal(await res.text(), 'done');
  front.close();
  return { traceId, callerSpanId };
}

describe('work under a request', () => {
  it('that was not sampled names its trace in logs and passes it on with flags 00, without a span or the instrumentations running', async () => {
    const { traceId } = await requestWith('00');
    assert.equal(logged?.trace_id, traceId);
    assert.equal(passedOn.length, 1);
    assert.match(passedOn[0] ?? '', new RegExp(`^00-${traceId}-[0-9a-f]{16}-00$`));
    assert.deepEqual(hooks, { pg: 0, http: 0 });
    assert.deepEqual(exporter.getFinishedSpans(), []);
  });

  it('that was sampled makes its server, pg and HTTP client spans in the caller’s trace', async () => {
    const { traceId, callerSpanId } = await requestWith('01');
    assert.deepEqual(hooks, { pg: 1, http: 1 });
    const spans = exporter.getFinishedSpans();
    // The downstream server, in this process too, has a SERVER span of its own, under the client's.
    const server = spans.find((s) => s.kind === SpanKind.SERVER && s.attributes['url.path'] === '/orders');
    assert.ok(server, 'a server span for the request');
    assert.equal(server.spanContext().traceId, traceId);
    assert.equal(server.parentSpanContext?.spanId, callerSpanId);
    // Named after the route Express matched, as the request histogram labels it.
    assert.equal(server.name, 'GET /orders');
    assert.equal(server.attributes['http.route'], '/orders');
    assert.equal(server.attributes['url.query'], 'page=2');
    assert.equal(server.attributes['http.response.status_code'], 200);
    assert.equal(logged?.span_id, server.spanContext().spanId);
    const children = spans.filter((s) => s.parentSpanContext?.spanId === server.spanContext().spanId).map((s) => `${s.kind} ${s.name}`);
    assert.ok(
      children.some((name) => /^\d+ pg\.query/.test(name)),
      `a pg query span among ${children.join(', ')}`,
    );
    assert.ok(children.includes(`${SpanKind.CLIENT} GET`), `an HTTP client span among ${children.join(', ')}`);
    assert.match(passedOn[0] ?? '', new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  });
});
