import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shippingFeeFor } from './shipping-fee';

describe('shippingFeeFor', () => {
  it('charges 30.000đ when the city names Hồ Chí Minh or Hà Nội, in any case', () => {
    for (const city of ['Hà Nội', 'TP. HỒ CHÍ MINH', 'thành phố hồ chí minh', 'Thành phố Hà Nội ', '  hà nội']) {
      assert.equal(shippingFeeFor(city), 30_000, city);
    }
  });

  it('reads decomposed accents (typed on some keyboards) as the composed ones', () => {
    assert.equal(shippingFeeFor('Hà Nội'.normalize('NFD')), 30_000);
    assert.equal(shippingFeeFor('TP. Hồ Chí Minh'.normalize('NFD').toUpperCase()), 30_000);
  });

  it('charges 50.000đ for an empty or blank city, and for one that is not written out with its accents', () => {
    for (const city of ['', '   ', null, undefined, 'Ha Noi', 'TP. HCM', 'Sài Gòn', 'Hồ Chí', 'Đà Nẵng']) {
      assert.equal(shippingFeeFor(city), 50_000, String(city));
    }
  });
});
