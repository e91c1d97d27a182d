import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { ROOT_CONTEXT, SpanKind, TraceFlags, context, trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { AmqplibInstrumentation } from '@opentelemetry/instrumentation-amqplib';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { AlwaysOnSampler, InMemorySpanExporter, ParentBasedSampler, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { rabbitmqUrl, traceFields } from '@shop/config';
import { createTestDatabase, type TestDatabase } from '@shop/testing';
import { traceIncomingRequests } from './server-spans';
import { amqpPropagatedWhenUnsampled, propagatedWhenUnsampled, skippedWhenUnsampled } from './skipped-when-unsampled';

// Decision 0440: a request the sampler dropped keeps its trace id (log lines, the traceparent it
// passes on with flags 00) but makes no span: the pg, HTTP and amqplib instrumentations do not even
// run. Their hooks count the times they do. Real PostgreSQL, RabbitMQ and HTTP servers.

const exporter = new InMemorySpanExporter();
const hooks = { pg: 0, http: 0 };
const amqpHooks = { publish: 0, consume: 0 };
let testDb: TestDatabase;
let pool: import('pg').Pool;
let http: typeof import('node:http');
let front: import('node:http').Server;
let downstream: import('node:http').Server;
const passedOn: (string | undefined)[] = [];
let logged: ReturnType<typeof traceFields>;
let broker: import('amqplib').ChannelModel;
let channel: import('amqplib').Channel;
let queue: string;
const received: { traceparent: unknown; logged: ReturnType<typeof traceFields> }[] = [];

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
      amqpPropagatedWhenUnsampled(new AmqplibInstrumentation({ publishHook: () => void amqpHooks.publish++, consumeHook: () => void amqpHooks.consume++ })),
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
  const amqp = load('amqplib') as typeof import('amqplib');
  broker = await amqp.connect(rabbitmqUrl());
  channel = await broker.createChannel();
  // A queue of the broker's naming, this connection's only: nothing else publishes to it.
  queue = (await channel.assertQueue('', { exclusive: true })).queue;
  await channel.consume(queue, (msg) => {
    if (!msg) return;
    received.push({ traceparent: msg.properties.headers?.traceparent, logged: traceFields() });
    channel.ack(msg);
  });
});

after(async () => {
  await broker?.close();
  front?.close();
  downstream?.close();
  await pool?.end();
  await testDb?.drop();
});

beforeEach(() => {
  exporter.reset();
  hooks.pg = hooks.http = 0;
  amqpHooks.publish = amqpHooks.consume = 0;
  received.length = 0;
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

/** Publishes one message to the test's queue inside a trace of these flags, and waits until it is handled. */
async function publishIn(flags: TraceFlags) {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  const options = { messageId: 'm-1', headers: { 'x-kept': 'yes' } };
  const parent = trace.setSpanContext(ROOT_CONTEXT, { traceId, spanId, traceFlags: flags, isRemote: true });
  context.with(parent, () => channel.publish('', queue, Buffer.from('{}'), options));
  await waitFor(() => received.length === 1 || undefined);
  return { traceId, spanId, options };
}

const waitFor = async <T>(probe: () => T | undefined): Promise<T> => {
  for (let i = 0; i < 200; i++) {
    const found = probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('not received within 5 s');
};

describe('a RabbitMQ message', () => {
  it('published where the trace is not sampled carries its trace with flags 00, and its consumer runs in that trace, without spans', async () => {
    const { traceId, spanId, options } = await publishIn(TraceFlags.NONE);
    assert.equal(received[0].traceparent, `00-${traceId}-${spanId}-00`);
    assert.equal(received[0].logged?.trace_id, traceId);
    assert.deepEqual(amqpHooks, { publish: 0, consume: 0 });
    assert.deepEqual(exporter.getFinishedSpans(), []);
    assert.deepEqual(options.headers, { 'x-kept': 'yes' }, 'the caller’s options are left as they were');
  });

  it('published where the trace is sampled makes a producer and a consumer span in that trace', async () => {
    const { traceId, spanId } = await publishIn(TraceFlags.SAMPLED);
    assert.deepEqual(amqpHooks, { publish: 1, consume: 1 });
    const spans = await waitFor(() => (exporter.getFinishedSpans().length === 2 ? exporter.getFinishedSpans() : undefined));
    const producer = spans.find((s) => s.kind === SpanKind.PRODUCER);
    const consumer = spans.find((s) => s.kind === SpanKind.CONSUMER);
    assert.equal(producer?.parentSpanContext?.spanId, spanId);
    assert.equal(consumer?.parentSpanContext?.spanId, producer?.spanContext().spanId);
    assert.equal(consumer?.spanContext().traceId, traceId);
    assert.equal(received[0].traceparent, `00-${traceId}-${producer?.spanContext().spanId}-01`);
    assert.equal(received[0].logged?.span_id, consumer?.spanContext().spanId);
  });
});
