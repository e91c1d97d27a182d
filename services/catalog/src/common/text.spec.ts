import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accentedWords, cleanList, containsPattern, fold, searchWords } from './text';

describe('search folding', () => {
  it('drops case and accents, including đ/Đ', () => {
    assert.equal(fold('Túi Vải ĐÔNG SƠN đỏ'), 'tui vai dong son do');
    assert.equal(fold('Ba lô  Hội An'), 'ba lo hoi an');
  });

  it('splits a search into at most 8 folded words', () => {
    assert.deepEqual(searchWords(' Túi, vải! '), ['tui', 'vai']);
    assert.equal(searchWords('a b c d e f g h i j').length, 8);
    assert.deepEqual(searchWords('   '), []);
  });

  it('keeps the words typed with accents, lower case: they rank names holding them as typed first', () => {
    assert.deepEqual(accentedWords('TÚI vai, Vải đỏ'), ['túi', 'vải', 'đỏ']);
    assert.deepEqual(accentedWords('Tu\u0301i'), ['túi'], 'decomposed marks are composed first');
    assert.deepEqual(accentedWords('tui vai'), []);
  });

  it('escapes LIKE wildcards', () => {
    assert.equal(containsPattern('50%_x'), '%50\\%\\_x%');
  });

  it('trims list items and drops empty and repeated ones', () => {
    assert.deepEqual(cleanList([' Đỏ ', '', 'Xanh', 'Đỏ']), ['Đỏ', 'Xanh']);
  });
});
