import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeDescription } from './description-html';
import { discountPercent } from './product-view';

describe('product description HTML', () => {
  it('keeps formatting and drops scripts and event handlers', () => {
    const out = sanitizeDescription('<p onclick="x()">Túi <strong>vải</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>');
    assert.equal(out.includes('<script'), false);
    assert.equal(out.includes('onclick'), false);
    assert.equal(out.includes('javascript:'), false);
    assert.ok(out.includes('<p>Túi <strong>vải</strong></p>'));
  });

  it("keeps images from the shop's own /images/ only", () => {
    const own = '/images/0b8f6a52-3c1d-4e8f-9a7b-2d4c6e8f0a1b.webp';
    const out = sanitizeDescription(
      `<p>A<img src="${own}?w=320" alt="Túi"></p>` +
        '<img src="https://tracker.example/p.gif?u=1"><img src="http://cdn.example/images/0b8f6a52-3c1d-4e8f-9a7b-2d4c6e8f0a1b.webp">' +
        '<img src="//cdn.example/x.png"><img src="data:image/png;base64,AAAA"><img src="/images/../graphql"><img alt="no source">',
    );
    assert.equal(out, `<p>A<img src="${own}" alt="Túi" /></p>`);
  });

  it('marks links to other sites nofollow and leaves links inside the shop as they are', () => {
    const out = sanitizeDescription(
      '<a href="https://example.com/x" rel="author" target="_blank">x</a> <a href="//example.com">y</a> <a href="mailto:a@b.vn">m</a> ' +
        '<a href="/products?category=tui" rel="nofollow">z</a>',
    );
    assert.equal(
      out,
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">x</a> <a rel="noopener noreferrer nofollow">y</a> ' +
        '<a href="mailto:a@b.vn" rel="noopener noreferrer nofollow">m</a> <a href="/products?category=tui">z</a>',
    );
  });

  it('leaves a description it cleaned unchanged when cleaning it again', () => {
    const once = sanitizeDescription('<p><a href="https://example.com">x</a><img src="/images/0b8f6a52-3c1d-4e8f-9a7b-2d4c6e8f0a1b.webp"></p>');
    assert.equal(sanitizeDescription(once), once);
  });
});

describe('discount percent (product §14)', () => {
  it('rounds (original − price) / original × 100 and is 0 without a discount', () => {
    assert.equal(discountPercent(250_000, 350_000), 29);
    assert.equal(discountPercent(100_000, null), 0);
    assert.equal(discountPercent(100_000, 90_000), 0);
  });
});
