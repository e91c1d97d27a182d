import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  availableStock,
  canBuy,
  choose,
  initialSelection,
  matchingVariant,
  missingOptions,
  optionInStock,
  optionValues,
  quantityProblem,
  selectionHint,
  stockHint,
  type ProductOptionsLike,
} from './variant-selection.logic.js';

const bag: ProductOptionsLike = {
  colors: ['Đen', 'Be'],
  materials: [],
  sizes: ['M', 'L'],
  totalStock: 12,
  variants: [
    { id: 'v1', name: 'Đen - M', color: 'Đen', size: 'M', stock: 5 },
    { id: 'v2', name: 'Đen - L', color: 'Đen', size: 'L', stock: 0 },
    { id: 'v3', name: 'Be - M', color: 'Be', size: 'M', stock: 7 },
    { id: 'v4', name: 'Đen - M có khóa kéo', color: 'Đen', size: 'M', stock: 2 },
  ],
};

const plain: ProductOptionsLike = { colors: [], materials: [], sizes: [], variants: [], totalStock: 3 };

describe('variant selection on product detail', () => {
  it('offers only the options that exist', () => {
    const values = optionValues(bag);
    assert.deepEqual(values.color, ['Đen', 'Be']);
    assert.deepEqual(values.material, []);
    assert.deepEqual(values.size, ['M', 'L']);
    assert.deepEqual(values.name, ['Đen - M', 'Đen - L', 'Be - M', 'Đen - M có khóa kéo']);
  });

  it('leaves out the name picker when colour, material and size tell the variants apart', () => {
    const pouch: ProductOptionsLike = {
      colors: ['Xám', 'Be'],
      materials: ['Vải dù'],
      sizes: [],
      totalStock: 15,
      variants: [
        { id: 'x', name: 'Xám', color: 'Xám', material: 'Vải dù', stock: 3 },
        { id: 'b', name: 'Be', color: 'Be', material: 'Vải dù', stock: 12 },
      ],
    };
    assert.deepEqual(optionValues(pouch).name, []);
    assert.equal(selectionHint(missingOptions(pouch, initialSelection(pouch)).hint), 'Vui lòng chọn màu sắc');
    assert.equal(matchingVariant(pouch, { color: 'Be', material: 'Vải dù' })?.id, 'b');
  });

  it('asks for every missing option, requiring colour, material and size only', () => {
    const missing = missingOptions(bag, { color: 'Đen' });
    assert.deepEqual(missing.hint, ['name', 'size']);
    assert.deepEqual(missing.required, ['size']);
    assert.equal(selectionHint(missing.hint), 'Vui lòng chọn phân loại, kích thước');
    assert.equal(selectionHint([]), null);
  });

  it('asks for nothing on a product without variants', () => {
    assert.deepEqual(missingOptions(plain, {}), { hint: [], required: [] });
    assert.equal(canBuy(plain, {}), true);
    assert.equal(availableStock(plain, {}), 3);
  });

  it('keeps the buttons disabled until required options are chosen', () => {
    assert.equal(canBuy(bag, {}), false);
    assert.equal(canBuy(bag, { color: 'Be' }), false);
    assert.equal(canBuy(bag, { color: 'Be', size: 'M' }), true);
  });

  it('disables the buttons when the product is sold out', () => {
    assert.equal(canBuy({ ...plain, totalStock: 0 }, {}), false);
  });

  it('limits the quantity by the matching variant, else by the total stock', () => {
    assert.equal(matchingVariant(bag, { color: 'Be', size: 'M' })?.id, 'v3');
    assert.equal(availableStock(bag, { color: 'Be', size: 'M' }), 7);
    assert.equal(availableStock(bag, { color: 'Be', size: 'L' }), 12); // no such variant
    assert.equal(quantityProblem(8, 7), 'Chỉ còn 7 sản phẩm có sẵn');
    assert.equal(quantityProblem(7, 7), null);
    assert.equal(quantityProblem(1, 0), 'Hết hàng');
  });

  it('does not sell a variant that has run out', () => {
    assert.equal(canBuy(bag, { color: 'Đen', size: 'L' }), false);
  });

  it('picks the variant attributes with its name, and the name once attributes identify one', () => {
    assert.deepEqual(choose(bag, {}, 'name', 'Be - M'), { name: 'Be - M', color: 'Be', size: 'M' });
    const afterColour = choose(bag, {}, 'color', 'Đen');
    assert.deepEqual(afterColour, { color: 'Đen' });
    assert.deepEqual(choose(bag, afterColour, 'size', 'L'), { color: 'Đen', size: 'L', name: 'Đen - L' });
  });

  it('drops a name that no longer fits and clears a value clicked twice', () => {
    const chosen = choose(bag, {}, 'name', 'Đen - M');
    assert.deepEqual(choose(bag, chosen, 'color', 'Be'), { color: 'Be', size: 'M', name: 'Be - M' });
    assert.deepEqual(choose(bag, chosen, 'size', 'M'), { color: 'Đen' });
  });

  it('starts with single-valued options already chosen', () => {
    const oneMaterial = { ...bag, materials: ['Canvas'], variants: bag.variants.map((v) => ({ ...v, material: 'Canvas' })) };
    assert.deepEqual(initialSelection(oneMaterial), { material: 'Canvas' });
    assert.deepEqual(missingOptions(oneMaterial, initialSelection(oneMaterial)).required, ['color', 'size']);
    assert.deepEqual(initialSelection({ ...bag, variants: [bag.variants[0]] }), { name: 'Đen - M', color: 'Đen', size: 'M' });
    assert.deepEqual(initialSelection(plain), {});
    assert.deepEqual(initialSelection({ ...plain, colors: ['Hồng'], materials: ['Vải lụa'] }), { color: 'Hồng', material: 'Vải lụa' });
  });
});

describe('options without stock', () => {
  it('marks a size out of stock for the chosen colour, and not for another', () => {
    assert.equal(optionInStock(bag, { color: 'Đen' }, 'size', 'L'), false);
    assert.equal(optionInStock(bag, { color: 'Đen' }, 'size', 'M'), true);
    assert.equal(optionInStock(bag, { color: 'Be' }, 'size', 'L'), false, 'no Be - L at all');
  });

  it('judges a value on its own when nothing else is chosen, and ignores its own current choice', () => {
    assert.equal(optionInStock(bag, {}, 'size', 'L'), false);
    assert.equal(optionInStock(bag, {}, 'color', 'Be'), true);
    assert.equal(optionInStock(bag, { color: 'Đen', size: 'M' }, 'color', 'Be'), true);
    assert.equal(optionInStock(bag, { size: 'L' }, 'color', 'Be'), false);
  });

  it('marks a variant name by its own stock, and leaves a product without variants alone', () => {
    assert.equal(optionInStock(bag, {}, 'name', 'Đen - L'), false);
    assert.equal(optionInStock(bag, { color: 'Be' }, 'name', 'Đen - M'), true);
    assert.equal(optionInStock(plain, {}, 'color', 'Đỏ'), true);
  });

  it("says 'Hết hàng' instead of '0 sản phẩm có sẵn'", () => {
    assert.equal(stockHint(0), 'Hết hàng');
    assert.equal(stockHint(1250), '1.250 sản phẩm có sẵn');
  });
});
