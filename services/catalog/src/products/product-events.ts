import { CatalogEvents } from '@shop/contracts';
import { enqueueEvent, type OutboxWriter } from '@shop/messaging';

type ProductChange = 'created' | 'updated' | 'deleted' | 'reviewed';
type CategoryChange = 'created' | 'updated' | 'deleted';

/**
 * `catalog.ProductChanged` in the transaction of the change (published only if it commits): the
 * gateways' response caches drop the product and every listing (decision 0900).
 */
export async function enqueueProductChanged(tx: OutboxWriter, productId: string, change: ProductChange): Promise<void> {
  await enqueueEvent(tx, CatalogEvents.ProductChanged, { productId, change });
}

/** `catalog.CategoryChanged`, likewise: category names and counts show on every listing. */
export async function enqueueCategoryChanged(tx: OutboxWriter, categoryId: string, change: CategoryChange): Promise<void> {
  await enqueueEvent(tx, CatalogEvents.CategoryChanged, { categoryId, change });
}
