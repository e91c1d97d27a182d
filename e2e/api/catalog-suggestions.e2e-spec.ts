import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useShop } from '../support/shop';

const shop = useShop();

type Suggestions = { products: { _id: string; name: string; price: number }[]; categories: { _id: string; name: string; slug: string }[] };

const suggest = async (query: string): Promise<Suggestions> => {
  const res = await shop.api.get(`/api/products/suggestions?${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
};

describe('GET /api/products/suggestions (search box suggestions)', () => {
  it("finds products and categories without accents: 'tui' finds 'Túi…' and the category 'Túi tote'", async () => {
    const s = await suggest('q=tui');
    assert.ok(s.products.length > 0);
    // Names starting with the search come first.
    assert.ok(s.products[0].name.startsWith('Túi'), s.products[0].name);
    assert.ok(s.categories.some((c) => c.name === 'Túi tote'));
    const p = s.products[0];
    assert.ok(p._id && typeof p.price === 'number');
    const exact = await suggest('q=' + encodeURIComponent('TÚI ĐÔNG SƠN'));
    assert.deepEqual(
      exact.products.map((x) => x.name),
      ['Túi tote Đông Sơn trống đồng'],
    );
  });

  it('gives none for an empty or one-letter search, and bounds the limit', async () => {
    assert.deepEqual(await suggest('q='), { products: [], categories: [] });
    assert.deepEqual(await suggest('q=t'), { products: [], categories: [] });
    assert.deepEqual(await suggest(''), { products: [], categories: [] });
    assert.equal((await suggest('q=an&limit=2')).products.length, 2);
    const many = await suggest('q=an&limit=500');
    assert.ok(many.products.length <= 10 && many.products.length > 2, String(many.products.length));
    assert.ok(many.categories.length <= 3);
    assert.equal((await suggest('q=an&limit=0')).products.length, 1);
  });

  it('is served from the public cache once asked twice', async () => {
    await suggest('q=balo&limit=5');
    const stored = await shop.api.get('/api/products/suggestions?q=balo&limit=5');
    assert.equal(stored.headers.get('x-cache'), 'MISS', 'a first miss is only remembered, the second stored');
    const again = await shop.api.get('/api/products/suggestions?limit=5&q=balo');
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('x-cache'), 'HIT');
  });
});
