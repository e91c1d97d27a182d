import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isProvince, matchesProvince } from './province.logic.js';

const LIST = ['Thành phố Hà Nội', 'Thành phố Hồ Chí Minh', 'Đắk Lắk', 'Quảng Ninh'];

describe('province field', () => {
  it('finds provinces typed without accents or case', () => {
    assert.deepEqual(
      LIST.filter((p) => matchesProvince(p, 'ha noi')),
      ['Thành phố Hà Nội'],
    );
    assert.deepEqual(
      LIST.filter((p) => matchesProvince(p, 'dak lak')),
      ['Đắk Lắk'],
    );
    assert.deepEqual(
      LIST.filter((p) => matchesProvince(p, '  HỒ   chi minh ')),
      ['Thành phố Hồ Chí Minh'],
    );
    assert.equal(LIST.filter((p) => matchesProvince(p, '')).length, 4);
  });

  it('accepts only a province of the list', () => {
    assert.equal(isProvince(LIST, 'Quảng Ninh'), true);
    assert.equal(isProvince(LIST, 'Hà Nội'), false, 'free text saved before the list');
    assert.equal(isProvince(LIST, 'Bình Dương'), false, 'merged away in 2025');
    assert.equal(isProvince(LIST, ''), false);
    assert.equal(isProvince(LIST, null), false);
  });
});
