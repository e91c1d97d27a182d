import type { ApolloCache } from '@apollo/client';

/**
 * product §15 "Mutations refresh the related list": after a catalog change, the cached lists that
 * may show it (staff lists, the shop's listing, category menus and counts) are dropped. Screens
 * on show fetch theirs again at once; the others when next opened.
 */
export function forgetCatalogLists(cache: ApolloCache, removedProductId?: string): void {
  if (removedProductId) cache.evict({ id: cache.identify({ __typename: 'Product', id: removedProductId }) });
  for (const fieldName of ['products', 'inventory', 'categories']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
