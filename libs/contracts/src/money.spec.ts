import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCount, formatVnd } from './money';

// Intl puts a no-break space before the currency sign; compare on plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('money and counts', () => {
  it('writes money as 189.000 ₫: dots between thousands, a no-break space, the ₫ sign', () => {
    assert.equal(formatVnd(189000), '189.000\u00a0₫');
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
      assert.equal(formatCount(amount), grouping.format(amount), String(amount));
    }
  });

  it('writes counts with thousands separators and no sign', () => {
    assert.equal(formatCount(7), '7');
    assert.equal(formatCount(1234), '1.234');
    assert.equal(formatCount(10000), '10.000');
  });
});
