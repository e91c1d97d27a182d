import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { restEnvelope, restEnvelopeText } from './gateway-executor';

/** What Apollo Server sends: the result's JSON and a newline. */
const answer = (value: unknown) => `${JSON.stringify(value)}\n`;

const product = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  name: 'Túi "id": vải \\ Sài Gòn \u2028 😀',
  description: '<p data-x=\'{"id":1}\'>"errors": và "extensions": trong chữ</p>',
  price: 250000,
  ratings: { average: 4.333333333333333, count: 3 },
  category: { id: 'c1', name: 'Túi', slug: 'tui' },
  variants: [{ id: 'v1', color: null, stock: 0 }],
  images: [],
  reviews: [{ id: 'r1', comment: 'Đẹp, "id": đúng', createdAt: '2026-11-28T10:00:00.000Z' }],
};

describe('the REST answer written from the catalog answer as text (decision 0911)', () => {
  it('is byte for byte what the parsed answer written again gives, ids renamed at every depth', () => {
    const listing = { products: [product, { ...product, id: 'p2' }], pagination: { page: 1, limit: 12, pages: 1, total: 2 }, colors: ['Đen'], sizes: [] };
    assert.equal(restEnvelopeText(answer({ data: { products: listing } }), 'products', false), JSON.stringify(restEnvelope(listing)));
    assert.equal(restEnvelopeText(answer({ data: { product } }), 'product', true), JSON.stringify(restEnvelope({ product })));
    assert.ok(restEnvelopeText(answer({ data: { product } }), 'product', true)!.includes('"_id":"6f1c2a9e-0000-4000-8000-000000000001"'));
  });

  it('is null for a missing product', () => {
    assert.equal(restEnvelopeText(answer({ data: { product: null } }), 'product', true), null);
  });

  it('leaves any other shape to the parser: errors, extensions, another field, a type name, not JSON', () => {
    for (const other of [
      answer({ errors: [{ message: 'x' }], data: null }),
      answer({ data: { product }, errors: [{ message: 'x' }] }),
      answer({ data: { product }, extensions: { cost: 1 } }),
      answer({ data: { products: { products: [] } } }),
      answer({ data: { product: { ...product, __typename: 'Product' } } }),
      'Bad Gateway',
    ])
      assert.equal(restEnvelopeText(other, 'product', true), undefined, other);
  });
});
