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
   * Every match in the order of a search without an explicit sort (`searchOrder`): the leading
   * keys, the rank with pg_trgm's similarity, newest first, the id last; ranked at the first page
   * that asks and kept with the matches. Null when the search's words are not plain ASCII:
   * pg_trgm's words then depend on the database's locale, and PostgreSQL orders them.
   */
  byRelevance(): Int32Array | null;
}

/**
 * The searches a snapshot keeps, with their matches and their order: a shopper's next page, sort
 * or filter of the same words is a walk, neither a new match nor a new ranking.
 */
const KEPT_SEARCHES = 64;

type Ranked = { i: number; lead: number; rank: number; created: number; id: string };

/** Whether `a` comes before `b` in `searchOrder`: leading keys, rank descending, newest, id descending. */
const before = (a: Ranked, b: Ranked): boolean =>
  a.lead !== b.lead ? a.lead < b.lead : a.rank !== b.rank ? a.rank > b.rank : a.created !== b.created ? a.created > b.created : a.id > b.id;

/**
 * A search over the listing's snapshot (decision 0912): its matches are the SQL's
 * (`searchMatch`), tested on the very texts PostgreSQL compares, so the snapshot counts, facets
 * and pages them as it does a listing without search words.
 */
export class ListingSearch {
  /** Per product, its name's trigrams, read at the first search that ranks it. */
  private readonly trigrams: (Int32Array | undefined)[];
  /** The last searches, by their words, oldest first (`KEPT_SEARCHES`). */
  private readonly kept = new Map<string, Found>();

  private constructor(
    private readonly sources: readonly SearchSource[],
    private readonly texts: SearchTexts,
  ) {
    this.trigrams = new Array<Int32Array | undefined>(sources.length);
  }

  static async build(sources: readonly SearchSource[]): Promise<ListingSearch> {
    return new ListingSearch(sources, await SearchTexts.build(sources));
  }

  /** The products these words match; the same answer for the same words while this snapshot lasts. */
  find(t: SearchTerms): Found {
    const key = JSON.stringify([t.words, t.near, t.accented]);
    let found = this.kept.get(key);
    if (found) this.kept.delete(key);
    else {
      found = this.match(t);
      if (this.kept.size >= KEPT_SEARCHES) this.kept.delete(this.kept.keys().next().value!);
    }
    this.kept.set(key, found);
    return found;
  }

  private match(t: SearchTerms): Found {
    const search = this.texts.matcher(t);
    const has = new Uint8Array(this.sources.length);
    const list: number[] = [];
    const narrowed = search.candidates();
    for (let k = 0, n = narrowed ? narrowed.length : this.sources.length; k < n; k++) {
      const i = narrowed ? narrowed[k] : k;
      const match = search.match(i);
      if (match === Match.None) continue;
      has[i] = match;
      list.push(i);
    }
    let order: Int32Array | null | undefined;
    const byRelevance = (): Int32Array | null => {
      if (order !== undefined) return order;
      if (!isPlainAscii(search.query)) return (order = null);
      const query = trigramsOf(search.query);
      const ranked = list.map((i): Ranked => ({
        i,
        lead: search.lead(i, has[i] as Match),
        // `searchOrder`'s rank: a float8 sum of integers and pg_trgm's float4 similarity.
        rank: (search.starts(i) < 2 ? 3 : 0) + search.wordStarts(i) + similarity(this.trigramsAt(i), query),
        created: this.sources[i].createdRank,
        id: this.sources[i].id,
      }));
      ranked.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
      return (order = Int32Array.from(ranked, (r) => r.i));
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
