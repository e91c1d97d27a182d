import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { rabbitmqUrl, type Logger } from '@shop/config';
import { CatalogEvents } from '@shop/contracts';
import { EventBroadcast } from '@shop/messaging';
import { LOGGER } from '@shop/platform';
import type { ListingQuery } from './listing';
import type { FacetSnapshot, ListingSummary } from './listing-facets';
import { ListingFacetsRepository } from './listing-facets.repository';

export type { ListingSummary } from './listing-facets';

const TTL_MS = 30_000;
const MAX_ENTRIES = 1000;

/**
 * The count and filter-panel values of a listing depend only on its filters, not on page or
 * sort, and cost more than the page itself (they look at every matching product). A listing
 * without search words reads them, and which products its page shows, from an in-memory
 * snapshot of every product's filtered and sorted fields (decisions 0910, 0911); a search's are
 * computed by PostgreSQL and kept per filter. Both are
 * kept for 30 s and dropped at once on any catalog write made by this replica (decision 0201),
 * and on another replica's product or category change as soon as its event arrives (every
 * replica listens on a queue of its own, decision 0900).
 */
@Injectable()
export class ListingSummaries implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly entries = new Map<string, { at: number; value: Promise<ListingSummary> }>();
  private snapshot: { at: number; value: Promise<FacetSnapshot> } | null = null;
  /** The last snapshot read since the last change heard: what listings use while the next is read. */
  private ready: FacetSnapshot | null = null;
  private readonly broadcast: EventBroadcast;
  private readonly dropped: (() => void)[] = [];

  constructor(
    @Inject(LOGGER) logger: Logger,
    private readonly facets: ListingFacetsRepository,
  ) {
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
    if (q.words.length === 0) return this.facetSnapshot().then((s) => s.summarize(q) ?? load());
    const key = JSON.stringify([q.category, q.words, q.minPrice, q.maxPrice, q.color, q.size, q.featured, q.newArrival, q.includeInactive]);
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { at: Date.now(), value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /**
   * The snapshot of every product's filtered and sorted fields, read at most every 30 s and after
   * every change heard. Past its 30 s with no change heard, the last snapshot keeps answering while
   * the next is read, so no listing waits for the scan; after a change every listing waits for the
   * new one.
   */
  facetSnapshot(): Promise<FacetSnapshot> {
    if (!this.snapshot || Date.now() - this.snapshot.at >= TTL_MS) {
      const taken = { at: Date.now(), value: this.facets.snapshot() };
      this.snapshot = taken;
      taken.value.then(
        (read) => {
          if (this.snapshot === taken) this.ready = read;
        },
        () => {
          if (this.snapshot === taken) this.snapshot = null;
        },
      );
    }
    return this.ready ? Promise.resolve(this.ready) : this.snapshot.value;
  }

  /** Runs `drop` whenever the summaries are dropped: what else is read from the products goes stale with them (suggestions). */
  onClear(drop: () => void): void {
    this.dropped.push(drop);
  }

  clear(): void {
    this.entries.clear();
    this.snapshot = null;
    this.ready = null;
    for (const drop of this.dropped) drop();
  }
}
