import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyListingChange,
  clearFilters,
  hasFilters,
  parseListingQuery,
  priceRangeChange,
  priceRangeKey,
  SORT_OPTIONS,
  sortChange,
  sortKeyOf,
  toProductFilter,
} from './listing-query.logic.js';

const q = (s: string) => parseListingQuery(new URLSearchParams(s));

describe('product list query', () => {
  it('takes the spec defaults: page 1, newest first', () => {
    assert.deepEqual(toProductFilter(q('')), { page: 1, limit: 12, sortBy: 'createdAt', order: 'desc' });
  });

  it('reads every filter of the URL', () => {
    const listing = q('page=3&category=c1&search=tui&minPrice=500000&maxPrice=1000000&color=Đen&size=M&sortBy=price&order=asc&featured=true&newArrival=false');
    assert.deepEqual(toProductFilter(listing), {
      page: 3,
      limit: 12,
      category: 'c1',
      search: 'tui',
      minPrice: 500000,
      maxPrice: 1000000,
      color: 'Đen',
      size: 'M',
      sortBy: 'price',
      order: 'asc',
      featured: true,
      newArrival: false,
    });
  });

  it('falls back to defaults for nonsense values', () => {
    const listing = q('page=-2&minPrice=abc&maxPrice=1.5&sortBy=drop&order=up&featured=yes&search=%20%20');
    assert.deepEqual(toProductFilter(listing), { page: 1, limit: 12, sortBy: 'createdAt', order: 'desc' });
  });

  it('goes back to page 1 on any filter change', () => {
    const next = applyListingChange(new URLSearchParams('page=4&category=c1'), { category: 'c2' });
    assert.equal(next.toString(), 'category=c2');
  });

  it('keeps the filters when only the page changes', () => {
    const next = applyListingChange(new URLSearchParams('category=c1&page=2'), { page: 5 });
    assert.equal(next.get('page'), '5');
    assert.equal(next.get('category'), 'c1');
  });

  it('leaves the defaults out of the URL', () => {
    const next = applyListingChange(new URLSearchParams('sortBy=price&order=asc&page=2'), sortChange('newest'));
    assert.equal(next.toString(), '');
  });

  it('clears every filter and the search but keeps the sort', () => {
    const params = new URLSearchParams('category=c1&search=tui&minPrice=1&color=Đỏ&size=L&sortBy=price&order=asc&page=3');
    assert.equal(clearFilters(params).toString(), 'sortBy=price&order=asc');
    assert.equal(hasFilters(q(clearFilters(params).toString())), false);
    assert.equal(hasFilters(q('size=L')), true);
  });

  it('offers the spec price ranges as single choices', () => {
    assert.equal(priceRangeKey(q('')), 'all');
    assert.equal(priceRangeKey(q('maxPrice=500000')), 'under-500k');
    assert.equal(priceRangeKey(q('minPrice=500000&maxPrice=1000000')), '500k-1m');
    assert.equal(priceRangeKey(q('minPrice=2000000')), 'over-2m');
    assert.equal(priceRangeKey(q('minPrice=7')), 'custom');
    assert.deepEqual(priceRangeChange('1m-2m'), { minPrice: 1000000, maxPrice: 2000000 });
    assert.deepEqual(priceRangeChange('under-500k'), { minPrice: null, maxPrice: 500000 });
    assert.deepEqual(priceRangeChange('all'), { minPrice: null, maxPrice: null });
  });

  it('has the 8 sort options of product §4.1, featured sorting like newest', () => {
    assert.deepEqual(
      SORT_OPTIONS.map((o) => o.label),
      ['Mới nhất', 'Cũ nhất', 'Nổi bật', 'Giá tăng dần', 'Giá giảm dần', 'Tên A-Z', 'Tên Z-A', 'Bán chạy'],
    );
    assert.deepEqual(sortChange('featured'), sortChange('newest'));
    assert.deepEqual(sortChange('best-selling'), { sortBy: 'soldCount', order: 'desc' });
  });

  it('lets the catalog rank a search by best match until a sort is chosen', () => {
    assert.deepEqual(toProductFilter(q('search=tui')), { page: 1, limit: 12, search: 'tui' });
    assert.equal(sortKeyOf(q('search=tui')), 'relevance');
    const newest = applyListingChange(new URLSearchParams('search=tui'), sortChange('newest'));
    assert.equal(newest.toString(), 'search=tui&sortBy=createdAt&order=desc');
    assert.equal(sortKeyOf(q(newest.toString())), 'newest');
    assert.equal(applyListingChange(newest, sortChange('relevance')).toString(), 'search=tui');
  });

  it('shows the chosen sort option, keeping Nổi bật when it was picked', () => {
    assert.equal(sortKeyOf(q('')), 'newest');
    assert.equal(sortKeyOf(q(''), 'featured'), 'featured');
    assert.equal(sortKeyOf(q('sortBy=price&order=desc'), 'featured'), 'price-desc');
    assert.equal(sortKeyOf(q('sortBy=name&order=asc')), 'name-asc');
  });
});
