import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shippingFeeFor } from './shipping-fee';

describe('shipping fee (product §7)', () => {
  it('charges 30.000đ for Hà Nội and Hồ Chí Minh in any case', () => {
    assert.equal(shippingFeeFor('Hà Nội'), 30_000);
    assert.equal(shippingFeeFor('TP. HỒ CHÍ MINH'), 30_000);
    assert.equal(shippingFeeFor('thành phố hồ chí minh'), 30_000);
  });

  it('charges 50.000đ everywhere else', () => {
    assert.equal(shippingFeeFor('Đà Nẵng'), 50_000);
    assert.equal(shippingFeeFor(''), 50_000);
  });

  it('matches decomposed Unicode input as well', () => {
    assert.equal(shippingFeeFor('Hà Nội'.normalize('NFD')), 30_000);
  });
});
