import { Injectable } from '@nestjs/common';
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
 * kept for 30 s and dropped at once on any catalog write made by this replica (decision 0201):
 * another replica's write shows up here within 30 s at most.
 */
@Injectable()
export class ListingSummaries {
  private readonly entries = new Map<string, { at: number; value: Promise<ListingSummary> }>();

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
