import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { Transactions } from '../db/database';
import type { ListingSummaries } from './listing-summaries';
import { SuggestionIndexRepository } from './suggestion-index.repository';

/** A database whose products are named `name`, counting the index reads (one products statement each). */
function catalogNamed(first: string) {
  const state = { name: first, sold: 0, reads: 0, versions: 0, hold: null as Promise<void> | null };
  const tx = {
    current: () => ({
      execute: async (query: { queryChunks: unknown[] }) => {
        const text = JSON.stringify(query.queryChunks);
        if (text.includes('md5(')) {
          state.versions++;
          return { rows: [{ version: `${state.name} ${state.sold}` }] };
        }
        if (!text.includes('FROM products')) return { rows: [] };
        state.reads++;
        const name = state.name;
        if (state.hold) await state.hold;
        return { rows: [{ id: `id-${name}`, name, price: 1, searchText: name, searchName: name, lowerName: name }] };
      },
    }),
  } as unknown as Transactions;
  let drop = () => {};
  const summaries = { onClear: (fn: () => void) => (drop = fn) } as unknown as ListingSummaries;
  return { state, repo: new SuggestionIndexRepository(tx, summaries), drop: () => drop() };
}

const names = async (repo: SuggestionIndexRepository) =>
  (await repo.index()).suggest({ words: ['tui'], accented: [], near: [[]] }, 10).products.map((p) => p.name);
const realNow = Date.now;
const later = (ms: number) => (Date.now = () => realNow() + ms);
afterEach(() => (Date.now = realNow));

describe('the suggestion index of a replica (decision 0206)', () => {
  it('is read once, and again at once after a drop', async () => {
    const { state, repo, drop } = catalogNamed('tui a');
    assert.deepEqual(await names(repo), ['tui a']);
    assert.deepEqual(await names(repo), ['tui a']);
    assert.equal(state.reads, 1);
    state.name = 'tui b';
    drop();
    assert.deepEqual(await names(repo), ['tui b'], 'the suggestion after a drop waits for the new index');
    assert.equal(state.reads, 2);
  });

  it('past 30 s answers from the old index while the new one is read', async () => {
    const { state, repo } = catalogNamed('tui a');
    await names(repo);
    state.name = 'tui b';
    later(31_000);
    assert.deepEqual(await names(repo), ['tui a']);
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(await names(repo), ['tui b']);
    assert.equal(state.reads, 2);
  });

  it('past 30 s keeps the index without reading it again while the products and their sold counts are unchanged', async () => {
    const { state, repo } = catalogNamed('tui a');
    await names(repo);
    later(31_000);
    assert.deepEqual(await names(repo), ['tui a']);
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(state.reads, 1, 'nothing changed: no rebuild');
    assert.equal(state.versions, 2, 'one aggregate statement to tell');
    later(45_000);
    await names(repo);
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(state.versions, 2, 'kept for another 30 s from the check');
    state.sold = 5; // a delivery raised a sold count: no event says so
    later(62_000);
    await names(repo);
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(state.reads, 2, 'a sold count changed: the index is read again');
  });

  it('never keeps a read begun before a drop', async () => {
    const { state, repo, drop } = catalogNamed('tui a');
    await names(repo);
    let release = () => {};
    state.hold = new Promise<void>((r) => (release = r));
    later(31_000);
    await names(repo); // starts the refresh, which reads 'tui a' and waits
    state.hold = null;
    state.name = 'tui b';
    drop();
    assert.deepEqual(await names(repo), ['tui b']);
    release();
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(await names(repo), ['tui b'], 'the refresh begun before the drop is not taken');
  });
});
