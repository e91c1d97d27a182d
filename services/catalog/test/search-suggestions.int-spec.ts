import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import { useStarted, waitFor } from '@shop/testing';
import { seedBenchCatalog } from '../src/bench/bench-catalog';
import { accentedWords, fold, searchWords } from '../src/common/text';
import type { Transactions } from '../src/db/database';
import { enqueueProductChanged } from '../src/products/product-events';
import { ProductsRepository } from '../src/products/products.repository';
import { SearchWordsRepository } from '../src/products/search-words.repository';
import { SuggestionIndexRepository } from '../src/products/suggestion-index.repository';
import { startCatalog } from './support/catalog-app';

// The bus runs: a change another replica makes reaches this one only as an event.
const catalog = useStarted(() => startCatalog({ seed: true, bus: true }));

const SUGGEST = `query ($q: String!, $limit: Int) { searchSuggestions(q: $q, limit: $limit) { products { id name price } categories { id name slug } } }`;
const suggest = async (q: string, limit = 10) => {
  const res = await catalog.gql(SUGGEST, { q, limit });
  assert.ok(res.data, JSON.stringify(res.errors));
  return res.data.searchSuggestions as { products: { id: string; name: string; price: number }[]; categories: { slug: string }[] };
};
const suggestedIds = async (q: string) => (await suggest(q)).products.map((p) => p.id);

/** What a shopper types on the way to `name`: prefixes as typed and without accents, and one letter wrong. */
function typedTexts(name: string): string[] {
  const lower = name.toLowerCase();
  const texts = [2, 3, 4, 6, 9, 13, 20].filter((n) => n <= lower.length).flatMap((n) => [lower.slice(0, n), fold(lower.slice(0, n))]);
  const words = fold(name).split(' ');
  const long = words.find((w) => w.length >= 5 && !/\d/.test(w));
  if (long) texts.push(long.slice(0, 2) + 'x' + long.slice(3), `${words[0]} ${long.slice(0, -1)}q`);
  if (words.length >= 2) texts.push(`${words[1]} ${words[0]}`, words.slice(0, 2).join(''));
  return texts;
}

