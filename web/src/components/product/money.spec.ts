import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { discountPercent, formatDong, formatVnd } from './money.logic.js';

// Intl puts a no-break space before the currency sign; compare on plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('money display', () => {
  it('groups dong the Vietnamese way with the ₫ sign', () => {
    assert.equal(plain(formatVnd(1250000)), '1.250.000 ₫');
    assert.equal(plain(formatVnd(0)), '0 ₫');
  });

  it('writes every amount exactly as vi-VN Intl.NumberFormat does', () => {
    const currency = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
    const grouping = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
    const amounts = [
      0,
      -0,
      1,
      9,
      10,
      999,
      1000,
      35000,
      99999,
      100000,
      1250000,
      -1250000,
      2.5,
      -2.5,
      0.4,
      -0.4,
      1999.5,
      2 ** 53 - 1,
      2 ** 53 + 2,
      1e21,
      NaN,
      Infinity,
    ];
    for (let i = 0; i < 2000; i++) amounts.push(Math.floor((Math.random() - 0.3) * 10 ** (1 + (i % 12))));
    for (const amount of amounts) {
      assert.equal(formatVnd(amount), currency.format(amount), String(amount));
      assert.equal(formatDong(amount), `${grouping.format(amount)}đ`, String(amount));
    }
  });

  it('writes the đ suffix without a space for filter labels', () => {
    assert.equal(formatDong(500000), '500.000đ');
    assert.equal(formatDong(2000000), '2.000.000đ');
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
