import { shopCounter } from '@shop/config';

/**
 * How the response cache answered a public read: from the cache, by computing it (and keeping it),
 * or the normal way, uncached: while it may miss the catalog's changes (broker away) or for staff.
 */
export const CACHE_RESULTS = ['hit', 'miss', 'bypass'] as const;

export const publicCacheRequests = shopCounter('shop_public_cache_requests_total', 'Public catalog reads by how the response cache answered them', {
  result: CACHE_RESULTS,
});

export const countCacheRequest = (result: (typeof CACHE_RESULTS)[number]): void => publicCacheRequests.add({ result });
