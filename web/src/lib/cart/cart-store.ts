import { apolloClient } from '../apollo/client';
import { authStore } from '../auth/auth-store';
import { randomId } from '../random-id';
import { onOtherTabChange, readJson, readString, removeKeys, writeJson, writeString } from '../storage';
import { ADD_TO_CART, BUY_NOW, CART, CLEAR_CART, MERGE_CART, REMOVE_CART_ITEM, UPDATE_CART_ITEM, type ServerCart } from './cart.documents';
import * as cart from './cart.logic';
import { CART_KEY, type BuyNowIntent, type CartItem, type CartProduct, type CartVariant } from './cart.logic';

// The cart the screens draw (product §3, §5 "Cart"), shared with React via useSyncExternalStore.
//
// A guest's cart is the list in localStorage key `cart`. A signed-in user's cart lives on the
// server (orders service): every change is sent there and the list shown is the server's answer
// (applied optimistically first, so the badge and subtotal follow at once). On sign-in the guest's
// list is merged into the server cart in ONE call carrying a merge id kept in localStorage
// (`cartMergeId`): a retry, a reload or a second tab sends the same id and the server applies it
// once (docs/decisions/0630). Logout empties the local cart.
//
// Buy now (docs/decisions/0640) makes one line the only selected one. A guest's Buy now also
// leaves `cartBuyNow` ({key, quantity}) in localStorage: the sign-in that follows merges the guest
// list and then makes that line the only selected one on the server too. Any other change to the
// guest cart drops it (the guest's own choice wins).

const MERGE_ID_KEY = 'cartMergeId';
const BUY_NOW_KEY = 'cartBuyNow';

export interface CartSnapshot {
  items: CartItem[];
  /** Signed in: the list is the server cart. */
  server: boolean;
  /** The last failure of a cart call (product §13: logged and kept, no message shown). */
  error: string | null;
}

let localItems: CartItem[] = cart.parseStoredCart(readJson(CART_KEY));
let signedInAs: string | null = authStore.get().user?.id ?? null;
let snapshot: CartSnapshot = { items: signedInAs ? [] : localItems, server: signedInAs !== null, error: null };
const listeners = new Set<() => void>();

