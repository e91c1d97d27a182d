import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pagination, stockLevel, toListingQuery } from './listing';
import { ProductSort, SortOrder } from './product.model';

describe('listing parameters', () => {
  it('defaults to page 1, 12 per page, newest first', () => {
    const q = toListingQuery(undefined, false);
    assert.equal(q.page, 1);
    assert.equal(q.limit, 12);
    assert.equal(q.offset, 0);
    assert.equal(q.sortBy, null);
    assert.equal(q.order, SortOrder.desc);
  });

  it('clamps nonsense instead of failing: page -1 → 1, limit 0 → 1, limit 1000 → 100, negative price → 0', () => {
    const q = toListingQuery({ page: -1, limit: 1000, minPrice: -5 }, false);
    assert.equal(q.page, 1);
    assert.equal(q.limit, 100);
    assert.equal(q.minPrice, 0);
    assert.equal(toListingQuery({ limit: 0 }, false).limit, 1);
    assert.equal(toListingQuery({ page: 3, limit: 10 }, false).offset, 20);
  });

  it('folds the search into words and lets only staff see hidden products', () => {
    const q = toListingQuery({ search: '  Túi  ĐÔNG sơn ', sortBy: ProductSort.price, includeInactive: true }, false);
    assert.deepEqual(q.words, ['tui', 'dong', 'son']);
    assert.equal(q.includeInactive, false);
    assert.equal(toListingQuery({ includeInactive: true }, true).includeInactive, true);
  });

  it('counts pages, also for an empty result', () => {
    assert.deepEqual(pagination(1, 12, 0), { page: 1, limit: 12, pages: 0, total: 0 });
    assert.deepEqual(pagination(2, 12, 25), { page: 2, limit: 12, pages: 3, total: 25 });
  });
});

describe('stock levels (product §4.4)', () => {
  it('0 is out, 1..4 low, 5 and more in stock', () => {
    assert.equal(stockLevel(0), 'out');
    assert.equal(stockLevel(4), 'low');
    assert.equal(stockLevel(5), 'in');
    assert.equal(stockLevel(6), 'in');
  });
});
