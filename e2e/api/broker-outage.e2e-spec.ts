import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { rabbitmqUrl } from '@shop/config';
import { TcpProxy } from '@shop/messaging/dist/test-support/tcp-proxy';
import { waitFor } from '@shop/testing';
import { ShopClient } from '../support/http';
import { clientAt, registerCustomer } from '../support/identity';
import { startE2eSystem, type E2eSystem } from '../support/system';
import { orderPayload, staffClient, stockedProduct, variantStock } from './orders-support';

// RabbitMQ goes away under a running shop (decision 0407): placements are refused at once with the
// shop's message and reserve nothing, while product reads, sign-in, the cart and the home page go
// on; the gateway stays in rotation and names rabbitmq as missing, for each service and for its
// own public cache. This file starts a copy of the shop of its own whose every RabbitMQ
// connection goes through a proxy it cuts, so the broker the other tests and engineers use is
// never touched.

const UNAVAILABLE = { success: false, message: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau', code: 'SERVICE_UNAVAILABLE' };
const FAST_MS = 1000;
const EVERY_SERVICE = { identity: true, catalog: true, orders: true, payments: true };

let proxy: TcpProxy;
let system: E2eSystem;
let api: ShopClient;

before(async () => {
  const target = new URL(rabbitmqUrl());
  proxy = await TcpProxy.closed({ host: target.hostname, port: Number(target.port || 5672) });
  await proxy.open();
  system = await startE2eSystem({ copy: 'broker', portShift: 20, env: { RABBITMQ_URL: proxy.urlFor(rabbitmqUrl()) } });
  api = new ShopClient(system.baseUrl);
});
after(async () => {
  await system?.stop();
  await proxy?.close();
});

const readiness = async () => (await api.get('/health/ready')) as { status: number; body: { status: string; checks: unknown; missing: unknown } };

describe('a RabbitMQ outage under a running shop', () => {
  it(
    'refuses placements within a second and holds no stock, serves reads, sign-in, the cart and the home page, stays ready; orders again once it is back',
    { timeout: 240_000 },
    async (t) => {
      const admin = await staffClient(api);
      const p = await stockedProduct(api, admin, 7);
      const { client: customer, email, password } = await registerCustomer(api);
      assert.equal((await customer.post('/api/cart/items', { productId: p.productId, quantity: 2, variant: p.variant })).status, 200);
      assert.deepEqual((await readiness()).body, { status: 'ok', checks: EVERY_SERVICE, missing: {} });

      await proxy.close();
      const missing = { identity: ['rabbitmq'], catalog: ['rabbitmq'], orders: ['rabbitmq'], payments: ['rabbitmq'], gateway: ['rabbitmq'] };
      await waitFor(async () => isDeepStrictEqual((await readiness()).body.missing, missing), {
        what: 'every service to report rabbitmq missing',
        timeoutMs: 30_000,
      });

      const started = Date.now();
      const placed = await customer.post('/api/orders', orderPayload([{ p, quantity: 2 }]));
      const ms = Date.now() - started;
      assert.equal(placed.status, 503, JSON.stringify(placed.body));
      assert.deepEqual(placed.body, UNAVAILABLE);
      assert.ok(ms < FAST_MS, `the placement answered after ${ms} ms`);
      t.diagnostic(`placement refused in ${ms} ms`);

      const ready = await readiness();
      assert.equal(ready.status, 200, 'the gateway stays in rotation');
      assert.deepEqual(ready.body, { status: 'degraded', checks: EVERY_SERVICE, missing });

      const listing = await api.get('/api/products?limit=5');
      assert.equal(listing.status, 200);
      assert.ok(listing.body.data.products.length > 0);
      assert.equal((await api.get(`/api/products/${p.productId}`)).status, 200);
      assert.equal(await variantStock(api, p), 7, 'no stock held by the refused placement');
      const again = await clientAt(api).post('/api/auth/login', { email, password });
      assert.equal(again.status, 200, JSON.stringify(again.body));
      const cart = await customer.get('/api/cart');
      assert.equal(cart.status, 200, JSON.stringify(cart.body));
      assert.deepEqual(
        cart.body.data.cart.items.map((i: { product: { _id: string; price: number }; quantity: number }) => [i.product._id, i.product.price, i.quantity]),
        [[p.productId, p.price, 2]],
      );
      assert.equal((await api.get('/')).status, 200, 'the home page');
      assert.deepEqual(await customer.get('/api/orders/my-orders').then((r) => r.body.data.orders), []);

      await proxy.open();
      await waitFor(async () => (await readiness()).body.status === 'ok', { what: 'the shop to be whole again', timeoutMs: 60_000 });
      const retried = await customer.post('/api/orders', orderPayload([{ p, quantity: 2 }]));
      assert.equal(retried.status, 201, JSON.stringify(retried.body));
      assert.equal(await variantStock(api, p), 5);
    },
  );
});
