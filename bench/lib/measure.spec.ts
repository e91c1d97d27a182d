import assert from 'node:assert/strict';
import { isIPv6 } from 'node:net';
import { describe, it } from 'node:test';
import { customerAddress } from './measure';

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
