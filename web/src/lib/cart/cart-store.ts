import { authStore } from '../auth/auth-store';
import { onOtherTabChange } from '../storage';
import { localItems, publish, setSignedInAs, signedInAs, snapshot, subscribe, type CartSnapshot } from './cart-state';
import * as cart from './cart.logic';
import { CART_KEY, type CartProduct, type CartVariant } from './cart.logic';
import { rereadLocal, setLocal } from './guest-cart';
import { lineOf, reloadServer, serverCart, syncSignedIn } from './server-cart';

// The cart the screens draw (product §3, §5 "Cart"), shared with React via useSyncExternalStore.
//
// A guest's cart is the list in localStorage (guest-cart.ts); a signed-in user's lives on the
// server (server-cart.ts). On sign-in the guest's list is merged into the server cart in ONE call
// carrying a merge id kept in localStorage: a retry, a reload or a second tab sends the same id
// and the server applies it once (docs/decisions/0630). Logout empties the local cart.
//
// Buy now (docs/decisions/0640) makes one line the only selected one. A guest's Buy now also
// leaves the line in localStorage: the sign-in that follows merges the guest list and then makes
// that line the only selected one on the server too. Any other change to the guest cart drops it
// (the guest's own choice wins).

export type { CartSnapshot };

function followSession(): void {
  const user = authStore.get().user?.id ?? null;
  if (user === signedInAs) return;
  setSignedInAs(user);
  if (user) {
    publish({ server: true, items: [], error: null });
    void syncSignedIn();
  } else {
    publish({ server: false, items: localItems, error: null });
  }
}

authStore.subscribe(followSession);

onOtherTabChange([CART_KEY], () => {
  const local = rereadLocal();
  if (!snapshot.server) publish({ items: local });
  // Another tab merged the guest list or placed an order: show what the server now holds.
  else void reloadServer();
});

if (signedInAs) void syncSignedIn();

export const cartStore = {
  get: (): CartSnapshot => snapshot,
  subscribe,
  /**
   * Buy now: the line (added if missing, else kept with at least `quantity`) becomes the only
   * selected one. Signed in, resolves once the server cart holds it (rejects if refused); a
   * guest's list changes at once and the sign-in that follows finishes it on the server.
   */
  buyNow: (product: CartProduct, variant: CartVariant | undefined, quantity: number): Promise<void> => {
    if (snapshot.server) return serverCart.buyNow(product, variant, quantity);
    setLocal(cart.buyNowItems(localItems, product, variant, quantity), { key: cart.cartKey(product.id, variant), quantity });
    return Promise.resolve();
  },
  add: (product: CartProduct, variant: CartVariant | undefined, quantity = 1): Promise<void> => {
    if (snapshot.server) return serverCart.add(product, variant, quantity);
    setLocal(cart.addItem(localItems, product, variant, quantity));
    return Promise.resolve();
  },
  updateQuantity: (key: string, quantity: number): void => {
    if (!snapshot.server) return setLocal(cart.setQuantity(localItems, key, quantity));
    const next = cart.setQuantity(snapshot.items, key, quantity);
    void serverCart.update(key, next, { quantity: next.find((i) => i.key === key)?.quantity ?? quantity });
  },
  remove: (key: string): void => {
    if (!snapshot.server) return setLocal(cart.removeItem(localItems, key));
    void serverCart.remove(key);
  },
  toggleSelect: (key: string): void => {
    if (!snapshot.server) return setLocal(cart.toggleItem(localItems, key));
    const line = lineOf(key);
    if (line) void serverCart.update(key, cart.toggleItem(snapshot.items, key), { selected: !line.selected });
  },
  selectAll: (selected: boolean): void => {
    if (!snapshot.server) return setLocal(cart.selectAllItems(localItems, selected));
    void serverCart.selectAll(selected);
  },
  /** Empties the cart the user sees: the server cart when signed in, else the local one. */
  clear: (): void => {
    if (!snapshot.server) return setLocal([]);
    void serverCart.clear();
  },
  /** Logout (product §5): the local cart and its merge id go; the server cart stays on the server. */
  clearLocal: (): void => setLocal([]),
  /** Reloads the server cart (after an order, or "buy again", changed it on the server). */
  refresh: (): Promise<void> => (snapshot.server ? reloadServer() : Promise.resolve()),
};
