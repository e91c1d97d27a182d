import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { rabbitmqUrl } from '@shop/config';
import type { MessageBus } from '@shop/messaging';
import { TcpProxy } from '@shop/messaging/dist/test-support/tcp-proxy';
import { DomainError, MESSAGE_BUS } from '@shop/platform';
import { settleTimed, waitFor } from '@shop/testing';
import { CartService } from '../src/cart/cart.service';
import { PlaceOrderService } from '../src/orders/place-order.service';
import { customer, orderInput, startOrdersApp, type OrdersTestApp } from './support/orders-app';

// Far below the catalog timeout orders waits otherwise (5 s here), with room for a loaded machine.
const FAST_MS = 1000;

let t: OrdersTestApp;
let proxy: TcpProxy;
let bus: MessageBus;
let placement: PlaceOrderService;
let cart: CartService;
let baseUrl: string;

before(async () => {
  const target = new URL(rabbitmqUrl());
  proxy = await TcpProxy.closed({ host: target.hostname, port: Number(target.port || 5672) });
  await proxy.open();
  t = await startOrdersApp('brokerout', { ordersRabbitmqUrl: proxy.urlFor(rabbitmqUrl()) });
  bus = t.app.get<MessageBus>(MESSAGE_BUS);
  placement = t.app.get(PlaceOrderService);
  cart = t.app.get(CartService);
  await t.app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
});
after(async () => {
  await t?.close();
  await proxy?.close();
});

const readiness = async () => {
  const res = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(2000) });
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('orders while its RabbitMQ connection is down (decision 0407)', () => {
  it('stays ready, says degraded and names rabbitmq; fails placements at once with nothing reserved; shows the cart; places again once it is back', async () => {
    assert.deepEqual(await readiness(), { status: 200, body: { status: 'ok', checks: { database: true, rabbitmq: true } } });
    const p = t.catalog.product(5, 120_000);
    const buyer = customer();
    await cart.add(buyer.id, { productId: p.productId, variantId: p.variantId, quantity: 2 });

    await proxy.close();
    await waitFor(() => !bus.isConnected(), { what: 'orders to notice the loss' });

    assert.deepEqual(await readiness(), { status: 200, body: { status: 'degraded', checks: { database: true, rabbitmq: false } } });

    const reserveCalls = t.catalog.reserveCalls;
    const placing = await settleTimed(placement.place(buyer, orderInput([{ ...p, quantity: 1 }]), 'k-broker-down'));
    assert.ok(placing.err instanceof DomainError, `a DomainError, got ${String(placing.err)}`);
    assert.deepEqual(
      [placing.err.status, placing.err.code, placing.err.message],
      [503, 'SERVICE_UNAVAILABLE', 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau'],
    );
    assert.ok(placing.ms < FAST_MS, `answered after ${placing.ms} ms`);
    assert.equal(t.catalog.reserveCalls, reserveCalls);
    assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 5, 'nothing reserved');
    assert.equal(Number((await t.pool.query('SELECT count(*) AS n FROM orders WHERE customer_id = $1', [buyer.id])).rows[0].n), 0);

    // The cart shows the last quotes heard; what needs a fresh quote fails at once.
    const view = await cart.view(buyer.id);
    assert.deepEqual(
      view.items.map((i) => [i.product.id, i.product.price, i.product.available, i.quantity]),
      [[p.productId, 120_000, true, 2]],
    );
    assert.equal(view.selectedSubtotal, 240_000);
    const adding = await settleTimed(cart.add(buyer.id, { productId: p.productId, variantId: p.variantId, quantity: 1 }));
    assert.equal((adding.err as DomainError).code, 'SERVICE_UNAVAILABLE');
    assert.ok(adding.ms < FAST_MS, `answered after ${adding.ms} ms`);

    await proxy.open();
    await waitFor(() => bus.isConnected(), { what: 'orders to reconnect' });
    assert.deepEqual(await readiness(), { status: 200, body: { status: 'ok', checks: { database: true, rabbitmq: true } } });
    const placed = await placement.place(buyer, orderInput([{ ...p, quantity: 1 }]), 'k-broker-down');
    assert.equal(placed.order.status, 'pending');
    assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 4);
  });
});

describe('orders while the catalog cannot reach its database (decision 0410)', () => {
  it('answers SERVICE_UNAVAILABLE at once with nothing taken, shows the cart from the last quotes, and places again once the catalog answers', async () => {
    const p = t.catalog.product(5, 90_000);
    const buyer = customer();
    await cart.add(buyer.id, { productId: p.productId, variantId: p.variantId, quantity: 1 });
    // What pg raises in the catalog while PostgreSQL shuts down; the catalog's bus answers it UNAVAILABLE.
    t.catalog.failWith = Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
    try {
      const placing = await settleTimed(placement.place(buyer, orderInput([{ ...p, quantity: 1 }]), 'k-catalog-db-down'));
      assert.ok(placing.err instanceof DomainError, `a DomainError, got ${String(placing.err)}`);
      assert.deepEqual(
        [placing.err.status, placing.err.code, placing.err.message],
        [503, 'SERVICE_UNAVAILABLE', 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau'],
      );
      assert.ok(placing.ms < FAST_MS, `answered after ${placing.ms} ms`);
      assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 5, 'nothing reserved');
      assert.equal(Number((await t.pool.query('SELECT count(*) AS n FROM orders WHERE customer_id = $1', [buyer.id])).rows[0].n), 0);
      const view = await cart.view(buyer.id);
      assert.deepEqual(
        view.items.map((i) => [i.product.id, i.product.price, i.quantity]),
        [[p.productId, 90_000, 1]],
      );
    } finally {
      t.catalog.failWith = undefined;
    }
    const placed = await placement.place(buyer, orderInput([{ ...p, quantity: 1 }]), 'k-catalog-db-down');
    assert.equal(placed.order.status, 'pending');
    assert.equal(t.catalog.stock.get(`${p.productId}|${p.variantId}`), 4);
  });
});
