import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addItem,
  addedMessage,
  buyNowItems,
  cartKey,
  fromServerItems,
  itemCount,
  itemInput,
  mergeItems,
  parseBuyNowIntent,
  parseStoredCart,
  removeItem,
  roomFor,
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

  it('adds what the stock leaves and says how many when more is asked', () => {
    const cart = addItem([], tote, { ...blue, stock: 8 }, 2);
    const room = roomFor(cart, tote, { ...blue, stock: 8 }, 10);
    assert.deepEqual(room, { added: 6, inCart: 2 });
    assert.deepEqual(addedMessage(10, room), { kind: 'warning', text: 'Chỉ thêm được 6 sản phẩm, giỏ hàng đã có 2' });
    assert.deepEqual(addedMessage(3, roomFor(cart, tote, { ...blue, stock: 8 }, 3)), { kind: 'success', text: 'Đã thêm vào giỏ hàng' });
    const full = roomFor(addItem([], tote, red, 3), tote, red, 1);
    assert.deepEqual(full, { added: 0, inCart: 3 });
    assert.equal(addedMessage(1, full).kind, 'error');
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

describe('buy now (docs/decisions/0640)', () => {
  const bag: CartProduct = { id: 'p2', name: 'Balo Sài Gòn', price: 450000, originalPrice: null, image: null, totalStock: 6 };
  const selection = (items: ReturnType<typeof buyNowItems>) => items.map((i) => [i.key, i.quantity, i.selected]);

  it('adds a missing line as the only selected one, leaving the other lines in the cart unselected', () => {
    const cart = addItem(addItem([], tote, red, 1), tote, blue, 2);
    assert.deepEqual(selection(buyNowItems(cart, bag, undefined, 2)), [
      [cartKey('p1', red), 1, false],
      [cartKey('p1', blue), 2, false],
      ['p2', 2, true],
    ]);
  });

  it('keeps a line already there in its place, with at least the chosen quantity, never lowered nor added to', () => {
    const cart = toggleItem(addItem(addItem([], tote, blue, 2), bag, undefined, 1), cartKey('p1', blue));
    assert.deepEqual(selection(buyNowItems(cart, tote, blue, 5)), [
      [cartKey('p1', blue), 5, true],
      ['p2', 1, false],
    ]);
    assert.deepEqual(selection(buyNowItems(cart, tote, blue, 1)), [
      [cartKey('p1', blue), 2, true],
      ['p2', 1, false],
    ]);
    const twice = buyNowItems(buyNowItems(cart, tote, blue, 3), tote, blue, 3);
    assert.deepEqual(selection(twice), selection(buyNowItems(cart, tote, blue, 3)));
  });

  it('stays within the stock and takes the newer product snapshot', () => {
    const cart = addItem([], { ...tote, price: 200000 }, red, 1);
    const [line] = buyNowItems(cart, tote, red, 9);
    assert.equal(line.quantity, 3);
    assert.equal(line.product.price, 250000);
  });

  it('selects the line as the sign-in merge left it (quantities added up, product §5)', () => {
    const server = addItem([], tote, blue, 2);
    const guest = buyNowItems(addItem([], bag, undefined, 1), tote, blue, 1);
    assert.deepEqual(selection(buyNowItems(mergeItems(server, guest), tote, blue, 1)), [
      [cartKey('p1', blue), 3, true],
      ['p2', 1, false],
    ]);
  });

  it('reads back a stored intent and ignores anything else', () => {
    assert.deepEqual(parseBuyNowIntent({ key: 'p1#v-red', quantity: 2 }), { key: 'p1#v-red', quantity: 2 });
    for (const junk of [null, 'p1', { key: 'p1' }, { key: 'p1', quantity: 0 }, { key: 'p1', quantity: 1.5 }, { key: 3, quantity: 1 }]) {
      assert.equal(parseBuyNowIntent(junk), null, JSON.stringify(junk));
    }
  });
});
