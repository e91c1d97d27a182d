import { randomId } from '../random-id';
import { readJson, readString, removeKeys, writeJson, writeString } from '../storage';
import { localItems, publish, setLocalItems, snapshot } from './cart-state';
import { CART_KEY, parseBuyNowIntent, parseStoredCart, type BuyNowIntent, type CartItem } from './cart.logic';

// A guest's cart is the list in localStorage key `cart`. The merge id (`cartMergeId`) makes the
// sign-in's merge happen once however often it is sent (docs/decisions/0630); `cartBuyNow` is the
// line a guest's Buy now left to check out alone (docs/decisions/0640).
const MERGE_ID_KEY = 'cartMergeId';
const BUY_NOW_KEY = 'cartBuyNow';

/** A new guest list; `buyNow` is the line its Buy now left to check out alone, if that made it. */
export function setLocal(next: CartItem[], buyNow?: BuyNowIntent): void {
  setLocalItems(next);
  if (next.length) writeJson(CART_KEY, next);
  else removeKeys(CART_KEY, MERGE_ID_KEY);
  if (buyNow && next.length) writeJson(BUY_NOW_KEY, buyNow);
  else removeKeys(BUY_NOW_KEY);
  if (!snapshot.server) publish({ items: next });
}

/** The guest list as stored now: another tab may have changed or merged it a moment ago. */
export function rereadLocal(): CartItem[] {
  setLocalItems(parseStoredCart(readJson(CART_KEY)));
  return localItems;
}

/** The id of this guest list's merge, made once and kept until the list is gone. */
export function mergeId(): string {
  const stored = readString(MERGE_ID_KEY);
  if (stored) return stored;
  const id = randomId();
  writeString(MERGE_ID_KEY, id);
  return id;
}

export const buyNowIntent = (): BuyNowIntent | null => parseBuyNowIntent(readJson(BUY_NOW_KEY));

export const forgetBuyNow = (): void => removeKeys(BUY_NOW_KEY);
