import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shippingFeeFor } from '../../../../lib/shop-rules.js';
import { addLine, paymentLink, phoneOrderTotals, removeLine, setQuantity, type PickedLine } from './phone-order.logic.js';

const bag = { productId: 'p1', variantId: 'v1', name: 'Túi canvas · Xanh rêu', price: 120_000, stock: 3 };
const hat = { productId: 'p2', variantId: null, name: 'Nón lá', price: 50_000, stock: 10 };

describe('the lines of an order taken by phone', () => {
  it('adds a product once, then grows its line up to the stock', () => {
    let lines: PickedLine[] = [];
    for (let i = 0; i < 5; i++) lines = addLine(lines, bag);
    assert.deepEqual(lines, [{ ...bag, quantity: 3 }]);
  });

  it('does not add a product that is out of stock', () => {
    assert.deepEqual(addLine([], { ...bag, stock: 0 }), []);
  });

  it('holds a typed quantity between 1 and the stock, and removes a line', () => {
    const lines = addLine(addLine([], bag), hat);
    assert.equal(setQuantity(lines, hat, 0)[1].quantity, 1);
    assert.equal(setQuantity(lines, hat, 7)[1].quantity, 7);
    assert.equal(setQuantity(lines, bag, 40)[0].quantity, 3);
    assert.deepEqual(removeLine(lines, bag), [{ ...hat, quantity: 1 }]);
  });

  it('totals the lines with the one shipping rule for the province', () => {
    const lines = setQuantity(addLine(addLine([], bag), hat), hat, 2);
    const totals = phoneOrderTotals(lines, 'Tỉnh Cần Thơ');
    assert.equal(totals.subtotal, 220_000);
    assert.equal(totals.shippingFee, shippingFeeFor('Tỉnh Cần Thơ', 'standard'));
    assert.equal(totals.total, 220_000 + totals.shippingFee);
  });

  it("links a QR order to the customer's payment page", () => {
    assert.equal(paymentLink('https://shop.vn', 'abc'), 'https://shop.vn/payment/qr/abc');
  });
});
