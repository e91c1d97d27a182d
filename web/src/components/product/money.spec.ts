import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { discountPercent, formatVnd } from './money.logic.js';

describe('money display', () => {
  it('shows prices with the one money format of libs/contracts', () => {
    assert.equal(formatVnd(189000), '189.000\u00a0₫');
  });

  it('rounds the discount percent of product §14', () => {
    assert.equal(discountPercent(450000, 600000), 25);
    assert.equal(discountPercent(299000, 399000), 25); // 25.06 → 25
    assert.equal(discountPercent(100000, 300000), 67); // 66.67 → 67
  });

  it('shows no discount without a higher original price', () => {
    assert.equal(discountPercent(500000, null), 0);
    assert.equal(discountPercent(500000, undefined), 0);
    assert.equal(discountPercent(500000, 500000), 0);
    assert.equal(discountPercent(500000, 400000), 0);
  });
});
