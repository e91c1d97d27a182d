import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitFor } from '@shop/testing';
import { registerCustomer } from '../support/identity';
import { processId, shopIsHealthy } from './support/processes';
import { useShop } from '../support/shop';

// Decision 0402: no single failure stops the shop. The system under test runs under the
// same supervisor as `npm start` (scripts/lib/supervisor.mjs).
const shop = useShop({}, async () => {
  await shopIsHealthy(shop.baseUrl);
});

const UNAVAILABLE = { success: false, message: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại sau', code: 'SERVICE_UNAVAILABLE' };

describe('a service that dies', () => {
  it('answers 503 for its own routes only, shows in readiness, and is back by itself', { timeout: 120_000 }, async () => {
    const customer = await registerCustomer(shop.api);
    const before = processId('catalog');
    process.kill(before, 'SIGKILL');

    // Its routes: REST, GraphQL and images, with the shop's message.
    const products = await waitFor(
      async () => {
        const res = await shop.api.get('/api/products');
        return res.status === 503 ? res : undefined;
      },
      { timeoutMs: 5000, intervalMs: 20, what: "the killed catalog's routes to answer 503" },
    );
    assert.deepEqual(products.body, UNAVAILABLE);
    const gql = await shop.api.graphql('{ categories { id name } }');
    assert.equal(gql.status, 503);
    assert.equal(gql.body.errors?.[0]?.extensions?.code, 'SERVICE_UNAVAILABLE');
    assert.equal(gql.body.errors?.[0]?.message, UNAVAILABLE.message);
    assert.equal((await shop.api.get('/images/khong-co.webp')).status, 503);

    // Everyone else's keep answering.
    const me = await customer.client.get('/api/auth/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.data.user.email, customer.email);
    const fee = await shop.api.graphql('{ shippingFee(city: "Huế") paymentMethods { code } }');
    assert.equal(fee.status, 200);
    assert.equal(fee.body.data.shippingFee, 50_000);
    assert.equal((await shop.api.get('/')).status, 200, 'the web app');

    // The gateway stays in rotation and names what is missing.
    const ready = await shop.api.get('/health/ready');
    assert.equal(ready.status, 200);
    assert.equal(ready.body.status, 'degraded');
    assert.deepEqual(ready.body.checks, { identity: true, catalog: false, orders: true, payments: true });

    // The supervisor brings it back under a new pid.
    await shopIsHealthy(shop.baseUrl, 90_000);
    assert.notEqual(processId('catalog'), before);
    const again = await shop.api.get('/api/products?limit=1');
    assert.equal(again.status, 200);
    assert.equal(again.body.data.products.length, 1);
  });
});
