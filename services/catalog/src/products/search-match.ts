import type { SearchTerms } from './search-sql';
import { TextPieces } from './text-pieces';

/** What a search reads of one product, as PostgreSQL computes it (folds, `lower`). */
export type SearchableText = {
  /** `search_text`: the folded name, brand, short description and category name (decision 0201). */
  searchText: string;
  /** `search_name`: the folded name. */
  searchName: string;
  /** PostgreSQL's `lower(name)`, so its case rules, not JavaScript's, decide the accented key. */
  lowerName: string;
};

/** How a product matches a search: not at all, really (every word, or one word run together in the name), or through a typo only. */
export const Match = { None: 0, Real: 1, Typo: 2 } as const;
export type Match = (typeof Match)[keyof typeof Match];

/**
 * The texts a search reads of each product, with their pieces (`TextPieces`), held in memory so a
 * search's matches and its leading sort keys are substring tests on the very texts PostgreSQL's
 * `LIKE '%…%'` reads (`search-sql.ts`): suggestions (decision 0206) and a search listing
 * (decision 0912) give exactly the SQL's answer.
 */
export class SearchTexts {
  /** Per product, `search_text`. */
  readonly searchText: string[];
  /** Per product, `search_name`. */
  readonly searchName: string[];
  /** Per product, `' ' || search_name`: a word start is a space before it. */
  readonly spacedName: string[];
  /** Per product, `' ' || lower(name)`. */
  readonly spacedLower: string[];

  private constructor(
    products: readonly SearchableText[],
    /** Per product, `replace(search_name, ' ', '')`: the name run together. */
    readonly compact: string[],
    readonly pieces: TextPieces,
  ) {
    this.searchText = products.map((p) => p.searchText);
    this.searchName = products.map((p) => p.searchName);
    this.spacedName = products.map((p) => ' ' + p.searchName);
    this.spacedLower = products.map((p) => ' ' + p.lowerName);
  }

  static of(products: readonly SearchableText[]): SearchTexts {
    const compact = products.map(runTogether);
    return new SearchTexts(products, compact, TextPieces.of(pieced(products, compact)));
  }

  /** Built in slices, letting other requests run between them (`TextPieces.build`). */
  static async build(products: readonly SearchableText[]): Promise<SearchTexts> {
    const compact = products.map(runTogether);
    return new SearchTexts(products, compact, await TextPieces.build(pieced(products, compact)));
  }

  /** One search's tests over these products. */
  matcher(t: SearchTerms): SearchMatcher {
    return new SearchMatcher(this, t);
  }
}

/** `replace(search_name, ' ', '')`. */
const runTogether = (p: SearchableText): string => p.searchName.replaceAll(' ', '');

/** What the pieces are read from: each product's search text and name run together. */
const pieced = (products: readonly SearchableText[], compact: string[]) => products.map((p, i) => ({ searchText: p.searchText, compact: compact[i] }));

/** Whether `text` holds every one of `words`. */
function holdsEvery(text: string, words: readonly string[]): boolean {
  for (const w of words) if (!text.includes(w)) return false;
  return true;
}

/** A search's words compiled once, tested against products by position (loops, not closures: it runs for every match). */
export class SearchMatcher {
  readonly hasNear: boolean;
  private readonly words: string[];
  private readonly near: string[][];
  /** One word of 4 letters or more may be found in the name run together (`spanningWord`). */
  private readonly spanning: string | null;
  private readonly phrase: string;
  private readonly together: string;
  private readonly accented: string[];
  /** Each word with a space before it: a word start in `spacedName`. */
  private readonly wordsSpaced: string[];

  constructor(
    private readonly texts: SearchTexts,
    t: SearchTerms,
  ) {
    this.words = t.words;
    this.near = t.words.map((_, i) => t.near[i] ?? []);
    this.hasNear = this.near.some((n) => n.length > 0);
    this.spanning = t.words.length === 1 && t.words[0].length >= 4 ? t.words[0] : null;
    this.phrase = t.words.join(' ');
    this.together = t.words.join('');
    this.accented = t.accented.map((w) => ' ' + w);
    this.wordsSpaced = t.words.map((w) => ' ' + w);
  }

  /** The positions that may match, ascending (null: every product may); `match` tells which do. */
  candidates(): Int32Array | null {
    return this.texts.pieces.candidates(this.words, this.near);
  }

  /** `searchMatch`: every word, one word run together in the name, or every word with one typo at most. */
  match(i: number): Match {
    const text = this.texts.searchText[i];
    if (holdsEvery(text, this.words) || (this.spanning !== null && this.texts.compact[i].includes(this.spanning))) return Match.Real;
    if (!this.hasNear) return Match.None;
    for (let k = 0; k < this.words.length; k++) {
      if (text.includes(this.words[k])) continue;
      let some = false;
      for (const x of this.near[k]) if (text.includes(x)) some = true;
      if (!some) return Match.None;
    }
    return Match.Typo;
  }

  /**
   * `leadingKeys` as one number, smaller first: a real match before a typo-only one (when the
   * search has a typo), then the name holding the words together or run together, then more
   * accented words as typed at a word start of the name (at most 8 words, so each key has a range
   * of its own and the number orders as the keys do).
   */
  lead(i: number, match: Match): number {
    const typoOnly = this.hasNear && match !== Match.Real ? 1 : 0;
    const together = this.texts.searchName[i].includes(this.phrase) || (this.together.length >= 3 && this.texts.compact[i].includes(this.together)) ? 0 : 1;
    let accented = 0;
    for (const w of this.accented) if (this.texts.spacedLower[i].includes(w)) accented++;
    return typoOnly * 32 + together * 16 + (8 - accented);
  }

  /** The name starting with the words (0), with them run together (1), or neither (2). */
  starts(i: number): 0 | 1 | 2 {
    return this.texts.searchName[i].startsWith(this.phrase) ? 0 : this.texts.compact[i].startsWith(this.together) ? 1 : 2;
  }

  /** How many words start a word of the name (`' ' || search_name LIKE '% word%'`). */
  wordStarts(i: number): number {
    const spaced = this.texts.spacedName[i];
    let n = 0;
    for (const w of this.wordsSpaced) if (spaced.includes(w)) n++;
    return n;
  }

  /** The text `similarity(search_name, …)` compares the name with. */
  get query(): string {
    return this.phrase;
  }
}
