import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { rabbitmqUrl, type Logger } from '@shop/config';
import { CatalogEvents } from '@shop/contracts';
import { EventBroadcast } from '@shop/messaging';
import { LOGGER } from '@shop/platform';
import type { ListingQuery } from './listing';

export interface ListingSummary {
  total: number;
  colors: string[];
  sizes: string[];
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

/**
 * The count and filter-panel values of a listing depend only on its filters, not on page or
 * sort, and cost more than the page itself (they look at every matching product). They are
 * kept for 30 s and dropped at once on any catalog write made by this replica (decision 0201),
 * and on another replica's product or category change as soon as its event arrives (every
 * replica listens on a queue of its own, decision 0900).
 */
@Injectable()
export class ListingSummaries implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly entries = new Map<string, { at: number; value: Promise<ListingSummary> }>();
  private readonly broadcast: EventBroadcast;

  constructor(@Inject(LOGGER) logger: Logger) {
    this.broadcast = new EventBroadcast({ name: 'catalog', url: rabbitmqUrl(), logger, onUp: () => this.clear() })
      .on(CatalogEvents.ProductChanged, () => this.clear())
      .on(CatalogEvents.CategoryChanged, () => this.clear());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.broadcast.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.broadcast.stop();
  }

  get(q: ListingQuery, load: () => Promise<ListingSummary>): Promise<ListingSummary> {
    const key = JSON.stringify([q.category, q.words, q.minPrice, q.maxPrice, q.color, q.size, q.featured, q.newArrival, q.includeInactive]);
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { at: Date.now(), value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
