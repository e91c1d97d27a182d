import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { provinces } from './provinces';

describe('provinces', () => {
  it('lists the 34 provincial-level units in force since 1 July 2025', () => {
    assert.equal(provinces().length, 34);
    assert.equal(new Set(provinces()).size, 34);
  });

  it('includes the six centrally-run cities, the merged Hồ Chí Minh City among them', () => {
    for (const city of ['Hà Nội', 'Hồ Chí Minh', 'Hải Phòng', 'Đà Nẵng', 'Huế', 'Cần Thơ']) {
      assert.ok(
        provinces().some((p) => p.endsWith(city)),
        city,
      );
    }
  });

  it('no longer lists provinces merged away by Nghị quyết 202/2025/QH15', () => {
    for (const gone of ['Bình Dương', 'Hà Giang', 'Quảng Nam', 'Kiên Giang', 'Bà Rịa - Vũng Tàu']) {
      assert.ok(!provinces().some((p) => p.includes(gone)), gone);
    }
  });

  it('keeps the shipping-fee rule working: the two big cities still contain their names (product §7)', () => {
    assert.ok(provinces().some((p) => /hồ chí minh/i.test(p)));
    assert.ok(provinces().some((p) => /hà nội/i.test(p)));
  });
});
