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

// The cart in this tab: whose it is, the guest's list, and what the screens draw. Plain bindings
// rather than an object's fields, so the minifier shortens their names in every page's bundle.
export let signedInAs: string | null = authStore.get().user?.id ?? null;
export let localItems: CartItem[] = parseStoredCart(readJson(CART_KEY));
export let snapshot: CartSnapshot = { items: signedInAs ? [] : localItems, server: signedInAs !== null, error: null };

export const setSignedInAs = (user: string | null): void => {
  signedInAs = user;
};

export const setLocalItems = (items: CartItem[]): void => {
  localItems = items;
};

const listeners = new Set<() => void>();

/** Changes what the screens draw and tells them. */
export function publish(next: Partial<CartSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
