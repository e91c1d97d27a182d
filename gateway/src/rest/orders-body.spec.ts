import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cartItemInput, idempotencyKeyOf, orderFilter, placeOrderInput, reviewInput } from './orders-body';

describe('orders REST bodies → GraphQL variables', () => {
  it("takes the cart line's variant id from the product §3 variant object, or variantId", () => {
    assert.deepEqual(cartItemInput({ productId: 'p1', quantity: '2', variant: { _id: 'v1', color: 'Đỏ' } }), { productId: 'p1', variantId: 'v1', quantity: 2 });
    assert.deepEqual(cartItemInput({ productId: 'p1', variantId: 'v2' }), { productId: 'p1', variantId: 'v2', quantity: 1 });
    assert.deepEqual(cartItemInput({ product: { _id: 'p3' }, quantity: 1, variant: null }), { productId: 'p3', variantId: null, quantity: 1 });
  });

  it('drops every price a client sends with an order', () => {
    const input = placeOrderInput({ items: [{ productId: 'p', variant: { _id: 'v' }, quantity: 1, price: 1 }], subtotal: 1, totalAmount: 1 });
    assert.deepEqual(input.items, [{ productId: 'p', variantId: 'v', quantity: 1 }]);
    assert.equal('subtotal' in input, false);
    assert.equal('totalAmount' in input, false);
  });

  it('turns missing required fields into empty values the service answers in Vietnamese', () => {
    const input = placeOrderInput(undefined);
    assert.deepEqual(input.items, []);
    assert.deepEqual(input.customerInfo, { name: '', email: '', phone: '' });
    assert.equal(reviewInput({}).rating, 0);
  });

  it("pages staff lists by 15, sends no page size for a customer's list unless asked, and treats the 'all' tab as no status", () => {
    assert.deepEqual(orderFilter({ status: 'all' }, false), {});
    assert.deepEqual(orderFilter({ page: '2', search: 'nhung', paymentMethod: 'cod' }, true), { page: 2, limit: 15, paymentMethod: 'cod', search: 'nhung' });
    assert.deepEqual(orderFilter({ search: 'x' }, false), {});
    assert.deepEqual(orderFilter({ limit: '5' }, false), { limit: 5 });
  });

  it('reads the Idempotency-Key header', () => {
    assert.equal(idempotencyKeyOf('k1'), 'k1');
    assert.equal(idempotencyKeyOf(undefined), null);
  });
});
