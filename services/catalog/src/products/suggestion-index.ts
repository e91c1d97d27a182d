import type { CategoryRow } from '../categories/categories.schema';
import type { ProductRow } from './products.schema';
import { SUGGESTION_CANDIDATES, type SearchTerms } from './search-sql';

/** What a suggestion reads of one active product, as PostgreSQL computes it (folds, `lower`). */
export type SuggestionProductSource = {
  id: string;
  name: string;
  price: number;
  /** `search_text`: the folded name, brand, short description and category name (decision 0201). */
  searchText: string;
  /** `search_name`: the folded name. */
  searchName: string;
  /** PostgreSQL's `lower(name)`, so its case rules, not JavaScript's, decide the accented key. */
  lowerName: string;
};

/** A category with its name folded by `catalog_fold`. */
export type SuggestionCategorySource = {
  id: string;
  name: string;
  slug: string;
  folded: string;
};

const NONE = new Int32Array(0);
const SPACE = 32;
const BUILD_SLICE = 1000;
/** A piece of 2 or 3 UTF-16 code units as one number (exact below 2^53): no string per piece. */
const pieceOf = (a: number, b: number, c = -1): number => (c < 0 ? a * 0x10000 + b : ((a + 1) * 0x10000 + b) * 0x10000 + c);
/** `replace(search_name, ' ', '')`. */
const runTogether = (p: SuggestionProductSource): string => p.searchName.replaceAll(' ', '');

