import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productFilter, productInput, stockValue } from './catalog-body';

describe('catalog REST coercion', () => {
  it('reads listing numbers and booleans from the query string, and passes unreadable ones on', () => {
    const f = productFilter({
      page: '2',
      limit: 'abc',
      minPrice: '100000',
      maxPrice: 'xyz',
      featured: 'true',
      newArrival: 'nope',
      search: '',
    });
    assert.equal(f.page, 2);
    assert.equal(f.limit, undefined);
    assert.equal(f.minPrice, 100000);
    assert.equal(f.maxPrice, 'xyz');
    assert.equal(f.featured, true);
    assert.equal(f.newArrival, 'nope');
    assert.equal(f.search, undefined);
    assert.equal(productFilter({ page: '-1' }).page, -1);
  });

  it('parses stock as an integer; non-numeric becomes 0 (product §12)', () => {
    assert.equal(stockValue('12'), 12);
    assert.equal(stockValue(7.9), 7);
    assert.equal(stockValue('abc'), 0);
    assert.equal(stockValue(undefined), 0);
    assert.equal(stockValue('-3'), -3);
  });

  it('shapes a product body: _id → id, comma lists, featured aliases, category object', () => {
    const input = productInput(
      {
        name: 'Túi tote',
        price: '250000',
        category: { _id: 'c1', name: 'Túi tote' },
        colors: 'Đỏ, Xanh',
        featured: true,
        variants: [{ _id: 'v1', sku: 'A', stock: '3' }],
        images: [{ url: '/images/x.webp', alt: 'a' }, '/images/y.webp'],
      },
      false,
    );
    assert.equal(input.price, 250000);
    assert.equal(input.category, 'c1');
    assert.deepEqual(input.colors, ['Đỏ', ' Xanh']);
    assert.equal(input.isFeatured, true);
    assert.deepEqual((input.variants as { id: string; stock: number }[])[0].id, 'v1');
    assert.equal((input.variants as { id: string; stock: number }[])[0].stock, 3);
    assert.deepEqual((input.images as unknown[])[1], { url: '/images/y.webp' });
    assert.equal(input.shortDescription, '');
  });

  it('leaves out of an update what was not sent', () => {
    assert.deepEqual(productInput({ price: 1000 }, true), { price: 1000 });
  });
});
