import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { Client } from 'pg';
import { waitFor } from '@shop/testing';
import { uniqueEmail } from '../support/http';
import { clientAt } from '../support/identity';
import { processLogFile, serviceDatabaseUrl, type ServiceName } from '../support/system';
import { useShop } from '../support/shop';

const shop = useShop();

describe('gateway edges', () => {
  it('answers 413 with the REST envelope for an oversized JSON body', async () => {
    const res = await shop.api.request('POST', '/api/auth/login', JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(2_000_000) }));
    assert.equal(res.status, 413);
    assert.equal(res.body.success, false);
    assert.equal(res.body.code, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 400 for malformed JSON, on REST and on GraphQL', async () => {
    const rest = await shop.api.request('POST', '/api/auth/login', '{"email": ');
    assert.equal(rest.status, 400);
    assert.equal(rest.body.success, false);
    const gql = await shop.api.request('POST', '/graphql', '{"query": ');
    assert.equal(gql.status, 400);
  });

  it('answers 404 with the envelope for an unknown API path', async () => {
    const res = await shop.api.get('/api/no-such-thing');
    assert.equal(res.status, 404);
    assert.deepEqual(Object.keys(res.body).sort(), ['code', 'message', 'success']);
  });

  it('serves the web app for any client path, with index.html as the fallback', async () => {
    for (const p of ['/', '/login', '/some/unknown/client/path']) {
      const res = await fetch(`${shop.baseUrl}${p}`);
      assert.equal(res.status, 200, p);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      assert.match(await res.text(), /<div id="root">/);
    }
  });

  it('refuses a GraphQL query nested deeper than the limit', async () => {
    let q = 'id';
    for (let i = 0; i < 12; i++) q = `user { ${q} }`;
    const res = await shop.api.graphql(`{ me { ${q} } }`);
    assert.equal(res.status, 400);
    assert.ok(res.body.errors?.some((e: any) => e.extensions?.code === 'QUERY_TOO_DEEP' || e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED'));
  });

  it('answers a forged token with 401 on REST and GraphQL', async () => {
    const forged = 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.';
    const rest = await shop.api.withToken(forged).get('/api/auth/me');
    assert.equal(rest.status, 401);
    const gql = await shop.api.withToken(forged).graphql('{ shippingFee(city: "Hà Nội") }');
    assert.equal(gql.status, 401);
  });
});

describe('the four services', () => {
  it('are live and ready (database and RabbitMQ reachable) and the gateway sees them', async () => {
    const res = await shop.api.get('/health/ready');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.checks, { identity: true, catalog: true, orders: true, payments: true });
  });

  it('join the supergraph: one query reaches orders and payments', async () => {
    const res = await shop.api.graphql('{ shippingFee(city: "Hồ Chí Minh") other: shippingFee(city: "Huế") paymentMethods { code } }');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.shippingFee, 30_000);
    assert.equal(res.body.data.other, 50_000);
    assert.deepEqual(
      res.body.data.paymentMethods.map((m: any) => m.code),
      ['COD', 'qr_payment'],
    );
  });
});

describe('events and correlation ids across services', () => {
  it('delivers identity.UserRegistered to orders exactly once, carrying the caller correlation id into the logs', async () => {
    const email = uniqueEmail('event');
    const correlationId = `e2e-${Date.now()}`;
    const res = await clientAt(shop.api)
      .withHeaders({ 'x-correlation-id': correlationId })
      .post('/api/auth/register', { name: 'Nguyễn Văn Sự Kiện', email, phone: '0912345678', password: 'secret123' });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get('x-correlation-id'), correlationId);
    const userId = res.body.data.user._id;

    const ordersDb = new Client({ connectionString: await serviceDatabaseUrl('orders') });
    await ordersDb.connect();
    try {
      await waitFor(async () => (await ordersDb.query('SELECT id FROM customers WHERE id = $1', [userId])).rowCount === 1, {
        intervalMs: 100,
        what: 'orders to record the registered customer',
      });
    } finally {
      await ordersDb.end();
    }
    // Log lines reach the files through the processes' pipes a moment later.
    const logged = async (service: ServiceName, what: string) => {
      const file = await processLogFile(service);
      await waitFor(() => readFileSync(file, 'utf8').includes(correlationId), {
        timeoutMs: 5000,
        intervalMs: 100,
        what,
      });
    };
    await logged('identity', 'identity to log the correlation id');
    await logged('orders', 'orders to log the correlation id of the event');
  });
});
