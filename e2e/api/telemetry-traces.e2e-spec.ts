import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { waitFor } from '@shop/testing';
import { ShopClient } from '../support/http';
import { OtlpReceiver, SPAN_KIND_SERVER } from '../support/otlp-receiver';
import { startE2eSystem, type E2eSystem } from '../support/system';
import { orderPayload, staffClient, stockedProduct, syntheticCustomer } from './orders-support';

// docs/operations.md "Metrics and traces": one order placed is one trace, from the gateway through
// orders, catalog and payments, across the RabbitMQ hops (commands, the outbox relay, consumers)
// and into the payments worker's BullMQ job; the gateway takes a caller's traceparent only from
// its trusted proxy (decision 0440). This copy of the shop exports to a receiver in this process
// and trusts only 127.0.0.2 as its proxy, so requests from 127.0.0.1 are an untrusted client.

const TRUSTED_PROXY = '127.0.0.2';
const HOLD_SECONDS = 3;

let receiver: OtlpReceiver;
let system: E2eSystem;
let api: ShopClient;

before(async () => {
  receiver = await OtlpReceiver.start();
  system = await startE2eSystem({
    copy: 'traces',
    portShift: 60,
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      TRUST_PROXY: TRUSTED_PROXY,
      PAYMENT_HOLD_MINUTES: String(HOLD_SECONDS / 60),
    },
  });
  api = new ShopClient(system.baseUrl);
});
after(async () => {
  await system?.stop();
  await receiver?.close();
});

const newTraceparent = () => {
  const traceId = randomBytes(16).toString('hex');
  const callerSpanId = randomBytes(8).toString('hex');
  return { traceId, callerSpanId, traceparent: `00-${traceId}-${callerSpanId}-01` };
};

/** A POST to the gateway sent from `localAddress` (the loopback has every 127.x address). */
function postFrom(localAddress: string, path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  const url = new URL(path, system.baseUrl.replace('localhost', '127.0.0.1'));
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

describe('traces', () => {
  it('follows one order placed through the trusted proxy from the gateway to orders, catalog, payments and the worker', { timeout: 180_000 }, async () => {
    const admin = await staffClient(api);
    const product = await stockedProduct(api, admin, 5);
    // A customer without registering: this copy believes no X-Forwarded-For from here, so every
    // registration would count against the one address's limit (decision 0101).
    const { token } = await syntheticCustomer(api);
    const { traceId, callerSpanId, traceparent } = newTraceparent();

    const placed = await postFrom(TRUSTED_PROXY, '/api/orders', orderPayload([{ p: product, quantity: 1 }], { paymentMethod: 'qr_payment' }), {
      authorization: `Bearer ${token!}`,
      traceparent,
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));

    const services = () => new Set(receiver.trace(traceId).map((s) => s.service));
    await waitFor(() => ['gateway', 'orders', 'catalog', 'payments', 'payments-worker'].every((s) => services().has(s)), {
      what: `spans of every process under trace ${traceId}`,
      timeoutMs: 60_000,
      intervalMs: 200,
    });
    const spans = receiver.trace(traceId);
    // The RabbitMQ hops are in it: the OrderPlaced event relayed from the outbox and consumed, and the hold's job.
    assert.ok(
      spans.some((s) => s.service === 'orders' && /^publish .*shop\.events$/.test(s.name)),
      'the outbox relay publishes in the trace',
    );
    assert.ok(
      spans.some((s) => s.service === 'payments' && /payments\.events process$/.test(s.name)),
      'payments consumes the event in the trace',
    );
    assert.ok(
      spans.some((s) => s.service === 'payments-worker' && s.name === 'job hold-expiry'),
      'the worker runs the hold job in the trace',
    );
    // The gateway's first span continues the caller's span.
    assert.ok(spans.some((s) => s.service === 'gateway' && s.parentSpanId === callerSpanId));
  });

  it('starts a new trace for a traceparent sent by a client that is not the trusted proxy', { timeout: 60_000 }, async () => {
    const { traceId, traceparent } = newTraceparent();
    const marker = `untrusted-${randomBytes(4).toString('hex')}`;
    const res = await api.withHeaders({ traceparent }).get(`/api/products?search=${marker}`);
    assert.equal(res.status, 200);

    // The HTTP span the request is served in (its Nest spans and its call to the catalog, whose URL
    // carries the filter, name it too).
    const served = await waitFor(
      () =>
        receiver.spans.find(
          (s) => s.service === 'gateway' && s.kind === SPAN_KIND_SERVER && /^GET\b/.test(s.name) && JSON.stringify(s.attributes).includes(marker),
        ),
      {
        what: 'the gateway HTTP span of the untrusted request',
        timeoutMs: 30_000,
      },
    );
    assert.notEqual(served.traceId, traceId);
    assert.equal(served.parentSpanId ?? '', '');
    assert.deepEqual(receiver.trace(traceId), []);
  });
});
