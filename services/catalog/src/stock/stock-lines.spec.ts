import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineName, sumLines } from './stock-lines';

describe('sumLines', () => {
  it('adds up lines of the same product and variant, and keeps different variants apart', () => {
    assert.deepEqual(
      sumLines([
        { productId: 'p1', variantId: 'v1', quantity: 2 },
        { productId: 'p1', variantId: 'v2', quantity: 1 },
        { productId: 'p1', variantId: 'v1', quantity: 3 },
      ]),
      [
        { productId: 'p1', variantId: 'v1', quantity: 5 },
        { productId: 'p1', variantId: 'v2', quantity: 1 },
      ],
    );
  });

  it('keeps a product line (no variant) apart from the variant lines of the same product', () => {
    assert.deepEqual(
      sumLines([
        { productId: 'p1', variantId: null, quantity: 1 },
        { productId: 'p1', variantId: 'v1', quantity: 1 },
        { productId: 'p1', variantId: null, quantity: 4 },
      ]),
      [
        { productId: 'p1', variantId: null, quantity: 5 },
        { productId: 'p1', variantId: 'v1', quantity: 1 },
      ],
    );
  });

  it('sorts by product then variant whatever the order given, so every reservation locks rows in one order', () => {
    const lines = [
      { productId: 'b', variantId: 'y', quantity: 1 },
      { productId: 'a', variantId: 'z', quantity: 1 },
      { productId: 'b', variantId: 'x', quantity: 1 },
    ];
    const keys = (ls: typeof lines) => sumLines(ls).map((l) => `${l.productId}/${l.variantId}`);
    assert.deepEqual(keys(lines), ['a/z', 'b/x', 'b/y']);
    assert.deepEqual(keys([...lines].reverse()), ['a/z', 'b/x', 'b/y']);
  });

  it('does not change the lines it was given', () => {
    const lines = [
      { productId: 'p', variantId: 'v', quantity: 1 },
      { productId: 'p', variantId: 'v', quantity: 1 },
    ];
    sumLines(lines);
    assert.deepEqual(lines[0], { productId: 'p', variantId: 'v', quantity: 1 });
  });
});

describe('lineName', () => {
  it("names a variant line by the product and the variant's name, else its colour and size", () => {
    assert.equal(lineName('Balo Sài Gòn', null), 'Balo Sài Gòn');
    assert.equal(lineName('Balo Sài Gòn', { name: 'Xanh rêu', color: 'Xanh', size: 'M' }), 'Balo Sài Gòn (Xanh rêu)');
    assert.equal(lineName('Balo Sài Gòn', { name: null, color: 'Đỏ', size: 'L' }), 'Balo Sài Gòn (Đỏ / L)');
    assert.equal(lineName('Balo Sài Gòn', { name: ' ', color: null, size: null }), 'Balo Sài Gòn');
  });
});
