import { useMemo, useSyncExternalStore } from 'react';
import { cartStore, type CartSnapshot } from './cart-store';
import { itemCount } from './cart.logic';

/** The first screen the gateway renders is what a guest with an empty cart sees (entry-server.tsx). */
const EMPTY: CartSnapshot = { items: [], server: false, error: null };
const emptyCart = () => EMPTY;

/**
 * The cart for components: `items`, `count` (sum of quantities, for the badge), `selectedItems`,
 * `server` (signed in: the server cart), `error`, and the actions add / buyNow / updateQuantity / remove /
 * toggleSelect / selectAll / clear / refresh.
 */
export function useCart() {
  const { items, server, error } = useSyncExternalStore(cartStore.subscribe, cartStore.get, emptyCart);
  return useMemo(
    () => ({
      items,
      server,
      error,
      count: itemCount(items),
      selectedItems: items.filter((i) => i.selected),
      add: cartStore.add,
      buyNow: cartStore.buyNow,
      updateQuantity: cartStore.updateQuantity,
      remove: cartStore.remove,
      toggleSelect: cartStore.toggleSelect,
      selectAll: cartStore.selectAll,
      clear: cartStore.clear,
      refresh: cartStore.refresh,
    }),
    [items, server, error],
  );
}
