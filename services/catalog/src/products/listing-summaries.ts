import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { rabbitmqUrl, type Logger } from '@shop/config';
import { CatalogEvents } from '@shop/contracts';
import { EventBroadcast } from '@shop/messaging';
import { LOGGER } from '@shop/platform';
import type { FacetSnapshot } from './listing-facets';
import { ListingFacetsRepository } from './listing-facets.repository';

export type { ListingSummary } from './listing-facets';

const TTL_MS = 30_000;

/**
 * A replica's snapshot of every product's searched, filtered and sorted fields, from which a
 * listing's count, filter panel and page are read (decisions 0910-0912). It is read at most every
 * 30 s and dropped at once on any catalog write made by this replica (decision 0201), and on
 * another replica's product or category change as soon as its event arrives (every replica listens
 * on a queue of its own, decision 0900).
 */
@Injectable()
export class ListingSummaries implements OnApplicationBootstrap, OnApplicationShutdown {
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
          if (this.snapshot !== taken) return;
          // While searches are answered from the last snapshot, the next one takes over with its
          // search part built, so no search waits for it.
          if (this.ready?.searched)
            void read.searching().then(() => {
              if (this.snapshot === taken) this.ready = read;
            });
          else this.ready = read;
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
    this.snapshot = null;
    this.ready = null;
    for (const drop of this.dropped) drop();
  }
}
