import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { startSystem, type RunningSystem } from '../support/system';

// docs/operations.md "Metrics and traces": every process serves Prometheus text on a port of its
// own (METRICS_PORT), never on the gateway's public port (decision 0440).

let system: RunningSystem;
let api: ShopClient;
let ports: Record<string, number>;

before(async () => {
  system = await startSystem();
  api = new ShopClient(system.baseUrl);
  ports = JSON.parse(process.env.E2E_METRICS_PORTS ?? '{}') as Record<string, number>;
});
after(() => system?.stop());

const scrape = async (name: string): Promise<string> => {
  const res = await fetch(`http://127.0.0.1:${ports[name]}/metrics`);
  assert.equal(res.status, 200, `${name} answers /metrics`);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return res.text();
};

describe('metrics', () => {
  it('times requests by route template, never by the id in the path', async () => {
    const id = randomUUID();
    assert.equal((await api.get(`/api/products/${id}`)).status, 404);
    assert.equal((await api.graphql('query CategoryNames { categories { name } }')).status, 200);
    // Answered from the gateway's cache (a key's second miss is stored), and timed under its route all the same.
    const categories = `/api/categories?x=${id}`;
    for (let i = 0; i < 3; i++) await api.get(categories);
    assert.equal((await fetch(`${system.baseUrl}${categories}`)).headers.get('x-cache'), 'HIT');
    const gateway = await scrape('gateway');
    assert.match(gateway, /^http_server_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id",status="404"\} \d+$/m);
    assert.match(gateway, /^graphql_operation_duration_seconds_count\{operation="CategoryNames",type="query"\} \d+$/m);
    assert.match(gateway, /^http_server_request_duration_seconds_count\{method="GET",route="\/api\/categories",status="200"\} \d+$/m);
    assert.doesNotMatch(gateway, /route="unmatched",status="200"/);
    assert.doesNotMatch(gateway, new RegExp(id));
    // The product was looked for in the catalog's subgraph, counted under its endpoint.
    assert.match(await scrape('catalog'), /^http_server_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} \d+$/m);
  });

  it('shows the request times, Node runtime and process metrics of every process, and the database pool of each one with a database', async () => {
    assert.deepEqual(Object.keys(ports).sort(), ['catalog', 'gateway', 'identity', 'orders', 'payments', 'payments-worker']);
    for (const name of Object.keys(ports)) {
      const text = await scrape(name);
      for (const metric of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes'])
        assert.match(text, new RegExp(`^${metric} `, 'm'), `${name} shows ${metric}`);
      assert.match(text, /^# TYPE nodejs_gc_duration_seconds histogram$/m, `${name} shows GC pauses`);
      // The starter's readiness probes have been timed at least.
      assert.match(
        text,
        /^http_server_request_duration_seconds_count\{method="GET",route="\/health\/(live|ready)",status="200"\} \d+$/m,
        `${name} times requests`,
      );
      if (name === 'gateway') continue;
      for (const state of ['idle', 'used', 'waiting'])
        assert.match(text, new RegExp(`^shop_db_pool_connections\\{state="${state}"\\} \\d+$`, 'm'), `${name} shows ${state} connections`);
    }
  });

  it('keeps metrics off the public port', async () => {
    const res = await api.get('/metrics');
    assert.doesNotMatch(String(res.body), /# TYPE/);
  });
});
