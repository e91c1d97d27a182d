import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clampPage, pageItems, type PageItem } from './pagination.logic.js';

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
