import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { imageRendition, PLACEHOLDER_IMAGE } from './image.logic.js';

describe('product image renditions', () => {
  it('asks for the drawn width', () => {
    assert.equal(imageRendition('/images/abc.webp', 320), '/images/abc.webp?w=320');
  });

  it('replaces a width already in the URL and keeps other parameters', () => {
    assert.equal(imageRendition('/images/abc.webp?w=800&v=2', 320), '/images/abc.webp?w=320&v=2');
  });

  it('has an inline placeholder that needs no request', () => {
    assert.match(PLACEHOLDER_IMAGE, /^data:image\/svg\+xml/);
  });
});
