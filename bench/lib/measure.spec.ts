import assert from 'node:assert/strict';
import { isIPv6 } from 'node:net';
import { describe, it } from 'node:test';
import { customerAddress, targetOf, type BenchRow } from './measure';

describe('simulated customers’ addresses', () => {
  it('gives each customer of a run its own valid IPv6 address in the documentation range', () => {
    const addresses = Array.from({ length: 1000 }, (_, i) => customerAddress('be', i));
    assert.ok(addresses.every((a) => isIPv6(a) && a.startsWith('2001:db8:be:')));
    assert.equal(new Set(addresses).size, 1000);
  });

  it('carries a part of its own for the run, so an earlier run within the hour does not count against this one', () => {
    // The run's part is the fourth group; the same customer of another run gets another address.
    const [, , , run] = customerAddress('be', 0).split(':');
    assert.match(run, /^[0-9a-f]{4}$/);
  });
});

describe('a row against its target', () => {
  const ceiling: BenchRow = { name: 'ceiling', requestsPerSec: 40_000, p50: 0, p99: 1, non2xx: 0, errors: 0 };
  const row = (requestsPerSec: number, p99: number, non2xx = 0): BenchRow => ({ name: 'r', requestsPerSec, p50: 1, p99, non2xx, errors: 0 });

  it('compares a share of the ceiling and p99', () => {
    assert.deepEqual(targetOf(row(4_000, 49), { ofCeiling: 0.1, p99Ms: 50 }, ceiling), { met: true, text: 'met (≥ 10%, p99 < 50 ms)' });
    assert.equal(targetOf(row(3_999, 49), { ofCeiling: 0.1, p99Ms: 50 }, ceiling).met, false);
    assert.equal(targetOf(row(4_000, 50), { ofCeiling: 0.1, p99Ms: 50 }, ceiling).met, false);
  });

  it('compares requests per second whatever the ceiling (orders: 200/s, p99 under 500 ms)', () => {
    assert.deepEqual(targetOf(row(121, 298), { perSec: 200, p99Ms: 500 }, ceiling), { met: false, text: 'NOT MET (≥ 200/s, p99 < 500 ms)' });
    assert.equal(targetOf(row(200, 499), { perSec: 200, p99Ms: 500 }, ceiling).met, true);
  });

  it('is never met with failed requests', () => {
    assert.equal(targetOf(row(300, 100, 1), { perSec: 200 }, ceiling).met, false);
  });
});
