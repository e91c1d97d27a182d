import type { CategoryRow } from '../categories/categories.schema';
import type { ProductRow } from './products.schema';
import { Match, SearchTexts, type SearchableText } from './search-match';
import { SUGGESTION_CANDIDATES, type SearchTerms } from './search-sql';

/** What a suggestion reads of one active product, as PostgreSQL computes it (folds, `lower`). */
export type SuggestionProductSource = SearchableText & {
  id: string;
  name: string;
  price: number;
};

/** A category with its name folded by `catalog_fold`. */
export type SuggestionCategorySource = {
  id: string;
  name: string;
  slug: string;
  folded: string;
};

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

  constructor(
    /** Active products, best sellers first (`ORDER BY sold_count DESC, id DESC`). */
    private readonly products: readonly SuggestionProductSource[],
    /** Every category, in `name COLLATE vi_vn` order. */
    private readonly categories: readonly SuggestionCategorySource[],
    /** Their texts and pieces (positions in sold-count order). */
    private readonly texts: SearchTexts = SearchTexts.of(products),
  ) {
    this.size = products.length;
  }

  /** The index with its pieces built a slice of products at a time (`TextPieces.build`). */
  static async build(products: readonly SuggestionProductSource[], categories: readonly SuggestionCategorySource[]): Promise<SuggestionIndex> {
    return new SuggestionIndex(products, categories, await SearchTexts.build(products));
  }

  /** Products as `suggestionQuery` ranks them, at most `limit`; categories holding every word, at most 3. */
  suggest(t: SearchTerms, limit: number): { products: ProductSuggestion[]; categories: CategorySuggestion[] } {
    return { products: this.suggestProducts(t, limit), categories: this.suggestCategories(t.words, Math.min(limit, 3)) };
  }

  private suggestProducts(t: SearchTerms, limit: number): ProductSuggestion[] {
    const search = this.texts.matcher(t);
    // The 100 best-selling matches, walking the products in sold-count order as the SQL's index
    // scan does: only those holding, for each word, its rarest piece or one of its near words'.
    const candidates: { i: number; key: number }[] = [];
    const narrowed = search.candidates();
    for (let k = 0, n = narrowed ? narrowed.length : this.size; k < n; k++) {
      if (candidates.length >= SUGGESTION_CANDIDATES) break;
      const i = narrowed ? narrowed[k] : k;
      const match = search.match(i);
      if (match === Match.None) continue;
      candidates.push({ i, key: search.lead(i, match) * 4 + search.starts(i) });
    }
    // A stable sort: among equal keys the sold-count order of the walk stays (`sold_count DESC, id DESC`).
    candidates.sort((a, b) => a.key - b.key);
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