function publish(next: Partial<CartSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

/** A new guest list; `buyNow` is the line its Buy now left to check out alone, if that made it. */
function setLocal(next: CartItem[], buyNow?: BuyNowIntent): void {
  localItems = next;
  if (next.length) writeJson(CART_KEY, next);
  else removeKeys(CART_KEY, MERGE_ID_KEY);
  if (buyNow && next.length) writeJson(BUY_NOW_KEY, buyNow);
  else removeKeys(BUY_NOW_KEY);
  if (!snapshot.server) publish({ items: next });
}

// ── server side ────────────────────────────────────────────────────────────────────────────

/** Answers are applied in the order the calls were made; only the latest one is drawn. */
let pending = 0;
let queue: Promise<unknown> = Promise.resolve();

function fail(what: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[cart] ${what} failed:`, message);
  publish({ error: message });
}

function runServer<T>(what: string, optimistic: CartItem[] | null, call: () => Promise<T>, pick: (data: T) => ServerCart | undefined): Promise<void> {
  const user = signedInAs;
  if (optimistic) publish({ items: optimistic, error: null });
  pending += 1;
  const done = queue.then(async () => {
    try {
      const answer = pick(await call());
      if (user !== signedInAs) return;
      if (pending === 1 && answer) publish({ items: cart.fromServerItems(answer.items), error: null });
    } catch (error) {
      fail(what, error);
      if (user === signedInAs) await loadServer();
    } finally {
      pending -= 1;
    }
  });
  queue = done.catch(() => undefined);
  return done;
}

async function loadServer(): Promise<void> {
  const user = signedInAs;
  try {
    const { data } = await apolloClient.query({ query: CART, fetchPolicy: 'network-only' });
    if (user === signedInAs && data) publish({ items: cart.fromServerItems(data.cart.items), error: null });
  } catch (error) {
    fail('loading the cart', error);
  }
}

function mergeId(): string {
  const stored = readString(MERGE_ID_KEY);
  if (stored) return stored;
  const id = randomId();
  writeString(MERGE_ID_KEY, id);
  return id;
}

/**
 * Sends the guest's list (if any) to the server cart once, then shows the server cart. After a
 * guest's Buy now, the merged cart then gets that line as its only selected one (in the same
 * queued call, so the screens draw the final selection only).
 */
function syncSignedIn(): Promise<void> {
  // Read afresh: another tab may have merged (and removed) the guest list a moment ago.
  localItems = cart.parseStoredCart(readJson(CART_KEY));
  if (localItems.length === 0) {
    removeKeys(BUY_NOW_KEY);
    return runServer('loading the cart', null, loadServer, () => undefined);
  }
  const guest = localItems;
  const id = mergeId();
  const intent = cart.parseBuyNowIntent(readJson(BUY_NOW_KEY));
  const line = intent ? guest.find((i) => i.key === intent.key) : undefined;
  const quantity = intent?.quantity ?? 1;
  const merged = cart.mergeItems(snapshot.items, guest);
  return runServer(
    'merging the cart',
    line ? cart.buyNowItems(merged, line.product, line.variant, quantity) : merged,
    async () => {
      const result = await apolloClient.mutate({ mutation: MERGE_CART, variables: { input: { mergeId: id, items: guest.map(cart.itemInput) } } });
      if (!result.data) return undefined;
      try {
        if (!line) return result.data.mergeCart;
        const input = { productId: line.product.id, variantId: line.variant?.id ?? null, quantity };
        return (await apolloClient.mutate({ mutation: BUY_NOW, variables: { input } })).data?.buyNow;
      } finally {
        // Merged: the guest list (and its Buy now) has done its job (other tabs see the key go and follow).
        setLocal([]);
      }
    },
    (answer) => answer,
  );
}

const lineOf = (key: string) => snapshot.items.find((i) => i.key === key);

const server = {
  /** Resolves once the server has answered; rejects with the server's refusal (shown by the page). */
  buyNow(product: CartProduct, variant: CartVariant | undefined, quantity: number): Promise<void> {
    const input = { productId: product.id, variantId: variant?.id ?? null, quantity };
    let refusal: unknown;
    return runServer(
      'buying now',
      cart.buyNowItems(snapshot.items, product, variant, quantity),
      () =>
        apolloClient.mutate({ mutation: BUY_NOW, variables: { input } }).catch((error: unknown) => {
          refusal = error ?? new Error('buy now failed');
          throw error;
        }),
      (r) => r.data?.buyNow,
    ).then(() => {
      if (refusal) throw refusal;
    });
  },
  add(product: CartProduct, variant: CartVariant | undefined, quantity: number) {
    const input = { productId: product.id, variantId: variant?.id ?? null, quantity };
    return runServer(
      'adding to the cart',
      cart.addItem(snapshot.items, product, variant, quantity),
      () => apolloClient.mutate({ mutation: ADD_TO_CART, variables: { input } }),
      (r) => r.data?.addToCart,
    );
  },
  update(key: string, optimistic: CartItem[], change: { quantity?: number; selected?: boolean }) {
    const line = lineOf(key);
    if (!line) return Promise.resolve();
    const input = { productId: line.product.id, variantId: line.variant?.id ?? null, ...change };
    return runServer(
      'changing the cart',
      optimistic,
      () => apolloClient.mutate({ mutation: UPDATE_CART_ITEM, variables: { input } }),
      (r) => r.data?.updateCartItem,
    );
  },
  remove(key: string) {
    const line = lineOf(key);
    if (!line) return Promise.resolve();
    return runServer(
      'removing from the cart',
      cart.removeItem(snapshot.items, key),
      () => apolloClient.mutate({ mutation: REMOVE_CART_ITEM, variables: { productId: line.product.id, variantId: line.variant?.id ?? null } }),
      (r) => r.data?.removeCartItem,
    );
  },
  selectAll(selected: boolean) {
    const changing = snapshot.items.filter((i) => i.selected !== selected);
    if (changing.length === 0) return Promise.resolve();
    return runServer(
      'selecting cart items',
      cart.selectAllItems(snapshot.items, selected),
      async () => {
        let last: ServerCart | undefined;
        for (const line of changing) {
          const input = { productId: line.product.id, variantId: line.variant?.id ?? null, selected };
          last = (await apolloClient.mutate({ mutation: UPDATE_CART_ITEM, variables: { input } })).data?.updateCartItem;
        }
        return last;
      },
      (last) => last,
    );
  },
  clear() {
    return runServer(
      'emptying the cart',
      [],
      () => apolloClient.mutate({ mutation: CLEAR_CART }),
      (r) => r.data?.clearCart,
    );
  },
};

// ── who is signed in ───────────────────────────────────────────────────────────────────────

function followSession(): void {
  const user = authStore.get().user?.id ?? null;
  if (user === signedInAs) return;
  signedInAs = user;
  if (user) {
    publish({ server: true, items: [], error: null });
    void syncSignedIn();
  } else {
    publish({ server: false, items: localItems, error: null });
  }
}

authStore.subscribe(followSession);

onOtherTabChange([CART_KEY], () => {
  localItems = cart.parseStoredCart(readJson(CART_KEY));
  if (!snapshot.server) publish({ items: localItems });
  // Another tab merged the guest list or placed an order: show what the server now holds.
  else void runServer('loading the cart', null, loadServer, () => undefined);
});

if (signedInAs) void syncSignedIn();

export const cartStore = {
  get: (): CartSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Buy now: the line (added if missing, else kept with at least `quantity`) becomes the only
   * selected one. Signed in, resolves once the server cart holds it (rejects if refused); a
   * guest's list changes at once and the sign-in that follows finishes it on the server.
   */
  buyNow: (product: CartProduct, variant: CartVariant | undefined, quantity: number): Promise<void> => {
    if (snapshot.server) return server.buyNow(product, variant, quantity);
    setLocal(cart.buyNowItems(localItems, product, variant, quantity), { key: cart.cartKey(product.id, variant), quantity });
    return Promise.resolve();
  },
  add: (product: CartProduct, variant: CartVariant | undefined, quantity = 1): Promise<void> => {
    if (snapshot.server) return server.add(product, variant, quantity);
    setLocal(cart.addItem(localItems, product, variant, quantity));
    return Promise.resolve();
  },
  updateQuantity: (key: string, quantity: number): void => {
    if (!snapshot.server) return setLocal(cart.setQuantity(localItems, key, quantity));
    const next = cart.setQuantity(snapshot.items, key, quantity);
    void server.update(key, next, { quantity: next.find((i) => i.key === key)?.quantity ?? quantity });
  },
  remove: (key: string): void => {
    if (!snapshot.server) return setLocal(cart.removeItem(localItems, key));
    void server.remove(key);
  },
  toggleSelect: (key: string): void => {
    if (!snapshot.server) return setLocal(cart.toggleItem(localItems, key));
    const line = lineOf(key);
    if (line) void server.update(key, cart.toggleItem(snapshot.items, key), { selected: !line.selected });
  },
  selectAll: (selected: boolean): void => {
    if (!snapshot.server) return setLocal(cart.selectAllItems(localItems, selected));
    void server.selectAll(selected);
  },
  /** Empties the cart the user sees: the server cart when signed in, else the local one. */
  clear: (): void => {
    if (!snapshot.server) return setLocal([]);
    void server.clear();
  },
  /** Logout (product §5): the local cart and its merge id go; the server cart stays on the server. */
  clearLocal: (): void => setLocal([]),
  /** Reloads the server cart (after an order, or "buy again", changed it on the server). */
  refresh: (): Promise<void> => (snapshot.server ? runServer('loading the cart', null, loadServer, () => undefined) : Promise.resolve()),
};
