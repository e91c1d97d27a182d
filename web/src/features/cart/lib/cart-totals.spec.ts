import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boundedQuantity, lineTotal, originalLineTotal, selectAllState, selectedCount, selectedSubtotal } from './cart-totals.logic.js';

const tote = { price: 250000, originalPrice: 300000, quantity: 2, selected: true };
const wallet = { price: 150000, originalPrice: null, quantity: 1, selected: false };

describe('cart totals', () => {
  it('multiplies price by quantity per line, with the original total only when discounted', () => {
    assert.equal(lineTotal(tote), 500000);
    assert.equal(originalLineTotal(tote), 600000);
    assert.equal(originalLineTotal(wallet), null);
    assert.equal(originalLineTotal({ ...wallet, originalPrice: 150000 }), null);
  });

  it('adds up only the selected items', () => {
    assert.equal(selectedSubtotal([tote, wallet]), 500000);
    assert.equal(selectedSubtotal([tote, { ...wallet, selected: true }]), 650000);
    assert.equal(selectedSubtotal([{ ...tote, selected: false }, wallet]), 0);
    assert.equal(selectedCount([tote, wallet]), 2);
  });

  it('shows select-all checked, partly checked or unchecked', () => {
    assert.deepEqual(selectAllState([tote, wallet]), { checked: false, indeterminate: true });
    assert.deepEqual(selectAllState([tote]), { checked: true, indeterminate: false });
    assert.deepEqual(selectAllState([wallet]), { checked: false, indeterminate: false });
    assert.deepEqual(selectAllState([]), { checked: false, indeterminate: false });
  });

  it('keeps quantities between 1 and the stock', () => {
    assert.equal(boundedQuantity(0, 5), 1);
    assert.equal(boundedQuantity(6, 5), 5);
    assert.equal(boundedQuantity(3, 5), 3);
    assert.equal(boundedQuantity(40, undefined), 40);
    assert.equal(boundedQuantity(Number.NaN, 5), 1);
  });
});
