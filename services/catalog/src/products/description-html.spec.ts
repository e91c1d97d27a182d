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
});

describe('discount percent (spec §9)', () => {
  it('rounds (original − price) / original × 100 and is 0 without a discount', () => {
    assert.equal(discountPercent(250_000, 350_000), 29);
    assert.equal(discountPercent(100_000, null), 0);
    assert.equal(discountPercent(100_000, 90_000), 0);
  });
});
