import { authStore } from '../auth/auth-store';
import { onOtherTabChange } from '../storage';
import { cartState, publish, subscribe, type CartSnapshot } from './cart-state';
import * as cart from './cart.logic';
import { CART_KEY, type CartProduct, type CartVariant } from './cart.logic';
import { rereadLocal, setLocal } from './guest-cart';
import { reloadServer, serverCart, syncSignedIn } from './server-cart';

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
  if (user === cartState.signedInAs) return;
  cartState.signedInAs = user;
  if (user) {
    publish({ server: true, items: [], error: null });
    void syncSignedIn();
  } else {
    publish({ server: false, items: cartState.localItems, error: null });
  }
}

authStore.subscribe(followSession);

onOtherTabChange([CART_KEY], () => {
  const local = rereadLocal();
  if (!cartState.snapshot.server) publish({ items: local });
  // Another tab merged the guest list or placed an order: show what the server now holds.
  else void reloadServer();
});

if (cartState.signedInAs) void syncSignedIn();

/** Whether the cart shown is the server's (signed in) rather than the guest's list. */
const onServer = () => cartState.snapshot.server;

export const cartStore = {
  get: (): CartSnapshot => cartState.snapshot,
  subscribe,
  /**
   * Buy now: the line (added if missing, else kept with at least `quantity`) becomes the only
   * selected one. Signed in, resolves once the server cart holds it (rejects if refused); a
   * guest's list changes at once and the sign-in that follows finishes it on the server.
   */
  buyNow: (product: CartProduct, variant: CartVariant | undefined, quantity: number): Promise<void> => {
    if (onServer()) return serverCart.buyNow(product, variant, quantity);
    setLocal(cart.buyNowItems(cartState.localItems, product, variant, quantity), { key: cart.cartKey(product.id, variant), quantity });
    return Promise.resolve();
  },
  add: (product: CartProduct, variant: CartVariant | undefined, quantity = 1): Promise<void> => {
    if (onServer()) return serverCart.add(product, variant, quantity);
    setLocal(cart.addItem(cartState.localItems, product, variant, quantity));
    return Promise.resolve();
  },
  updateQuantity: (key: string, quantity: number): void => {
    if (!onServer()) return setLocal(cart.setQuantity(cartState.localItems, key, quantity));
    const next = cart.setQuantity(cartState.snapshot.items, key, quantity);
    void serverCart.update(key, next, { quantity: next.find((i) => i.key === key)?.quantity ?? quantity });
  },
  remove: (key: string): void => {
    if (!onServer()) return setLocal(cart.removeItem(cartState.localItems, key));
    void serverCart.remove(key);
  },
  toggleSelect: (key: string): void => {
    if (!onServer()) return setLocal(cart.toggleItem(cartState.localItems, key));
    const line = serverCart.lineOf(key);
    if (line) void serverCart.update(key, cart.toggleItem(cartState.snapshot.items, key), { selected: !line.selected });
  },
  selectAll: (selected: boolean): void => {
    if (!onServer()) return setLocal(cart.selectAllItems(cartState.localItems, selected));
    void serverCart.selectAll(selected);
  },
  /** Empties the cart the user sees: the server cart when signed in, else the local one. */
  clear: (): void => {
    if (!onServer()) return setLocal([]);
    void serverCart.clear();
  },
  /** Logout (product §5): the local cart and its merge id go; the server cart stays on the server. */
  clearLocal: (): void => setLocal([]),
  /** Reloads the server cart (after an order, or "buy again", changed it on the server). */
  refresh: (): Promise<void> => (onServer() ? reloadServer() : Promise.resolve()),
};
