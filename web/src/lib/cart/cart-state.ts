import { authStore } from '../auth/auth-store';
import { readJson } from '../storage';
import { CART_KEY, parseStoredCart, type CartItem } from './cart.logic';

export interface CartSnapshot {
  items: CartItem[];
  /** Signed in: the list is the server cart. */
  server: boolean;
  /** The last failure of a cart call (product §13: logged and kept, no message shown). */
  error: string | null;
}

const localItems = parseStoredCart(readJson(CART_KEY));
const signedInAs = authStore.get().user?.id ?? null;

/** The cart in this tab: whose it is, the guest's list, and what the screens draw. */
export const cartState: { signedInAs: string | null; localItems: CartItem[]; snapshot: CartSnapshot } = {
  signedInAs,
  localItems,
  snapshot: { items: signedInAs ? [] : localItems, server: signedInAs !== null, error: null },
};

const listeners = new Set<() => void>();

/** Changes what the screens draw and tells them. */
export function publish(next: Partial<CartSnapshot>): void {
  cartState.snapshot = { ...cartState.snapshot, ...next };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
