import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isUuid, UUID_TEXT } from './ids';

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    assert.equal(isUuid('0b6c2a4e-9f1d-4c3b-8a7e-5d2f1e0c9b8a'), true);
    assert.equal(isUuid('0B6C2A4E-9F1D-4C3B-8A7E-5D2F1E0C9B8A'), true);
  });

  it('refuses anything else: other types, other lengths, surrounding text, a line break', () => {
    for (const value of [
      undefined,
      null,
      42,
      {},
      '',
      'abc',
      '0b6c2a4e9f1d4c3b8a7e5d2f1e0c9b8a',
      '0b6c2a4e-9f1d-4c3b-8a7e-5d2f1e0c9b8',
      ' 0b6c2a4e-9f1d-4c3b-8a7e-5d2f1e0c9b8a',
      '0b6c2a4e-9f1d-4c3b-8a7e-5d2f1e0c9b8a\n',
      'gb6c2a4e-9f1d-4c3b-8a7e-5d2f1e0c9b8a',
    ]) {
      assert.equal(isUuid(value), false, JSON.stringify(value));
    }
  });

  it('gives the pattern other rules embed (a product page address)', () => {
    const page = new RegExp(`^/products/(${UUID_TEXT})/?$`, 'i');
    assert.equal(page.exec('/products/0B6C2A4E-9F1D-4C3B-8A7E-5D2F1E0C9B8A/')?.[1], '0B6C2A4E-9F1D-4C3B-8A7E-5D2F1E0C9B8A');
    assert.equal(page.exec('/products/x0b6c2a4e-9f1d-4c3b-8a7e-5d2f1e0c9b8a'), null);
  });
});
