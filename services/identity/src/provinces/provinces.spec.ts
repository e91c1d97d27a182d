import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { provinces, wardsOf } from './provinces';

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

describe('wardsOf', () => {
  it('holds the 3,321 wards and communes of the package, each under its province', () => {
    const all = provinces().flatMap((p) => wardsOf(p));
    assert.equal(all.length, 3321);
    assert.ok(provinces().every((p) => wardsOf(p).length > 0));
  });

  it('lists the wards of Hà Nội, and none of Hồ Chí Minh City among them', () => {
    const hanoi = wardsOf('Thành phố Hà Nội');
    assert.ok(hanoi.includes('Phường Ba Đình'));
    assert.ok(!wardsOf('Thành phố Hồ Chí Minh').includes('Phường Ba Đình'));
  });

  it('answers no wards for a name that is not one of the 34', () => {
    assert.deepEqual(wardsOf('Bình Dương'), []);
    assert.deepEqual(wardsOf(''), []);
  });
});
