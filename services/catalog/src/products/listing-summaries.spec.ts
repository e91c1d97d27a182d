import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { Logger } from '@shop/config';
import type { FacetSnapshot } from './listing-facets';
import type { ListingFacetsRepository } from './listing-facets.repository';
import { ListingSummaries } from './listing-summaries';

/**
 * A repository whose snapshots are numbered by read, each read held until released when `hold` is
 * set; a snapshot's search part is built when `builds` releases it.
 */
function numberedSnapshots() {
  const state = { reads: 0, hold: false, releases: [] as (() => void)[], builds: [] as (() => void)[] };
  const facets = {
    snapshot: async () => {
      const n = ++state.reads;
      if (state.hold) await new Promise<void>((r) => state.releases.push(r));
      let search: Promise<void> | null = null;
      return {
        n,
        get searched() {
          return search !== null;
        },
        searching: () => (search ??= new Promise<void>((r) => state.builds.push(r))),
      } as unknown as FacetSnapshot;
    },
  } as unknown as ListingFacetsRepository;
  const logger = { info() {}, warn() {}, error() {}, debug() {}, child: () => logger } as unknown as Logger;
  return { state, summaries: new ListingSummaries(logger, facets) };
}

const numberOf = async (s: ListingSummaries) => ((await s.facetSnapshot()) as unknown as { n: number }).n;
const realNow = Date.now;
const later = (ms: number) => (Date.now = () => realNow() + ms);
const settle = () => new Promise((r) => setTimeout(r, 10));
afterEach(() => (Date.now = realNow));

describe("a replica's listing snapshot (decisions 0910, 0911)", () => {
  it('is read once within 30 s, and every listing waits for the first read', async () => {
    const { state, summaries } = numberedSnapshots();
    state.hold = true;
    const first = summaries.facetSnapshot();
    const second = summaries.facetSnapshot();
    state.releases.shift()!();
    assert.equal(await numberOf(summaries), 1);
    assert.equal((await first) === (await second), true);
    assert.equal(state.reads, 1);
  });

  it('past 30 s answers at once from the last snapshot while the next is read', async () => {
    const { state, summaries } = numberedSnapshots();
    assert.equal(await numberOf(summaries), 1);
    state.hold = true;
    later(31_000);
    assert.equal(await numberOf(summaries), 1, 'the listing does not wait for the scan');
    assert.equal(await numberOf(summaries), 1);
    assert.equal(state.reads, 2, 'one read, however many listings came meanwhile');
    state.releases.shift()!();
    await settle();
    assert.equal(await numberOf(summaries), 2);
  });

  it('past 30 s, while searches are answered, takes the next snapshot only once its search part is built', async () => {
    const { state, summaries } = numberedSnapshots();
    void (await summaries.facetSnapshot()).searching();
    state.builds.shift()!();
    state.hold = true;
    later(31_000);
    assert.equal(await numberOf(summaries), 1);
    state.releases.shift()!();
    await settle();
    assert.equal(await numberOf(summaries), 1, 'a search would wait for the new snapshot to build its part');
    state.builds.shift()!();
    await settle();
    assert.equal(await numberOf(summaries), 2);
  });

  it('after a change heard, every listing waits for a new snapshot and a read begun before it is never taken', async () => {
    const { state, summaries } = numberedSnapshots();
    await numberOf(summaries);
    state.hold = true;
    later(31_000);
    await numberOf(summaries); // starts read 2, held
    summaries.clear();
    const afterChange = summaries.facetSnapshot(); // read 3, held
    let answered = false;
    void afterChange.then(() => (answered = true));
    await settle();
    assert.equal(answered, false, 'no listing is answered from a snapshot older than the change');
    state.releases.shift()!(); // read 2 ends after the change
    state.releases.shift()!();
    assert.equal(((await afterChange) as unknown as { n: number }).n, 3);
    await settle();
    assert.equal(await numberOf(summaries), 3, 'the read begun before the change is not kept');
  });
});
