import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { oneLetterWrong, typedPrefixes } from './prefixes';

describe('what the suggestions row types', () => {
  it('types one letter wrong in the first word of 4 letters or more, and leaves shorter words alone', () => {
    assert.equal(oneLetterWrong('tui tote hue'), 'tui toxe hue');
    assert.equal(oneLetterWrong('ba lo taxi'), 'ba lo taqi');
    assert.equal(oneLetterWrong('túi xách'), 'túi xáxh');
    assert.equal(oneLetterWrong('ba lo vi'), null);
  });

  it('asks every text once, prefixes as typed and without accents, and about one in fifteen with a typo', () => {
    const texts = typedPrefixes();
    assert.equal(new Set(texts).size, texts.length);
    assert.ok(texts.includes('túi tote hội an hoa sen') && texts.includes('tui tote hoi an hoa sen'));
    const typos = texts.filter((t) => /x/.test(t) && !/x(ách|ach)/.test(t)).length;
    assert.ok(typos > texts.length / 20 && typos < texts.length / 8, `${typos} of ${texts.length}`);
    assert.deepEqual(typedPrefixes(), texts, 'the same texts in the same order every run');
  });
});