/** Adds the pieces of products `from`..`to` (their search text and run-together name) to `lists`, each position once per piece. */
function addPieces(lists: Map<number, number[]>, products: readonly SuggestionProductSource[], from: number, to: number): Map<number, number[]> {
  const add = (piece: number, i: number) => {
    const list = lists.get(piece);
    if (!list) lists.set(piece, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  for (let i = from; i < to; i++)
    for (const text of [products[i].searchText, runTogether(products[i])])
      for (let at = 0; at + 1 < text.length; at++) {
        const a = text.charCodeAt(at);
        const b = text.charCodeAt(at + 1);
        if (a === SPACE || b === SPACE) continue;
        add(pieceOf(a, b), i);
        const c = at + 2 < text.length ? text.charCodeAt(at + 2) : SPACE;
        if (c !== SPACE) add(pieceOf(a, b, c), i);
      }
  return lists;
}

/** The positions in any of `lists`, in order, each once. */
function union(lists: Int32Array[]): Int32Array {
  const all = new Int32Array(lists.reduce((sum, l) => sum + l.length, 0));
  let at = 0;
  for (const l of lists) {
    all.set(l, at);
    at += l.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i];
  return all.subarray(0, kept);
}

export type ProductSuggestion = Pick<ProductRow, 'id' | 'name' | 'price'>;
export type CategorySuggestion = Pick<CategoryRow, 'id' | 'name' | 'slug'>;

/**
 * The active products and the categories, held in memory so a suggestion costs a walk over
 * strings instead of two statements in PostgreSQL at every key press (decisions 0204-0206).
 * It answers exactly what `suggestionQuery` and the categories' statement answer: products must
 * come in PostgreSQL's `sold_count DESC, id DESC` order and categories in `name COLLATE vi_vn`
 * order, and every text compared is the one PostgreSQL computed, so each `LIKE '%…%'` of the SQL
 * is a substring test here.
 */
export class SuggestionIndex {
  readonly size: number;
  private readonly products: readonly SuggestionProductSource[];
  /** Per product, `replace(search_name, ' ', '')`: the name run together. */
  private readonly compact: string[];
  /** Per product, `' ' || lower(name)`: a word start is a space before it. */
  private readonly spacedLower: string[];
  /**
   * Per piece of 2 or 3 letters, the positions (in sold-count order) of the products whose search
   * text or run-together name holds it: a product holding a word holds each of its pieces, so the
   * walk needs only visit the products of the word's rarest piece.
   */
  private readonly pieces = new Map<number, Int32Array>();

  constructor(
    /** Active products, best sellers first (`ORDER BY sold_count DESC, id DESC`). */
    products: readonly SuggestionProductSource[],
    /** Every category, in `name COLLATE vi_vn` order. */
    private readonly categories: readonly SuggestionCategorySource[],
    lists: Map<number, number[]> = addPieces(new Map(), products, 0, products.length),
  ) {
    this.products = products;
    this.size = products.length;
    this.compact = products.map(runTogether);
    this.spacedLower = products.map((p) => ' ' + p.lowerName);
    for (const [piece, list] of lists) this.pieces.set(piece, Int32Array.from(list));
  }

  /**
   * The index built a slice of products at a time, letting other requests run between slices:
   * 10,000 products take some 150 ms of CPU, which in one go would hold up every request of the
   * replica that long.
   */
  static async build(products: readonly SuggestionProductSource[], categories: readonly SuggestionCategorySource[]): Promise<SuggestionIndex> {
    const lists = new Map<number, number[]>();
    for (let from = 0; from < products.length; from += BUILD_SLICE) {
      addPieces(lists, products, from, Math.min(products.length, from + BUILD_SLICE));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return new SuggestionIndex(products, categories, lists);
  }

  /** The positions of the products holding `word`'s rarest piece; null when it has no piece to look up (under 2 letters, a space). */
  private rarest(word: string): Int32Array | null {
    const n = Math.min(3, word.length);
    if (n < 2 || word.includes(' ')) return null;
    let rarest: Int32Array = NONE;
    for (let at = 0; at + n <= word.length; at++) {
      const list = this.pieces.get(pieceOf(word.charCodeAt(at), word.charCodeAt(at + 1), n === 3 ? word.charCodeAt(at + 2) : -1)) ?? NONE;
      if (at === 0 || list.length < rarest.length) rarest = list;
    }
    return rarest;
  }

  /**
   * Per word, the positions of the products that may match it, shortest first: those holding its
   * rarest piece, and with a typo's near words (which `nearMatch` accepts in its place) those
   * holding one of theirs too. A match holds every word or a near word of it, so it is in every
   * list. A word or near word without a piece to look up narrows nothing and is left out. Empty
   * when no word narrows the walk.
   */
  private narrowing(words: string[], near: string[][]): Int32Array[] {
    const lists: Int32Array[] = [];
    for (let k = 0; k < words.length; k++) {
      const spellings = [words[k], ...near[k]].map((w) => this.rarest(w));
      if (spellings.some((l) => l === null)) continue;
      lists.push(spellings.length === 1 ? spellings[0]! : union(spellings as Int32Array[]));
    }
    return lists.sort((a, b) => a.length - b.length);
  }

  /**
   * The positions a walk in sold-count order visits: every product when no word narrows them,
   * else those in every word's list (one pass over the lists, each sorted by position).
   */
  private *walk(words: string[], near: string[][]): Generator<number> {
    const lists = this.narrowing(words, near);
    if (lists.length === 0) {
      for (let i = 0; i < this.size; i++) yield i;
      return;
    }
    const [first, ...rest] = lists;
    const at = rest.map(() => 0);
    next: for (const i of first) {
      for (let k = 0; k < rest.length; k++) {
        const list = rest[k];
        while (at[k] < list.length && list[at[k]] < i) at[k]++;
        if (at[k] === list.length) return;
        if (list[at[k]] !== i) continue next;
      }
      yield i;
    }
  }

  /** Products as `suggestionQuery` ranks them, at most `limit`; categories holding every word, at most 3. */
  suggest(t: SearchTerms, limit: number): { products: ProductSuggestion[]; categories: CategorySuggestion[] } {
    return { products: this.suggestProducts(t, limit), categories: this.suggestCategories(t.words, Math.min(limit, 3)) };
  }

  private suggestProducts(t: SearchTerms, limit: number): ProductSuggestion[] {
    const { words } = t;
    const near = words.map((_, i) => t.near[i] ?? []);
    const hasNear = near.some((n) => n.length > 0);
    // One word of 4 letters or more may be found in the name run together (`spanningWord`).
    const spanning = words.length === 1 && words[0].length >= 4 ? words[0] : null;
    const phrase = words.join(' ');
    const together = words.join('');
    const accented = t.accented.map((w) => ' ' + w);
    const text = (i: number) => this.products[i].searchText;
    const everyWord = (i: number) => words.every((w) => text(i).includes(w));
    const realMatch = (i: number) => everyWord(i) || (spanning !== null && this.compact[i].includes(spanning));
    const nearMatch = (i: number) => words.every((w, k) => text(i).includes(w) || near[k].some((x) => text(i).includes(x)));

    // The 100 best-selling matches, walking the products in sold-count order as the SQL's index
    // scan does: only those holding, for each word, its rarest piece or one of its near words'.
    const candidates: { i: number; keys: number[] }[] = [];
    for (const i of this.walk(words, near)) {
      if (candidates.length >= SUGGESTION_CANDIDATES) break;
      const real = realMatch(i);
      if (!real && !(hasNear && nearMatch(i))) continue;
      const p = this.products[i];
      const keys: number[] = [];
      if (hasNear) keys.push(real ? 0 : 1);
      keys.push(p.searchName.includes(phrase) || (together.length >= 3 && this.compact[i].includes(together)) ? 0 : 1);
      if (accented.length > 0) keys.push(-accented.filter((w) => this.spacedLower[i].includes(w)).length);
      keys.push(p.searchName.startsWith(phrase) ? 0 : this.compact[i].startsWith(together) ? 1 : 2);
      candidates.push({ i, keys });
    }
    // A stable sort: among equal keys the sold-count order of the walk stays (`sold_count DESC, id DESC`).
    candidates.sort((a, b) => {
      for (let k = 0; k < a.keys.length; k++) if (a.keys[k] !== b.keys[k]) return a.keys[k] - b.keys[k];
      return 0;
    });
    return candidates.slice(0, limit).map(({ i }) => {
      const { id, name, price } = this.products[i];
      return { id, name, price };
    });
  }

  private suggestCategories(words: string[], limit: number): CategorySuggestion[] {
    const out: CategorySuggestion[] = [];
    for (const c of this.categories) {
      if (out.length >= limit) break;
      if (words.every((w) => c.folded.includes(w))) out.push({ id: c.id, name: c.name, slug: c.slug });
    }
    return out;
  }
}
