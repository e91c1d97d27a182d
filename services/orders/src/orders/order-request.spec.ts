import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { DomainError } from '@shop/platform';
import type { PlaceOrderInput } from './order.inputs';
import { orderLines, requestFingerprint } from './order-request';

const p = randomUUID();
const v = randomUUID();

describe('the lines an order asks for', () => {
  it('sums the same product and variant given several times into one line', () => {
    assert.deepEqual(
      orderLines([
        { productId: p, variantId: v, quantity: 40 },
        { productId: p, variantId: null, quantity: 1 },
        { productId: p, variantId: v, quantity: 59 },
      ]),
      [
        { productId: p, variantId: v, quantity: 99 },
        { productId: p, variantId: null, quantity: 1 },
      ],
    );
  });

  it('refuses three lines of 99 of one variant as one line of 297, naming the first', () => {
    const line = { productId: p, variantId: v, quantity: 99 };
    assert.throws(
      () => orderLines([{ productId: randomUUID(), quantity: 1 }, line, line, line]),
      (err: DomainError) => {
        assert.equal(err.code, 'VALIDATION_FAILED');
        assert.equal(err.status, 400);
        assert.deepEqual(err.fields, { 'items.1.quantity': 'Số lượng phải từ 1 đến 99' });
        return true;
      },
    );
  });
});

describe('the fingerprint an Idempotency-Key is bound to', () => {
  const order = (extra: Partial<PlaceOrderInput> = {}): PlaceOrderInput =>
    ({
      items: [{ productId: p, variantId: v, quantity: 2 }],
      customerInfo: { name: 'Nguyễn Văn A', email: 'a@example.vn', phone: '0912345678' },
      shippingAddress: { fullName: 'Nguyễn Văn A', phone: '0912345678', addressLine: '1 Lê Lợi', city: 'Hà Nội' },
      ...extra,
    }) as PlaceOrderInput;
  const fingerprint = (input: PlaceOrderInput) => requestFingerprint(input, orderLines(input.items));

  it('is the same for spellings that place the same order', () => {
    const base = fingerprint(order());
    const other = randomUUID();
    assert.match(base, /^[0-9a-f]{64}$/);
    assert.equal(fingerprint(order({ shippingMethod: 'standard' as never, paymentMethod: 'cod' as never, customerNote: '', couponCode: null })), base);
    assert.equal(
      fingerprint(
        order({
          items: [
            { productId: p, variantId: v, quantity: 1 },
            { productId: p, variantId: v, quantity: 1 },
          ],
        }),
      ),
      base,
      'a line split in two',
    );
    assert.equal(
      fingerprint(
        order({
          items: [
            { productId: other, quantity: 1 },
            { productId: p, variantId: v, quantity: 2 },
          ],
        }),
      ),
      fingerprint(
        order({
          items: [
            { productId: p, variantId: v, quantity: 2 },
            { productId: other, quantity: 1 },
          ],
        }),
      ),
      'lines in another order',
    );
    assert.equal(fingerprint(order({ couponCode: 'giam10' })), fingerprint(order({ couponCode: 'GIAM10' })));
  });

  it('differs when anything the order is made of differs', () => {
    const base = fingerprint(order());
    const changed = [
      order({ items: [{ productId: p, variantId: v, quantity: 3 }] }),
      order({ items: [{ productId: p, variantId: null, quantity: 2 }] }),
      order({ customerInfo: { name: 'Nguyễn Văn B', email: 'a@example.vn', phone: '0912345678' } }),
      order({ shippingAddress: { fullName: 'Nguyễn Văn A', phone: '0912345678', addressLine: '2 Lê Lợi', city: 'Hà Nội' } }),
      order({ shippingMethod: 'express' as never }),
      order({ paymentMethod: 'qr_payment' as never }),
      order({ couponCode: 'GIAM10' }),
      order({ customerNote: 'Giao giờ hành chính' }),
    ].map(fingerprint);
    assert.equal(changed.length, 8);
    for (const f of changed) assert.notEqual(f, base);
    assert.equal(new Set(changed).size, changed.length);
  });
});
