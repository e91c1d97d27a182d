import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { mayBeMisspelt, nearWords } from './near-words';

const TTL_MS = 30_000;

/**
 * The catalog's words (`search_words`, kept by `search-words.sql`), held in memory for 30 s: a
 * misspelt word is compared with them here rather than in one more query at every key press
 * (decision 0205). A word a new product brings is offered for typos within 30 s here (then up
 * to the gateway cache's 30 s); exact matches never wait.
 */
@Injectable()
export class SearchWordsRepository {
  private words: { at: number; value: Promise<string[]> } | null = null;

  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /** Per word of a search, the catalog's words one letter away (see `nearWords`). */
  async nearWords(words: string[]): Promise<string[][]> {
    if (!words.some(mayBeMisspelt)) return words.map(() => []);
    return nearWords(words, await this.catalogWords());
  }

  /**
   * Removes the words no product has any more (deleted or renamed products'); answers how many
   * went. A product written while the removal runs may have lost a word it shares with the removed
   * ones: the second statement, which sees it, adds every product's words back. About 0.6 and
   * 0.4 s of PostgreSQL on the 10,000-product bench catalog, once an hour.
   */
  async removeStale(): Promise<number> {
    const { rowCount } = await this.tx
      .current()
      .execute(sql`DELETE FROM search_words s WHERE NOT EXISTS (SELECT FROM products p, catalog_words_of(p.search_text) w WHERE w = s.word)`);
    await this.tx.current().execute(sql`INSERT INTO search_words (word) SELECT DISTINCT catalog_words_of(search_text) FROM products ON CONFLICT DO NOTHING`);
    return rowCount ?? 0;
  }

  private catalogWords(): Promise<string[]> {
    if (this.words && Date.now() - this.words.at < TTL_MS) return this.words.value;
    const value = this.tx
      .current()
      .execute<{ word: string }>(sql`SELECT word FROM search_words`)
      .then((r) => r.rows.map((row) => row.word));
    this.words = { at: Date.now(), value };
    value.catch(() => (this.words = null));
    return value;
  }
}
