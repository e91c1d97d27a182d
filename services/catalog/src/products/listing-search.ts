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
   * The first `count` of `positions` (matches) in the order of a search without an explicit sort
   * (`searchOrder`): the leading keys, the rank with pg_trgm's similarity, newest first, the id
   * last. Null when the search's words are not plain ASCII: pg_trgm's words then depend on the
   * database's locale, and PostgreSQL orders them.
   */
  byRelevance(positions: number[], count: number): number[] | null;
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
    const narrowed = search.candidates();
    for (let k = 0, n = narrowed ? narrowed.length : this.sources.length; k < n; k++) {
      const i = narrowed ? narrowed[k] : k;
      const match = search.match(i);
      if (match === Match.None) continue;
      has[i] = match;
      list.push(i);
    }
    const query = isPlainAscii(search.query) ? trigramsOf(search.query) : null;
    const byRelevance = (positions: number[], count: number): number[] | null => {
      if (query === null) return null;
      const best = new BestFirst(count);
      for (const i of positions) {
        const lead = search.lead(i, has[i] as Match);
        // `searchOrder`'s rank: a float8 sum of integers and pg_trgm's float4 similarity (0 to 1),
        // computed only when it can bring the product among the first `count`.
        const whole = (search.starts(i) < 2 ? 3 : 0) + search.wordStarts(i);
        if (!best.mayTake(lead, whole + 1)) continue;
        best.offer({ i, lead, rank: whole + similarity(this.trigramsAt(i), query), created: this.sources[i].createdRank, id: this.sources[i].id });
      }
      return best.positions();
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

type Ranked = { i: number; lead: number; rank: number; created: number; id: string };

/** Whether `a` comes before `b` in `searchOrder`: leading keys, rank descending, newest, id descending. */
const before = (a: Ranked, b: Ranked): boolean =>
  a.lead !== b.lead ? a.lead < b.lead : a.rank !== b.rank ? a.rank > b.rank : a.created !== b.created ? a.created > b.created : a.id > b.id;

/** Past this many, `BestFirst` sorts once at the end instead of keeping its products in order. */
const KEPT_IN_ORDER = 200;

/**
 * The first `count` products offered, in order: a page needs only the products up to its end, so
 * the others are neither kept nor sorted, and once `count` are held a product whose leading keys
 * or highest possible rank come after the last held one is not ranked at all. A page far down
 * the list (more than `KEPT_IN_ORDER` before its end) holds every product and sorts them once.
 */
class BestFirst {
  private readonly held: Ranked[] = [];
  private readonly inOrder: boolean;

  constructor(private readonly count: number) {
    this.inOrder = count <= KEPT_IN_ORDER;
  }

  /** Whether a product with these leading keys and at most this rank may come before the last held. */
  mayTake(lead: number, highestRank: number): boolean {
    if (!this.inOrder || this.held.length < this.count) return this.count > 0;
    const last = this.held[this.held.length - 1];
    return lead < last.lead || (lead === last.lead && highestRank >= last.rank);
  }

  offer(r: Ranked): void {
    const held = this.held;
    if (!this.inOrder) {
      held.push(r);
      return;
    }
    if (held.length === this.count && !before(r, held[held.length - 1])) return;
    let low = 0;
    let high = held.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(held[mid], r)) low = mid + 1;
      else high = mid;
    }
    held.splice(low, 0, r);
    if (held.length > this.count) held.pop();
  }

  positions(): number[] {
    if (!this.inOrder) this.held.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    return this.held.slice(0, this.count).map((r) => r.i);
  }
}
