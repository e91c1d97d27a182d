import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every folded word (3 letters or more, no digit) of the products' search text: the words a
 * misspelt word of a search is compared with (decision 0205). Triggers on products add new
 * words (`search-words.sql`); a word whose last product is gone stays, and can only offer a
 * spelling that finds nothing.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});
