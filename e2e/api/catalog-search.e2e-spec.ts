import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useShop } from '../support/shop';

const shop = useShop();

interface Found {
  name: string;
  category: { name: string } | null;
}

/** A REST search's first page (up to 100), in the order shown. */
const restFound = async (text: string): Promise<Found[]> => {
  const res = await shop.api.get(`/api/products?limit=100&search=${encodeURIComponent(text)}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.products;
};

/** Names of a REST search's first page, in the order shown. */
const restSearch = async (text: string): Promise<string[]> => (await restFound(text)).map((p) => p.name);

/** A product the word 'balo' describes: its name, or its category's (other tests of the tier add products to the demo categories). */
const isBalo = (p: Found) => p.name.includes('Balo') || (p.category?.name ?? '').includes('Balo');

const suggestions = async (text: string): Promise<string[]> => {
  const res = await shop.api.get(`/api/products/suggestions?q=${encodeURIComponent(text)}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.products.map((p: { name: string }) => p.name);
};

describe('search through the gateway: accents first, run-together words, one typo (decision 0205)', () => {
  it("lists 'Túi vải …' before 'Túi đeo vai …' for 'túi vải', REST and GraphQL, and finds both for 'tui vai'", async () => {
    const accented = await restSearch('túi vải');
    const shoulder = accented.indexOf('Túi đeo vai Gốm Bát Tràng');
    assert.ok(shoulder > 0, accented.join(' | '));
    assert.deepEqual(accented.slice(0, 2), ['Túi vải Sài Gòn xưa', 'Túi tote vải canvas Phố Cổ Hội An']);
    const res = await shop.api.graphql(`query ($f: ProductFilter) { products(filter: $f) { products { name } } }`, { f: { search: 'vải', limit: 100 } });
    const names: string[] = res.body.data.products.products.map((p: { name: string }) => p.name);
    const lastAccented = Math.max(...names.map((n, i) => (n.toLowerCase().includes('vải') ? i : -1)));
    assert.ok(lastAccented < names.indexOf('Túi đeo vai Gốm Bát Tràng'), names.join(' | '));
    const plain = await restSearch('tui vai');
    assert.ok(plain.includes('Túi vải Sài Gòn xưa') && plain.includes('Túi đeo vai Gốm Bát Tràng'), plain.join(' | '));
    assert.equal((await suggestions('túi vải'))[0], 'Túi vải Sài Gòn xưa');
  });

  it("finds the Balo products for 'balo', 'ba lo' and 'ba lô' first, and for the misspelt 'bslo' only them", async () => {
    for (const text of ['balo', 'ba lo', 'ba lô']) assert.ok((await restSearch(text))[0].startsWith('Balo'), text);
    const typo = await restFound('bslo');
    assert.ok(typo.length > 0);
    assert.ok(typo.every(isBalo), typo.map((p) => `${p.name} (${p.category?.name})`).join(' | '));
    const typed = await suggestions('bslo');
    const baloNames = new Set(typo.map((p) => p.name));
    assert.ok(typed.length > 0 && typed.every((n) => baloNames.has(n)), typed.join(' | '));
  });
});
