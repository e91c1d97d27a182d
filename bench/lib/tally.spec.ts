import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HeaderTally } from './tally';

describe('a tally of one header over a row', () => {
  it('counts each value whatever the case of the header name, and answers without it', () => {
    const tally = new HeaderTally('X-Cache');
    for (let i = 0; i < 8; i++) tally.add({ 'X-Cache': 'HIT', 'content-type': 'application/json' });
    tally.add({ 'x-cache': 'STALE' });
    tally.add({ 'x-cache': ['MISS'] });
    tally.add({});
    assert.deepEqual(Object.fromEntries(tally.counts), { HIT: 8, STALE: 1, MISS: 1, '-': 1 });
  });

  it('describes the counts most frequent first, with their shares', () => {
    const tally = new HeaderTally('x-cache');
    for (let i = 0; i < 1200; i++) tally.add({ 'x-cache': 'HIT' });
    for (let i = 0; i < 300; i++) tally.add({ 'x-cache': 'STALE' });
    assert.equal(tally.describe(), 'HIT 1,200 (80.0 %), STALE 300 (20.0 %)');
    assert.equal(new HeaderTally('x-cache').describe(), 'no answers');
  });
});
