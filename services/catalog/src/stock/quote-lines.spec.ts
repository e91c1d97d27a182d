import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { VariantRow } from '../products/products.schema';
import { quoteLine } from './quote-lines';
import type { QuoteData } from './quote.repository';

const P = '11111111-1111-4111-8111-111111111111';
const V = '22222222-2222-4222-8222-222222222222';
const IMG = '33333333-3333-4333-8333-333333333333';

const data = (over: { isActive?: boolean; variantProduct?: string } = {}): QuoteData => ({
  products: new Map([[P, { id: P, name: 'Túi tote Hội An', price: 150000, originalPrice: 200000, totalStock: 7, isActive: over.isActive ?? true }]]),
  variants: new Map<string, VariantRow>([
    [V, { id: V, productId: over.variantProduct ?? P, name: 'Đỏ', color: 'Đỏ', material: 'Canvas', size: null, sku: 'TOTE-DO', stock: 3, position: 0 }],
  ]),
  images: new Map([[P, IMG]]),
});

describe('quoteLine', () => {
  it("gives a variant line the product's name, first image and prices with the variant's stock", () => {
    assert.deepEqual(quoteLine({ productId: P, variantId: V }, data()), {
      productId: P,
      variantId: V,
      available: true,
      name: 'Túi tote Hội An',
      image: `/images/${IMG}.webp`,
      price: 150000,
      originalPrice: 200000,
      stock: 3,
      variant: { name: 'Đỏ', color: 'Đỏ', material: 'Canvas', size: null, sku: 'TOTE-DO' },
    });
  });

  it("gives a line without a variant the product's total stock", () => {
    const q = quoteLine({ productId: P, variantId: null }, data());
    assert.equal(q.available, true);
    assert.equal(q.stock, 7);
    assert.equal(q.variant, null);
  });

  it('marks unknown products, hidden products and variants of another product as not available', () => {
    assert.equal(quoteLine({ productId: V, variantId: null }, data()).available, false);
    assert.equal(quoteLine({ productId: P, variantId: null }, data({ isActive: false })).available, false);
    assert.equal(quoteLine({ productId: P, variantId: V }, data({ variantProduct: IMG })).available, false);
    assert.equal(quoteLine({ productId: P, variantId: IMG }, data()).available, false);
    assert.equal(quoteLine({ productId: P, variantId: IMG }, data()).stock, 0);
  });

  it("says when only the variant is gone from a product on sale, with the product's name", () => {
    for (const q of [quoteLine({ productId: P, variantId: IMG }, data()), quoteLine({ productId: P, variantId: V }, data({ variantProduct: IMG }))]) {
      assert.equal(q.available, false);
      assert.equal(q.variantGone, true);
      assert.equal(q.name, 'Túi tote Hội An');
    }
    assert.equal(
      quoteLine({ productId: P, variantId: V }, data({ isActive: false })).variantGone,
      undefined,
      'a hidden product is not sold, whatever its variant',
    );
    assert.equal(quoteLine({ productId: V, variantId: V }, data()).variantGone, undefined);
    assert.equal(quoteLine({ productId: P, variantId: V }, data()).variantGone, undefined);
  });
});
