import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deliveryPromise, SHIPPING_RATES, SHIPPING_ZONES, shippingFeeFor } from './shipping-fee';

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

describe('the shipping rule by method (decision 0650)', () => {
  it('charges express 50.000đ in Hà Nội and Hồ Chí Minh and 70.000đ elsewhere, standard 30.000đ and 50.000đ', () => {
    assert.equal(shippingFeeFor('Hà Nội', 'express'), 50_000);
    assert.equal(shippingFeeFor('TP. Hồ Chí Minh', 'express'), 50_000);
    assert.equal(shippingFeeFor('Đà Nẵng', 'express'), 70_000);
    assert.equal(shippingFeeFor('Hà Nội', 'standard'), 30_000);
    assert.equal(shippingFeeFor('Đà Nẵng', 'standard'), 50_000);
  });

  it('treats a missing or unknown method as standard', () => {
    assert.equal(shippingFeeFor('Hà Nội', null), 30_000);
    assert.equal(shippingFeeFor('Cần Thơ', 'drone'), 50_000);
  });

  it('promises 1–2 days in the two cities and 2–4 elsewhere by standard, 1 and 1–2 days by express, Sundays not counted', () => {
    assert.equal(deliveryPromise('Hà Nội', 'standard'), 'Dự kiến giao trong 1–2 ngày (không tính Chủ nhật)');
    assert.equal(deliveryPromise('Huế', 'standard'), 'Dự kiến giao trong 2–4 ngày (không tính Chủ nhật)');
    assert.equal(deliveryPromise('TP. Hồ Chí Minh', 'express'), 'Dự kiến giao trong 1 ngày (không tính Chủ nhật)');
    assert.equal(deliveryPromise('Huế', 'express'), 'Dự kiến giao trong 1–2 ngày (không tính Chủ nhật)');
  });

  it('makes express cost more and arrive no later than standard in every zone', () => {
    for (const zone of SHIPPING_ZONES) {
      assert.ok(SHIPPING_RATES.express[zone].fee > SHIPPING_RATES.standard[zone].fee, zone);
      assert.ok(parseInt(SHIPPING_RATES.express[zone].days, 10) <= parseInt(SHIPPING_RATES.standard[zone].days, 10), zone);
    }
  });
});
