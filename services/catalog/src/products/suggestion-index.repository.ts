import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { ListingSummaries } from './listing-summaries';
import { SuggestionIndex, type SuggestionCategorySource, type SuggestionProductSource } from './suggestion-index';

/** Age after which an index is read again: what changes without a catalog event (sold counts at delivery, seeders) shows within about this. */
const TTL_MS = 30_000;

/**
 * The `SuggestionIndex` of this replica, read in two statements on first need. It is dropped
 * whenever the listing's summaries are (`ListingSummaries`): at once on this replica's own
 * product, category and stock-sheet writes, and on every `ProductChanged` or `CategoryChanged`
 * event of any replica, or the broker coming back; the next suggestion waits for a new one. A
 * product renamed, hidden or deleted stops being suggested as soon as its event is heard
 * (decision 0206). Past 30 s (for what changes without an event: sold counts at delivery,
 * seeders) it is read again while suggestions are still answered from it.
 */
@Injectable()
export class SuggestionIndexRepository {
  private held: { at: number; value: Promise<SuggestionIndex> } | null = null;
  private refreshing = false;
  /** Counts the drops: a read begun before a drop never becomes the index after it. */
  private generation = 0;

  constructor(
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
    summaries: ListingSummaries,
  ) {
    summaries.onClear(() => {
      this.generation++;
      this.held = null;
      this.refreshing = false;
    });
  }

  index(): Promise<SuggestionIndex> {
    if (!this.held) return this.take(this.read()).value;
    if (Date.now() - this.held.at >= TTL_MS && !this.refreshing) {
      this.refreshing = true;
      const generation = this.generation;
      const next = this.read();
      // A failed read leaves the old index in place; the next suggestion tries again.
      void next
        .then(
          () => {
            if (this.generation === generation) this.take(next);
          },
          () => undefined,
        )
        .finally(() => {
          if (this.generation === generation) this.refreshing = false;
        });
    }
    return this.held.value;
  }

  private take(value: Promise<SuggestionIndex>): { at: number; value: Promise<SuggestionIndex> } {
    const taken = { at: Date.now(), value };
    this.held = taken;
    value.catch(() => {
      if (this.held === taken) this.held = null;
    });
    return taken;
  }

  /** What the index holds, in the orders it needs: best sellers first, categories in vi_vn order. */
  async read(): Promise<SuggestionIndex> {
    const [products, categories] = await Promise.all([
      this.tx.current().execute<SuggestionProductSource>(sql`
        SELECT id, name, price, search_text AS "searchText", search_name AS "searchName", lower(name) AS "lowerName"
        FROM products WHERE is_active ORDER BY sold_count DESC, id DESC`),
      this.tx.current().execute<SuggestionCategorySource>(sql`
        SELECT id, name, slug, catalog_fold(name) AS folded FROM categories ORDER BY name COLLATE vi_vn, id`),
    ]);
    return SuggestionIndex.build(products.rows, categories.rows);
  }
}
