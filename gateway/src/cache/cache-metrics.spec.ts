import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { publicCacheRequests } from './cache-metrics';

describe('public cache metric labels (docs/operations.md, "Domain metrics")', () => {
  it('take the three ways the cache answers a public read', () => {
    assert.deepEqual(publicCacheRequests.labels, { result: ['hit', 'miss', 'bypass'] });
  });
});
