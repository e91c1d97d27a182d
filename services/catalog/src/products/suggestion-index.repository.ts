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
 * seeders) it is read again while suggestions are still answered from it, if one aggregate
 * statement says the active products' rows or sold counts changed since it was read.
 */
interface Held {
  at: number;
  value: Promise<SuggestionIndex>;
  /** The products' `version()` when the index was read; undefined when it could not be asked. */
  version: Promise<string | undefined>;
}

@Injectable()
export class SuggestionIndexRepository {
  private held: Held | null = null;
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
    if (!this.held) return this.take(this.versionFirst()).value;
    if (Date.now() - this.held.at >= TTL_MS && !this.refreshing) {
      this.refreshing = true;
      const generation = this.generation;
      const held = this.held;
      // A failed read leaves the old index in place; the next suggestion tries again.
      void this.refresh(held, generation)
        .catch(() => undefined)
        .finally(() => {
          if (this.generation === generation) this.refreshing = false;
        });
    }
    return this.held.value;
  }

  /**
   * Past 30 s: the index is built again only if what changes without an event (the active
   * products' sold counts and rows) differs from what it was built from; otherwise it is kept
   * for another 30 s at the cost of one aggregate statement, not a rebuild.
   */
  private async refresh(held: Held, generation: number): Promise<void> {
    const version = await this.version();
    if (this.generation !== generation) return;
    const before = await held.version;
    if (before !== undefined && version === before) {
      held.at = Date.now();
      return;
    }
    const next = this.read();
    await next;
    if (this.generation === generation) this.take({ value: next, version: Promise.resolve(version) });
  }

  /** The version, then the index: a change between the two makes the index newer than its version, never older. */
  private versionFirst(): Pick<Held, 'value' | 'version'> {
    const version = this.version().then(
      (v): string | undefined => v,
      () => undefined,
    );
    return { value: version.then(() => this.read()), version };
  }

  private take({ value, version }: Pick<Held, 'value' | 'version'>): Held {
    const taken: Held = { at: Date.now(), value, version };
    this.held = taken;
    value.catch(() => {
      if (this.held === taken) this.held = null;
    });
    return taken;
  }

  /** What the active products' sold counts and rows are now, in one value (the index's ranking reads them). */
  async version(): Promise<string> {
    const { rows } = await this.tx.current().execute<{ version: string | null }>(sql`
      SELECT md5(string_agg(id::text || ':' || sold_count || ':' || updated_at::text, ',' ORDER BY id)) AS version
      FROM products WHERE is_active`);
    return rows[0]?.version ?? 'none';
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
