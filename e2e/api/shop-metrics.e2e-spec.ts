import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { waitFor } from '@shop/testing';
import type { ShopClient } from '../support/http';
import { registerCustomer } from '../support/identity';
import { postSepayTransfer } from '../support/sepay';
import { useShop } from '../support/shop';
import { repoRoot } from '../support/system';
import { orderPayload, stockedProduct, waitForOrderPaid, type StockedProduct } from './orders-support';

// docs/operations.md "Domain metrics": every metric the alerts and the dashboard use
// (k8s/monitoring/metrics.json, checked against the rules by `npm run monitoring:check`) is served
// by the shop's processes on their metrics ports, and moves when what it counts happens.

interface MetricsList {
  metrics: Record<string, { type: 'counter' | 'gauge' | 'histogram'; labels: Record<string, string[]> }>;
}
const listed = (JSON.parse(readFileSync(path.join(repoRoot, 'k8s/monitoring/metrics.json'), 'utf8')) as MetricsList).metrics;

type Sample = { name: string; labels: Record<string, string>; value: number };

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

const ports = (): Record<string, number> => JSON.parse(process.env.E2E_METRICS_PORTS ?? '{}') as Record<string, number>;

/** Every process's samples, by process. */
async function scrapeAll(): Promise<Map<string, Sample[]>> {
  const all = new Map<string, Sample[]>();
  for (const [name, port] of Object.entries(ports())) {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    assert.equal(res.status, 200, `${name} answers /metrics`);
    all.set(name, parse(await res.text()));
  }
  return all;
}

/** The sum of the samples of `name` whose labels include `where`, in one process or all. */
function total(scraped: Map<string, Sample[]>, name: string, where: Record<string, string> = {}, process?: string): number {
  const from = process ? (scraped.get(process) ?? []) : [...scraped.values()].flat();
  return from.filter((s) => s.name === name && Object.entries(where).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
}

let customer: ShopClient;
let product: StockedProduct;
const shop = useShop({ signIn: ['admin'] }, async () => {
  customer = (await registerCustomer(shop.api)).client;
  product = await stockedProduct(shop.api, shop.admin, 2, 150_000);
});

describe('the shop metrics', () => {
  it('counts orders placed and cancelled, stock refused, transfers matched and cache hits when they happen', async () => {
    const before = await scrapeAll();

    // Read three times: the first read is computed and its key remembered, the second computed and
    // kept, the third answered from the cache.
    for (let i = 0; i < 3; i++) await shop.api.get(`/api/products/${product.productId}`);

    const cod = await customer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]));
    assert.equal(cod.status, 201, JSON.stringify(cod.body));
    const cancelled = await customer.put(`/api/orders/${cod.body.data.order._id}/cancel`, { reason: 'Đổi ý' });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));

    const refused = await customer.post('/api/orders', orderPayload([{ p: product, quantity: 5 }]));
    assert.equal(refused.status, 409, JSON.stringify(refused.body));

    const qr = await customer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }], { paymentMethod: 'qr_payment' }));
    assert.equal(qr.status, 201, JSON.stringify(qr.body));
    const order = qr.body.data.order;
    await postSepayTransfer(shop.baseUrl, `DONHANG${order.orderNumber}`, order.totalAmount);
    await waitForOrderPaid(customer, order._id);

    const moved = (after: Map<string, Sample[]>, name: string, where: Record<string, string> = {}, process?: string) =>
      total(after, name, where, process) - total(before, name, where, process);
    const after = await waitFor(
      async () => {
        const now = await scrapeAll();
        return moved(now, 'shop_events_consumed_total', { event: 'payments.PaymentConfirmed', result: 'ok' }, 'orders') >= 1 ? now : undefined;
      },
      { what: 'orders to count the PaymentConfirmed it consumed' },
    );

    assert.equal(moved(after, 'shop_orders_placed_total', { payment_method: 'cod' }, 'orders'), 1);
    assert.equal(moved(after, 'shop_orders_placed_total', { payment_method: 'qr_payment' }, 'orders'), 1);
    assert.equal(moved(after, 'shop_order_revenue_vnd_total', { payment_method: 'cod' }, 'orders'), cod.body.data.order.totalAmount);
    assert.equal(moved(after, 'shop_orders_cancelled_total', { by: 'customer' }, 'orders'), 1);
    assert.equal(moved(after, 'shop_stock_refusals_total', {}, 'catalog'), 1);
    assert.equal(moved(after, 'shop_bank_transfers_total', { outcome: 'paid' }, 'payments'), 1);
    assert.equal(moved(after, 'shop_payments_matched_total', { source: 'webhook' }, 'payments'), 1);
    assert.ok(moved(after, 'shop_public_cache_requests_total', { result: 'hit' }, 'gateway') >= 1, 'a cache hit counted');
    assert.ok(moved(after, 'shop_events_consumed_total', { event: 'orders.OrderPlaced', result: 'ok' }, 'payments') >= 1, 'payments consumed OrderPlaced');
    for (const process of ['identity', 'catalog', 'orders', 'payments', 'payments-worker'])
      assert.equal(total(after, 'shop_broker_connected', {}, process), 1, `${process} is connected to RabbitMQ`);
    assert.ok(
      after.get('payments-worker')!.some((s) => s.name === 'shop_bullmq_jobs' && s.labels.queue === 'payments-expiry'),
      'the worker shows its queue',
    );
  });

  // After the orders above: a counter is served from its first count on.
  it('serves every metric the alerts and the dashboard use, with only the labels the list names', async () => {
    const scraped = await scrapeAll();
    const samples = [...scraped.values()].flat();
    for (const [name, { type, labels }] of Object.entries(listed)) {
      if (name === 'up') continue; // written by Prometheus for each target it scrapes
      const series = type === 'histogram' ? `${name}_count` : name;
      const found = samples.filter((s) => s.name === series);
      assert.ok(found.length > 0, `some process serves ${series}`);
      for (const s of found) {
        for (const label of Object.keys(s.labels)) assert.ok(label in labels || label === 'service', `${series} has only listed labels, not ${label}`);
        for (const [label, values] of Object.entries(labels)) {
          if (values.length > 0 && s.labels[label] !== undefined)
            assert.ok(values.includes(s.labels[label]), `${series}{${label}="${s.labels[label]}"} is a listed value`);
        }
      }
    }
  });
});
