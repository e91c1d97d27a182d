import { apolloClient } from '../apollo/client';
import { publish, signedInAs, snapshot } from './cart-state';
import { ADD_TO_CART, BUY_NOW, CART, CLEAR_CART, MERGE_CART, REMOVE_CART_ITEM, UPDATE_CART_ITEM, type ServerCart } from './cart.documents';
import * as cart from './cart.logic';
import type { CartItem, CartProduct, CartVariant } from './cart.logic';
import { buyNowIntent, forgetBuyNow, mergeId, rereadLocal, setLocal } from './guest-cart';

// A signed-in user's cart lives on the server (orders service): every change is sent there and
// the list shown is the server's answer, applied optimistically first so the badge and subtotal
// follow at once.

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

/** Shows what the server cart holds now, after the calls already queued. */
export const reloadServer = (): Promise<void> => runServer('loading the cart', null, loadServer, () => undefined);

/** The server's names for a cart line. */
const lineInput = (product: CartProduct, variant: CartVariant | undefined) => ({ productId: product.id, variantId: variant?.id ?? null });

/** The line a key names in the list shown, if any. */
export const lineOf = (key: string) => snapshot.items.find((i) => i.key === key);

/**
 * Sends the guest's list (if any) to the server cart once, then shows the server cart. After a
 * guest's Buy now, the merged cart then gets that line as its only selected one (in the same
 * queued call, so the screens draw the final selection only).
 */
export function syncSignedIn(): Promise<void> {
  const guest = rereadLocal();
  if (guest.length === 0) {
    forgetBuyNow();
    return reloadServer();
  }
  const id = mergeId();
  const intent = buyNowIntent();
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
        const input = { ...lineInput(line.product, line.variant), quantity };
        return (await apolloClient.mutate({ mutation: BUY_NOW, variables: { input } })).data?.buyNow;
      } finally {
        // Merged: the guest list (and its Buy now) has done its job (other tabs see the key go and follow).
        setLocal([]);
      }
    },
    (answer) => answer,
  );
}

/** The signed-in cart's changes, each shown at once and then as the server answers. */
export const serverCart = {
  /** Resolves once the server has answered; rejects with the server's refusal (shown by the page). */
  buyNow(product: CartProduct, variant: CartVariant | undefined, quantity: number): Promise<void> {
    const input = { ...lineInput(product, variant), quantity };
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
    const input = { ...lineInput(product, variant), quantity };
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
    const input = { ...lineInput(line.product, line.variant), ...change };
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
      () => apolloClient.mutate({ mutation: REMOVE_CART_ITEM, variables: lineInput(line.product, line.variant) }),
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
          const input = { ...lineInput(line.product, line.variant), selected };
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
