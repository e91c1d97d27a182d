import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addItem,
  cartKey,
  fromServerItems,
  itemCount,
  itemInput,
  mergeItems,
  parseStoredCart,
  removeItem,
  selectAllItems,
  setQuantity,
  toggleItem,
  type CartProduct,
} from './cart.logic.js';

const tote: CartProduct = { id: 'p1', name: 'Túi tote Phố Cổ', price: 250000, originalPrice: 300000, image: null, totalStock: 10 };
const red = { id: 'v-red', name: 'Đỏ', color: 'Đỏ', stock: 3 };
const blue = { id: 'v-blue', name: 'Xanh', color: 'Xanh', stock: 8 };

describe('local cart', () => {
  it('adds the quantities of the same product and variant', () => {
    const items = addItem(addItem([], tote, red, 1), tote, red, 1);
    assert.equal(items.length, 1);
    assert.equal(items[0].quantity, 2);
    assert.equal(items[0].selected, true);
  });

  it('keeps another variant of the same product as its own line', () => {
    const items = addItem(addItem([], tote, red, 1), tote, blue, 2);
    assert.equal(items.length, 2);
    assert.equal(itemCount(items), 3);
  });

  it('tells variants without an id apart by their options', () => {
    assert.notEqual(cartKey('p1', { color: 'Đỏ' }), cartKey('p1', { color: 'Xanh' }));
    assert.equal(cartKey('p1', { color: 'Đỏ', size: 'M' }), cartKey('p1', { color: 'Đỏ', size: 'M' }));
  });

  it('never holds more than the known stock, nor less than one', () => {
    let items = addItem([], tote, red, 5);
    assert.equal(items[0].quantity, 3);
    items = setQuantity(items, items[0].key, 0);
    assert.equal(items[0].quantity, 1);
    items = setQuantity(items, items[0].key, 2);
    assert.equal(items[0].quantity, 2);
  });

  it('toggles, selects all, removes', () => {
    let items = addItem(addItem([], tote, red, 1), tote, blue, 1);
    items = toggleItem(items, items[0].key);
    assert.deepEqual(
      items.map((i) => i.selected),
      [false, true],
    );
    items = selectAllItems(items, true);
    assert.deepEqual(
      items.map((i) => i.selected),
      [true, true],
    );
    items = removeItem(items, items[0].key);
    assert.equal(items.length, 1);
  });

  it('reads back what it stored and drops malformed entries', () => {
    const stored = JSON.parse(JSON.stringify(toggleItem(addItem([], tote, red, 2), cartKey('p1', red))));
    const items = parseStoredCart([...stored, { product: { name: 'no id' }, quantity: 1 }, 'junk', null]);
    assert.equal(items.length, 1);
    assert.equal(items[0].quantity, 2);
    assert.equal(items[0].selected, false);
    assert.deepEqual(parseStoredCart('not a list'), []);
  });
});

describe('merge on sign-in', () => {
  it('adds the quantities of the same product and variant, appends the rest, and keeps the server price', () => {
    const server = addItem([], { ...tote, price: 240000 }, blue, 2);
    const local = addItem(addItem([], tote, blue, 3), tote, red, 1);
    const merged = mergeItems(server, local);
    assert.equal(merged.length, 2);
    assert.equal(merged[0].quantity, 5);
    assert.equal(merged[0].product.price, 240000);
    assert.equal(merged[1].key, cartKey('p1', red));
    assert.equal(merged[1].quantity, 1);
  });

  it('never goes over the stock when adding up', () => {
    const merged = mergeItems(addItem([], tote, red, 2), addItem([], tote, red, 2));
    assert.equal(merged[0].quantity, 3);
  });

  it('keeps an unselected guest line unselected', () => {
    const local = toggleItem(addItem([], tote, red, 1), cartKey('p1', red));
    assert.equal(mergeItems([], local)[0].selected, false);
  });

  it('reads the server cart, leaving out lines whose product is gone', () => {
    const line = { quantity: 2, variant: { id: 'v-red', name: 'Đỏ', color: 'Đỏ' }, selected: false };
    const items = fromServerItems([
      { ...line, product: { id: 'p1', name: 'Túi', price: 1000, originalPrice: null, image: '/images/a.webp', stock: 4, available: true } },
      { ...line, product: { id: 'p2', name: 'Ẩn', price: 1000, stock: 4, available: false } },
    ]);
    assert.equal(items.length, 1);
    assert.equal(items[0].key, cartKey('p1', red));
    assert.equal(items[0].product.image, '/images/a.webp');
    assert.equal(items[0].variant?.stock, 4);
    assert.equal(items[0].selected, false);
    assert.deepEqual(itemInput(items[0]), { productId: 'p1', variantId: 'v-red', quantity: 2, selected: false });
  });
});
