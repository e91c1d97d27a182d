import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FOLD_TRANSLATE, fold } from './text';

/** What PostgreSQL's translate() does with the two strings. */
const translate = (value: string, from: string, to: string) => [...value].map((c) => (from.includes(c) ? to[from.indexOf(c)] : c)).join('');

describe('folding Vietnamese text for search', () => {
  it('folds in SQL as fold does: every marked letter, both cases, đ and Đ', () => {
    assert.equal([...FOLD_TRANSLATE.from].length, [...FOLD_TRANSLATE.to].length);
    assert.equal(FOLD_TRANSLATE.from.length, 2 * (12 * 6 - 6 + 1));
    const text = 'Hồng Nhung ĐẶNG Thị Ưng Ỷ Lại Trường Quyết Tiến ăn ấm ẽ';
    assert.equal(translate(text.normalize('NFC'), FOLD_TRANSLATE.from, FOLD_TRANSLATE.to).toLowerCase(), fold(text));
    assert.equal(fold('Hồng Nhung'), 'hong nhung');
  });
});
