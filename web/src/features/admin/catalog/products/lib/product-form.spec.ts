import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AdminProduct } from '../../shared/api/catalog-admin.types.js';
import { discountPercent } from '../../../../../components/product/money.logic.js';
import {
  colourChoices,
  fromProduct,
  htmlHasContent,
  joinList,
  NEW_PRODUCT,
  splitList,
  stockOverview,
  stockValue,
  toProductInput,
  totalStock,
} from './product-form.logic.js';

const filled = {
  ...NEW_PRODUCT,
  name: '  Túi tote Hội An ',
  shortDescription: ' Túi vải canvas ',
  description: '<p>Vải <b>dày</b></p>',
  images: [
    { id: 'img-1', url: '/images/img-1.webp', alt: 'mặt trước' },
    { id: 'img-2', url: '/images/img-2.webp', alt: null },
  ],
  variants: [
    { name: 'Đỏ - M', color: ' Đỏ ', material: 'Canvas', size: 'M', sku: '', stock: 5 },
    { id: 'v-old', name: '', color: 'Xanh', material: '', size: 'L', sku: 'TOTE-XL', stock: 7 },
  ],
  price: 250000,
  originalPrice: 300000,
  category: 'cat-1',
  brand: '  ',
  colors: 'Đỏ, Xanh, , ',
  materials: '',
  sizes: ' M ,L',
};

describe('comma-separated colours, materials and sizes (product §12)', () => {
  it('are trimmed with empty items dropped', () => {
    assert.deepEqual(splitList(' Đỏ ,xanh lá, , vàng ,'), ['Đỏ', 'xanh lá', 'vàng']);
    assert.deepEqual(splitList(''), []);
    assert.deepEqual(splitList(undefined), []);
    assert.deepEqual(splitList(' , ,'), []);
  });

  it('are edited as one text again', () => {
    assert.equal(joinList(['Đỏ', 'Xanh']), 'Đỏ, Xanh');
    assert.equal(joinList([]), '');
  });
});

describe('stock figures of the form', () => {
  it('reads stock as a whole number, 0 when empty or not a number', () => {
    assert.equal(stockValue(12), 12);
    assert.equal(stockValue('8'), 8);
    assert.equal(stockValue('abc'), 0);
    assert.equal(stockValue(null), 0);
    assert.equal(stockValue(3.7), 3);
  });

  it('adds up the variants live, ignoring rows still empty', () => {
    assert.equal(totalStock([{ stock: 5 }, { stock: 7 }, { stock: null }, {}]), 12);
    assert.equal(totalStock([]), 0);
  });

  it('shows the variant count and total, or the own stock without variants', () => {
    assert.deepEqual(stockOverview({ variants: [{ stock: 2 }, { stock: 3 }], stock: 50 }), { variantCount: 2, total: 5 });
    assert.deepEqual(stockOverview({ variants: [], stock: 9 }), { variantCount: 0, total: 9 });
  });
});

describe('the detailed description', () => {
  it('counts as missing when only empty markup is left', () => {
    assert.equal(htmlHasContent('<p><br></p>'), false);
    assert.equal(htmlHasContent('<p>&nbsp; </p>'), false);
    assert.equal(htmlHasContent(''), false);
    assert.equal(htmlHasContent('<p>Có chữ</p>'), true);
    assert.equal(htmlHasContent('<p><img src="/images/a.webp"></p>'), true);
  });
});

describe('the product input sent to the catalog', () => {
  it('trims texts, splits lists, keeps existing variant ids and sends stored images by id', () => {
    const result = toProductInput(filled);
    assert.ok(result.ok);
    const input = result.input;
    assert.equal(input.name, 'Túi tote Hội An');
    assert.equal(input.shortDescription, 'Túi vải canvas');
    assert.equal(input.brand, null);
    assert.deepEqual(input.colors, ['Đỏ', 'Xanh']);
    assert.deepEqual(input.materials, []);
    assert.deepEqual(input.sizes, ['M', 'L']);
    assert.deepEqual(input.images, [
      { id: 'img-1', alt: 'mặt trước', color: null },
      { id: 'img-2', alt: null, color: null },
    ]);
    assert.deepEqual(input.variants, [
      { name: 'Đỏ - M', color: 'Đỏ', material: 'Canvas', size: 'M', sku: null, stock: 5 },
      { id: 'v-old', name: null, color: 'Xanh', material: null, size: 'L', sku: 'TOTE-XL', stock: 7 },
    ]);
    assert.equal('stock' in input, false, 'a product with variants has no own stock');
    assert.equal(input.price, 250000);
    assert.equal(input.originalPrice, 300000);
    assert.equal(input.isActive, true);
  });

  it('sends the own stock of a product without variants and no original price when left empty', () => {
    const result = toProductInput({ ...filled, variants: [], stock: 12, originalPrice: null });
    assert.ok(result.ok);
    assert.equal(result.input.stock, 12);
    assert.equal(result.input.originalPrice, null);
  });

  it('refuses a product without usable images with the spec message', () => {
    assert.deepEqual(toProductInput({ ...filled, images: [] }), { ok: false, message: 'Vui lòng upload ít nhất 1 hình ảnh' });
    assert.deepEqual(toProductInput({ ...filled, images: [{ alt: 'cũ' }] }), { ok: false, message: 'Vui lòng upload lại ảnh (ảnh hiện tại thiếu dữ liệu)' });
  });

  it('shows the discount the prices give (product §14)', () => {
    assert.equal(discountPercent(filled.price, filled.originalPrice), 17);
    assert.equal(discountPercent(250000, null), 0);
  });
});

describe('editing a product', () => {
  it('fills the form from the product, lists as text and variants with their ids', () => {
    const product: AdminProduct = {
      id: 'p1',
      name: 'Balo',
      brand: null,
      price: 500000,
      originalPrice: null,
      category: { id: 'c1', name: 'Balo' },
      images: [{ id: 'i1', url: '/images/i1.webp', alt: 'Balo', color: null }],
      variants: [{ id: 'v1', name: null, color: 'Nâu', material: null, size: null, sku: 'B-1', stock: 3 }],
      totalStock: 3,
      soldCount: 1,
      isActive: false,
      shortDescription: 'Ngắn',
      description: '<p>Dài</p>',
      colors: ['Nâu', 'Đen'],
      materials: [],
      sizes: [],
      isFeatured: true,
      isNewArrival: false,
    };
    const values = fromProduct(product);
    assert.equal(values.colors, 'Nâu, Đen');
    assert.equal(values.category, 'c1');
    assert.equal(values.brand, '');
    assert.deepEqual(values.variants, [{ id: 'v1', name: '', color: 'Nâu', material: '', size: '', sku: 'B-1', stock: 3 }]);
    assert.equal(values.isActive, false);
    const back = toProductInput(values);
    assert.ok(back.ok);
    assert.deepEqual(back.input.variants, [{ id: 'v1', name: null, color: 'Nâu', material: null, size: null, sku: 'B-1', stock: 3 }]);
    assert.deepEqual(back.input.colors, ['Nâu', 'Đen']);
  });
});

describe('colours a photo can be tagged with', () => {
  it("are the product's colours, then its variants' colours, once each", () => {
    assert.deepEqual(colourChoices('Đen, Be', [{ color: 'Be' }, { color: ' Xanh ' }, { color: '' }, {}]), ['Đen', 'Be', 'Xanh']);
    assert.deepEqual(colourChoices(undefined, undefined), []);
  });
});
