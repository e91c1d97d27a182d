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
