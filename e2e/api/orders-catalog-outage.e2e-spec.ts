import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { processId } from '../robustness/support/processes';
import { orderPayload, staffClient, stockedProduct, syntheticCustomer, waitForStock } from './orders-support';
import { useShop } from '../support/shop';

// The catalog stops answering in the middle of a placement (frozen with SIGSTOP, so
// it may have received the reservation and not answered it): the customer gets a clear error, no
// order exists, and once the reservation timeout passes no stock is held.

const shop = useShop();

describe('catalog away during order placement', () => {
  it('answers 503 with a clear message, creates no order, and holds no stock after the timeout', { timeout: 300_000 }, async () => {
    const admin = await staffClient(shop.api);
    const p = await stockedProduct(shop.api, admin, 7);
    const customer = await syntheticCustomer(shop.api);
    const catalog = processId('catalog');
    // Quote first with the catalog up (the cart page would have), then freeze it before the order.
    assert.equal((await customer.post('/api/cart/items', { productId: p.productId, quantity: 2, variant: p.variant })).status, 200);
    process.kill(catalog, 'SIGSTOP');
    let res;
    try {
      res = await customer.post('/api/orders', orderPayload([{ p, quantity: 2 }]));
    } finally {
      process.kill(catalog, 'SIGCONT');
    }
    assert.equal(res.status, 503, JSON.stringify(res.body));
    assert.equal(res.body.success, false);
    assert.equal(res.body.code, 'CATALOG_UNAVAILABLE');
    assert.match(res.body.message, /đơn hàng chưa được tạo/);
    assert.deepEqual((await customer.get('/api/orders/my-orders')).body.data.orders, []);
    // The reservation it may have taken while frozen is released (at once, or by the catalog's
    // RESERVATION_TIMEOUT_SECONDS sweep, 60 s in this system).
    await waitForStock(shop.api, p, 7, 180_000);
    // And ordering works again.
    assert.equal((await customer.post('/api/orders', orderPayload([{ p, quantity: 2 }]))).status, 201);
  });
});
