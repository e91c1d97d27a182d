import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accentedWords, fold, searchWords } from '../common/text';
import { nearWords } from './near-words';
import { SUGGESTION_CANDIDATES } from './search-sql';
import { SuggestionIndex, type SuggestionCategorySource, type SuggestionProductSource } from './suggestion-index';

/** A product as the index's statement reads it; the list is given best sellers first. */
const product = (name: string, i: number, extra = ''): SuggestionProductSource => ({
  id: `p${String(i).padStart(4, '0')}`,
  name,
  price: 100_000 + i,
  searchText: fold(`${name} ${extra}`),
  searchName: fold(name),
  lowerName: name.toLowerCase(),
});
const category = (name: string, slug: string): SuggestionCategorySource => ({ id: `c-${slug}`, name, slug, folded: fold(name) });

const ask = (index: SuggestionIndex, text: string, words: readonly string[], limit = 10) => {
  const w = searchWords(text);
  return index.suggest({ words: w, accented: accentedWords(text), near: nearWords(w, words) }, limit);
};
const names = (index: SuggestionIndex, text: string, words: readonly string[] = [], limit = 10) => ask(index, text, words, limit).products.map((p) => p.name);

describe('suggestions from memory (decisions 0204-0206)', () => {
  const catalog = [
    'Túi đeo vai Gốm Bát Tràng',
    'Túi tote vải canvas',
    'Balo du lịch chống nước',
    'Túi vải Sài Gòn xưa',
    'Ba lô học sinh',
    'Bao lì xì đỏ',
    'Khăn choàng Hoasan',
    'Túi hoa sen',
  ].map((name, i) => product(name, i, 'Quà tặng'));
  const index = new SuggestionIndex(catalog, [category('Balo', 'balo'), category('Túi tote', 'tui-tote'), category('Túi vải', 'tui-vai')]);
  const words = [...new Set(catalog.flatMap((p) => p.searchText.split(' ')).filter((w) => w.length >= 3))];

  it('puts accented words found as typed first, then names holding the words together, then best sellers', () => {
    assert.deepEqual(names(index, 'túi vải'), ['Túi vải Sài Gòn xưa', 'Túi tote vải canvas', 'Túi đeo vai Gốm Bát Tràng']);
    // Without accents every match holds the words; 'tui vai' together comes first, then the best sellers.
    assert.deepEqual(names(index, 'tui vai'), ['Túi vải Sài Gòn xưa', 'Túi đeo vai Gốm Bát Tràng', 'Túi tote vải canvas']);
  });

  it('finds Balo and Ba lô typed together or apart, and not Bao', () => {
    assert.deepEqual(names(index, 'balo'), ['Balo du lịch chống nước', 'Ba lô học sinh']);
    assert.deepEqual(names(index, 'ba lô'), ['Ba lô học sinh', 'Balo du lịch chống nước']);
  });

  it('tolerates one typo, and lists typo-only matches after real ones', () => {
    assert.deepEqual(names(index, 'bslo', words), ['Balo du lịch chống nước']);
    assert.deepEqual(names(index, 'hoasen', words), ['Túi hoa sen', 'Khăn choàng Hoasan']);
    assert.deepEqual(names(index, 'bxyo', words), []);
  });

  it('answers id, name and price, at most `limit` products and 3 categories holding every word', () => {
    const s = ask(index, 'tui', words, 2);
    assert.deepEqual(s.products, [
      { id: 'p0000', name: 'Túi đeo vai Gốm Bát Tràng', price: 100_000 },
      { id: 'p0001', name: 'Túi tote vải canvas', price: 100_001 },
    ]);
    assert.deepEqual(
      s.categories.map((c) => c.slug),
      ['tui-tote', 'tui-vai'],
    );
    assert.deepEqual(
      ask(index, 'tui vai', words, 1).categories.map((c) => c.slug),
      ['tui-vai'],
    );
    const four = new SuggestionIndex(
      [],
      ['Túi A', 'Túi B', 'Túi C', 'Túi D'].map((n) => category(n, fold(n).replace(' ', '-'))),
    );
    assert.deepEqual(
      ask(four, 'tui', []).categories.map((c) => c.name),
      ['Túi A', 'Túi B', 'Túi C'],
    );
    assert.deepEqual(ask(index, 'qua tang', words).categories, []);
  });

  it('ranks only the 100 best-selling matches', () => {
    // 150 matches; the one whose name starts with the text sells least: it is not among the 100.
    const many = [...Array.from({ length: 149 }, (_, i) => product(`Móc khóa số ${i}`, i)), product('Khóa móc đồng', 149)];
    const big = new SuggestionIndex(many, []);
    assert.ok(!names(big, 'khoa').includes('Khóa móc đồng'));
    assert.deepEqual(names(big, 'khoa', [], 3), ['Móc khóa số 0', 'Móc khóa số 1', 'Móc khóa số 2']);
    const fewer = new SuggestionIndex(many.slice(SUGGESTION_CANDIDATES - 2), []);
    assert.equal(names(fewer, 'khoa')[0], 'Khóa móc đồng');
  });
});
