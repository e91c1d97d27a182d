import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { NEAR_MIN_LENGTH } from './search-sql';

/** The catalog's words (`search_words`, kept by `search-words.sql`), for spellings one letter away. */
@Injectable()
export class SearchWordsRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /**
   * Per word of a search, the catalog's words one letter away (one letter wrong, missing or
   * extra), for the words of at least 4 letters without digits that no product holds
   * (decision 0205): a word that finds something is never widened.
   */
  async nearWords(words: string[]): Promise<string[][]> {
    const asked = words.map((w) => (w.length >= NEAR_MIN_LENGTH && !/\d/.test(w) ? w : ''));
    if (asked.every((w) => !w)) return words.map(() => []);
    const result = await this.tx.current().execute<{ i: number; near: string[] }>(sql`
      SELECT t.i::int AS i, array_agg(n.word ORDER BY n.word) AS near
      FROM unnest(string_to_array(${asked.join(' ')}, ' ')) WITH ORDINALITY AS t(word, i)
      CROSS JOIN LATERAL (
        SELECT s.word FROM search_words s
        WHERE length(s.word) BETWEEN length(t.word) - 1 AND length(t.word) + 1 AND levenshtein_less_equal(s.word, t.word, 1) <= 1
        ORDER BY s.word LIMIT 8) n
      WHERE t.word <> '' AND NOT EXISTS (SELECT 1 FROM search_words e WHERE strpos(e.word, t.word) > 0)
      GROUP BY t.i`);
    const near = words.map((): string[] => []);
    for (const r of result.rows) near[r.i - 1] = r.near;
    return near;
  }
}
