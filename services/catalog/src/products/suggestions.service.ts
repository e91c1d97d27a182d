import { Injectable } from '@nestjs/common';
import { accentedWords, searchWords } from '../common/text';
import type { SearchSuggestionsModel } from './product.model';
import { SearchWordsRepository } from './search-words.repository';
import { SuggestionIndexRepository } from './suggestion-index.repository';

/**
 * Suggestions as the shopper types (decisions 0204, 0205, 0206): none under 2 letters, at most 10
 * products and 3 categories, from this replica's in-memory index, without a statement per key
 * press.
 */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly index: SuggestionIndexRepository,
    private readonly searchWords: SearchWordsRepository,
  ) {}

  async suggest(q: string | null | undefined, limit: number | null | undefined): Promise<SearchSuggestionsModel> {
    const words = searchWords(q);
    if (words.join('').length < 2) return { products: [], categories: [] };
    const bounded = limit === null || limit === undefined ? 6 : Math.min(Math.max(Math.trunc(limit), 1), 10);
    const [index, near] = await Promise.all([this.index.index(), this.searchWords.nearWords(words)]);
    return index.suggest({ words, accented: accentedWords(q), near }, bounded);
  }
}
