import { onOtherTabChange, readJson, removeKeys, writeJson } from '../storage';
import * as cart from './cart.logic';
import { CART_KEY, type CartItem, type CartProduct, type CartVariant } from './cart.logic';

// The cart list in localStorage key `cart` (spec §3), shared with React via useSyncExternalStore.

let items: CartItem[] = cart.parseStoredCart(readJson(CART_KEY));
const listeners = new Set<() => void>();

function set(next: CartItem[]): void {
  items = next;
  if (next.length) writeJson(CART_KEY, next);
  else removeKeys(CART_KEY);
  for (const listener of listeners) listener();
}

onOtherTabChange([CART_KEY], () => {
  items = cart.parseStoredCart(readJson(CART_KEY));
  for (const listener of listeners) listener();
});

export const cartStore = {
  get: (): CartItem[] => items,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add: (product: CartProduct, variant: CartVariant | undefined, quantity = 1) => set(cart.addItem(items, product, variant, quantity)),
  updateQuantity: (key: string, quantity: number) => set(cart.setQuantity(items, key, quantity)),
  remove: (key: string) => set(cart.removeItem(items, key)),
  toggleSelect: (key: string) => set(cart.toggleItem(items, key)),
  selectAll: (selected: boolean) => set(cart.selectAllItems(items, selected)),
  /** Empties the cart (logout, and a successful order in a later issue). */
  clear: () => set([]),
  /** Replaces the whole list (the server-cart merge on login, in a later issue). */
  replace: (next: CartItem[]) => set(next),
};
