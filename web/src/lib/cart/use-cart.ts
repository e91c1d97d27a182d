import { useMemo, useSyncExternalStore } from 'react';
import { cartStore } from './cart-store';
import { itemCount } from './cart.logic';

/**
 * The local cart for components: `items`, `count` (sum of quantities, for the badge),
 * `selectedItems`, and the actions add / updateQuantity / remove / toggleSelect / selectAll / clear.
 */
export function useCart() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.get);
  return useMemo(
    () => ({
      items,
      count: itemCount(items),
      selectedItems: items.filter((i) => i.selected),
      add: cartStore.add,
      updateQuantity: cartStore.updateQuantity,
      remove: cartStore.remove,
      toggleSelect: cartStore.toggleSelect,
      selectAll: cartStore.selectAll,
      clear: cartStore.clear,
    }),
    [items],
  );
}
