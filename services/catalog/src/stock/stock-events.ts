import { CatalogEvents } from '@shop/contracts';
import { enqueueEvent, type OutboxWriter } from '@shop/messaging';
import type { StockChange } from './stock.repository';

/**
 * One `catalog.StockChanged` per changed row, in the transaction of the change (published only if
 * it commits). Reasons: 'manual' (staff stock screens), 'product-updated', 'order-reserved',
 * 'order-released'.
 */
export async function enqueueStockChanges(tx: OutboxWriter, changes: StockChange[], reason: string): Promise<void> {
  for (const c of changes) if (c.previousStock !== c.stock) await enqueueEvent(tx, CatalogEvents.StockChanged, { ...c, reason });
}
