import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clampPage, pageCorrection, pageItems, type PageItem } from './pagination.logic.js';

/** Items as text: numbers and '…', e.g. "1 … 4 5 6 7 8 … 20". */
const draw = (items: PageItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '…')).join(' ');

describe('pagination window', () => {
  it('is hidden when there is only one page or none', () => {
    assert.deepEqual(pageItems(1, 1), []);
    assert.deepEqual(pageItems(1, 0), []);
  });

  it('shows every page when there are at most 5', () => {
    assert.equal(draw(pageItems(1, 2)), '1 2');
    assert.equal(draw(pageItems(3, 5)), '1 2 3 4 5');
  });

  it('centres 5 pages on the current one with first, last and ellipses', () => {
    assert.equal(draw(pageItems(10, 20)), '1 … 8 9 10 11 12 … 20');
  });

  it('keeps the window full at the start and the end', () => {
    assert.equal(draw(pageItems(1, 20)), '1 2 3 4 5 … 20');
    assert.equal(draw(pageItems(2, 20)), '1 2 3 4 5 … 20');
    assert.equal(draw(pageItems(20, 20)), '1 … 16 17 18 19 20');
  });

  it('puts an ellipsis only where pages are hidden', () => {
    assert.equal(draw(pageItems(3, 7)), '1 2 3 4 5 … 7');
    assert.equal(draw(pageItems(4, 7)), '1 2 3 4 5 6 7');
    assert.equal(draw(pageItems(4, 8)), '1 2 3 4 5 6 … 8');
    assert.equal(draw(pageItems(5, 8)), '1 … 3 4 5 6 7 8');
  });

  it('never goes below page 1 or past the last page', () => {
    assert.equal(draw(pageItems(-3, 20)), '1 2 3 4 5 … 20');
    assert.equal(draw(pageItems(99, 20)), '1 … 16 17 18 19 20');
    assert.equal(clampPage(0, 5), 1);
    assert.equal(clampPage(6, 5), 5);
    assert.equal(clampPage(Number.NaN, 5), 1);
    assert.equal(clampPage(3, 0), 1);
  });
});

describe('page number in the address bar', () => {
  it('leaves a page in range, or no page, as it is', () => {
    assert.equal(pageCorrection(null, 5), undefined);
    assert.equal(pageCorrection('3', 5), undefined);
    assert.equal(pageCorrection('5', 5), undefined);
    assert.equal(pageCorrection('7', undefined), undefined);
  });

  it('removes nonsense and page 1 at once, before the number of pages is known', () => {
    for (const raw of ['0', '-2', 'abc', '1.5', '', ' ', '1', '1e3']) assert.equal(pageCorrection(raw, undefined), null, raw);
  });

  it('moves a page past the end to the last page, or to none when there is one page or no result', () => {
    assert.equal(pageCorrection('99', 4), 4);
    assert.equal(pageCorrection('2', 1), null);
    assert.equal(pageCorrection('2', 0), null);
  });
});
