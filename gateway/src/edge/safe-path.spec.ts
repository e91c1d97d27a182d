import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rawQueryOf, safeSegments, upstreamPath } from './safe-path';

describe('paths the gateway passes on', () => {
  it('decodes ordinary segments, Vietnamese included, and drops empty ones', () => {
    assert.deepEqual(safeSegments('/images/abc-123.webp'), ['images', 'abc-123.webp']);
    assert.deepEqual(safeSegments('/san-pham/t%C3%BAi%20v%E1%BA%A3i//'), ['san-pham', 'túi vải']);
  });

  it('refuses every spelling of a dot segment', () => {
    for (const p of ['/images/../graphql', '/images/%2e%2e/graphql', '/images/.%2E/graphql', '/images/%2E./x', '/a/./b', '/a/%2e/b', '/..']) {
      assert.equal(safeSegments(p), undefined, p);
    }
  });

  it('refuses slashes hidden in a segment, backslashes, control characters and broken encoding', () => {
    for (const p of ['/images/..%2fgraphql', '/images/a%2Fb', '/images/..\\graphql', '/images/a%5cb', '/images/a%00b', '/images/%E0%A4%A', '/images/%zz']) {
      assert.equal(safeSegments(p), undefined, p);
    }
  });

  it('keeps dots that are part of a name', () => {
    assert.deepEqual(safeSegments('/images/a..b/.hidden/x.'), ['images', 'a..b', '.hidden', 'x.']);
  });

  it('builds the upstream path from a fixed prefix and the segments encoded again', () => {
    assert.equal(upstreamPath('/webhooks', ['vietqr', 'a b?c']), '/webhooks/vietqr/a%20b%3Fc');
    assert.equal(upstreamPath('/oauth/google', []), '/oauth/google');
    assert.equal(rawQueryOf('/x?a=1&b=%2e%2e#frag'), '?a=1&b=%2e%2e');
    assert.equal(rawQueryOf('/x'), '');
  });
});
