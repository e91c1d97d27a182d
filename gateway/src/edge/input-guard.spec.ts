import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findControlCharacter } from './input-guard';

describe('control characters in what a client sends', () => {
  it('finds U+0000 and the other C0 controls in values and keys, and names the field', () => {
    assert.equal(findControlCharacter({ category: 'a\u0000b' }), 'category');
    assert.equal(findControlCharacter({ variables: { input: { name: 'x\u0007' } } }), 'variables.input.name');
    assert.equal(findControlCharacter({ items: ['ok', { note: '\u001b[31m' }] }), 'items[1].note');
    assert.equal(findControlCharacter({ ['bad\u0000key']: 1 }), 'bad\u0000key');
    assert.equal(findControlCharacter('\u007f'), 'body');
  });

  it('lets tabs, line breaks, Vietnamese, combining marks, right-to-left text and emoji through', () => {
    assert.equal(findControlCharacter({ description: 'Dòng 1\r\nDòng 2\tcột', name: 'Tu\u0301i vải', rtl: 'مرحبا \u202e', emoji: '👜' }), undefined);
    assert.equal(findControlCharacter({ n: 1, b: true, z: null, list: [1, 2] }), undefined);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    assert.match(findControlCharacter(deep) ?? '', /^\[0\]/);
  });
});
