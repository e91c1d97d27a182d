import { Match, SearchTexts, type SearchableText } from './search-match';
import type { SearchTerms } from './search-sql';
import { isPlainAscii, similarity, trigramsOf, trigramsShown } from './trigrams';

/** What a search listing reads of one product of the snapshot, as PostgreSQL holds it. */
export type SearchSource = SearchableText & {
  id: string;
  /** Its place in the `created_at` order (equal values equal). */
  createdRank: number;
  /** `show_trgm(search_name)` when the folded name is not plain ASCII (pg_trgm's word rules are then the locale's); null otherwise. */
  trigrams: string[] | null;
};

/** The products of a snapshot a search matches. */
export interface Found {
  /** Their positions in the snapshot, ascending. */
  list: number[];
  /** Per position of the snapshot, how it matches (`Match`). */
  has: Uint8Array;
  /**
   * `positions` (matches) in the order of a search without an explicit sort (`searchOrder`):
   * the leading keys, the rank with pg_trgm's similarity, newest first, the id last. Null when
   * the search's words are not plain ASCII: pg_trgm's words then depend on the database's locale,
   * and PostgreSQL orders them.
   */
  byRelevance(positions: number[]): number[] | null;
}

/**
 * A search over the listing's snapshot (decision 0912): its matches are the SQL's
 * (`searchMatch`), tested on the very texts PostgreSQL compares, so the snapshot counts, facets
 * and pages them as it does a listing without search words.
 */
export class ListingSearch {
  /** Per product, its name's trigrams, read at the first search that ranks it. */
  private readonly trigrams: (Int32Array | undefined)[];

  private constructor(
    private readonly sources: readonly SearchSource[],
    private readonly texts: SearchTexts,
  ) {
    this.trigrams = new Array<Int32Array | undefined>(sources.length);
  }

  static async build(sources: readonly SearchSource[]): Promise<ListingSearch> {
    return new ListingSearch(sources, await SearchTexts.build(sources));
  }

  static of(sources: readonly SearchSource[]): ListingSearch {
    return new ListingSearch(sources, SearchTexts.of(sources));
  }

  find(t: SearchTerms): Found {
    const search = this.texts.matcher(t);
    const has = new Uint8Array(this.sources.length);
    const list: number[] = [];
    for (const i of search.candidates()) {
      const match = search.match(i);
      if (match === Match.None) continue;
      has[i] = match;
      list.push(i);
    }
    const query = isPlainAscii(search.query) ? trigramsOf(search.query) : null;
    const byRelevance = (positions: number[]): number[] | null => {
      if (query === null) return null;
      const keyed = positions.map((i) => {
        const keys = search.leadingKeys(i, has[i] as Match);
        // `searchOrder`'s rank, descending: a float8 sum of integers and pg_trgm's float4.
        const rank = (search.starts(i) < 2 ? 3 : 0) + search.wordStarts(i) + similarity(this.trigramsAt(i), query);
        keys.push(-rank, -this.sources[i].createdRank);
        return { i, keys, id: this.sources[i].id };
      });
      keyed.sort((a, b) => {
        for (let k = 0; k < a.keys.length; k++) if (a.keys[k] !== b.keys[k]) return a.keys[k] - b.keys[k];
        return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
      });
      return keyed.map((k) => k.i);
    };
    return { list, has, byRelevance };
  }

  private trigramsAt(i: number): Int32Array {
    let held = this.trigrams[i];
    if (held === undefined) {
      const s = this.sources[i];
      held = this.trigrams[i] = s.trigrams ? trigramsShown(s.trigrams) : trigramsOf(s.searchName);
    }
    return held;
  }
}