describe('search suggestions from memory (decisions 0204-0206)', () => {
  it('answer exactly what the SQL of the suggestions answers, over the bench catalog', async () => {
    await seedBenchCatalog(catalog.db.url, 3000);
    // A few hidden products: never suggested.
    await catalog.pool.query(`UPDATE products SET is_active = false WHERE id IN (SELECT id FROM products ORDER BY sold_count DESC LIMIT 5)`);
    const { rows } = await catalog.pool.query<{ name: string }>(`SELECT name FROM products ORDER BY md5(id::text) LIMIT 150`);
    const texts = [
      ...new Set([
        'tu',
        'tui',
        'túi vải',
        'tui vai',
        'tui vải',
        'balo',
        'ba lo',
        'ba lô',
        'bslo',
        'baloo',
        'hoasen',
        'tui tote',
        'qua tang',
        'non la hue',
        ...rows.flatMap((r) => typedTexts(r.name)),
      ]),
    ];
    const index = await catalog.app.get(SuggestionIndexRepository).read();
    const products = catalog.app.get(ProductsRepository);
    const words = catalog.app.get(SearchWordsRepository);
    let nonEmpty = 0;
    for (const text of texts)
      for (const limit of [10, 3]) {
        const w = searchWords(text);
        if (w.join('').length < 2) continue;
        const terms = { words: w, accented: accentedWords(text), near: await words.nearWords(w) };
        const expected = await products.suggestions(terms, limit);
        assert.deepEqual(index.suggest(terms, limit), expected, JSON.stringify({ text, limit }));
        if (expected.products.length > 0) nonEmpty++;
      }
    assert.ok(index.size > 2900, String(index.size));
    assert.ok(texts.length > 500 && nonEmpty > 1000, `${texts.length} texts, ${nonEmpty} answers with products`);
  });

  it('stop suggesting a product renamed, hidden or deleted at the next key press', async () => {
    const { rows } = await catalog.pool.query<{ id: string; name: string }>(
      `SELECT id, name FROM products WHERE is_active AND name LIKE 'Túi%' ORDER BY sold_count DESC, id DESC LIMIT 3`,
    );
    const [renamed, hidden, deleted] = rows;
    for (const p of rows) assert.ok((await suggestedIds(p.name)).includes(p.id), p.name);
    const mutate = async (query: string, variables: Record<string, unknown>) => {
      const res = await catalog.gql(query, variables, catalog.staffToken);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    };
    // The renamed product first gets a word of its own: a name's other words may also be in its
    // description or category, which still match after the rename.
    const own = `Túi ${[...Date.now().toString()].map((d) => 'bcdfghklmn'[Number(d)]).join('')}`;
    await mutate(`mutation ($id: ID!, $name: String!) { updateProduct(id: $id, input: { name: $name }) { id } }`, { id: renamed.id, name: own });
    assert.ok((await suggestedIds(own)).includes(renamed.id), own);
    await mutate(`mutation ($id: ID!) { updateProduct(id: $id, input: { name: "Nón lá Zzyzx", price: 123456 }) { id } }`, { id: renamed.id });
    await mutate(`mutation ($id: ID!) { updateProduct(id: $id, input: { isActive: false }) { id } }`, { id: hidden.id });
    await mutate(`mutation ($id: ID!) { deleteProduct(id: $id) }`, { id: deleted.id });
    assert.ok(!(await suggestedIds(own)).includes(renamed.id), `${own} still suggests the product renamed from it`);
    assert.deepEqual((await suggest('zzyzx')).products, [{ id: renamed.id, name: 'Nón lá Zzyzx', price: 123456 }]);
    assert.ok(!(await suggestedIds(hidden.name)).includes(hidden.id));
    assert.ok(!(await suggestedIds(deleted.name)).includes(deleted.id));
  });

  it('stop suggesting a product another replica hid within 1 s, as its event arrives', async () => {
    const { rows } = await catalog.pool.query<{ id: string; name: string }>(
      `SELECT id, name FROM products WHERE is_active ORDER BY sold_count DESC, id DESC LIMIT 1`,
    );
    const [p] = rows;
    assert.ok((await suggestedIds(p.name)).includes(p.id));
    // Written as another replica writes it: the row and its event, nothing this replica's service does.
    const tx = catalog.app.get<Transactions>(TRANSACTIONS);
    await tx.transactional(async () => {
      await tx.current().execute(sql`UPDATE products SET is_active = false WHERE id = ${p.id}`);
      await enqueueProductChanged(tx.current(), p.id, 'updated');
    });
    const hiddenAt = Date.now();
    await waitFor(async () => !(await suggestedIds(p.name)).includes(p.id), {
      timeoutMs: 1000,
      intervalMs: 20,
      what: 'the hidden product to leave the suggestions',
    });
    assert.ok(Date.now() - hiddenAt <= 1000);
  });

  it('answer the REST route the gateway reads exactly as searchSuggestions, text for text, and bound odd queries', async () => {
    const rest = async (query: string) => {
      const res = await fetch(`${catalog.url}/products/suggestions?${query}`);
      assert.equal(res.status, 200, query);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
      return res.text();
    };
    const { rows } = await catalog.pool.query<{ name: string }>(`SELECT name FROM products ORDER BY md5(id::text) LIMIT 20`);
    let nonEmpty = 0;
    const texts = ['tu', 'túi vải', 'tui vai', 'ba lô', 'bslo', 'qua tang', 'x', '', ...rows.flatMap((r) => typedTexts(r.name))];
    for (const [i, text] of texts.entries())
      for (const limit of [[undefined, 0, 3, 10, 500][i % 5]]) {
        const res = await catalog.gql(SUGGEST, { q: text, ...(limit === undefined ? {} : { limit }) });
        assert.ok(res.data, JSON.stringify(res.errors));
        const query = new URLSearchParams({ q: text, ...(limit === undefined ? {} : { limit: String(limit) }) });
        // The same text, byte for byte: the gateway wraps it in the REST envelope as it is.
        assert.equal(await rest(query.toString()), JSON.stringify(res.data.searchSuggestions), query.toString());
        if (res.data.searchSuggestions.products.length > 0) nonEmpty++;
      }
    assert.ok(nonEmpty > 200, `${nonEmpty} of ${texts.length}`);
    const none = JSON.stringify({ products: [], categories: [] });
    for (const odd of ['', 'q=', 'q=a', 'q[]=balo&q[]=tui', 'q[x]=balo', 'limit=abc&q=', `q=${'a'.repeat(5000)}`, 'q=%00%00'])
      assert.equal(await rest(odd), none, odd);
    // A limit that is no count gives the default; a text beyond 100 characters is cut as the gateway cuts it.
    assert.equal(await rest('q=balo&limit=2.5'), await rest('q=balo'));
    assert.equal(await rest('q=balo&limit=-4'), await rest('q=balo'));
    assert.equal(await rest(`q=balo${' '.repeat(200)}zzzz`), await rest('q=balo'));
  });
});
