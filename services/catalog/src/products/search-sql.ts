import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@shop/platform';
import { products } from './products.schema';

/** What a search looks for (decision 0205). */
export interface SearchTerms {
  /** Folded words (decision 0201). */
  words: string[];
  /** The words typed with marks, lower case: names holding them as typed rank first. */
  accented: string[];
  /** Per word, the catalog's words one letter away, when the word itself is in no product. */
  near: string[][];
}

const startsPattern = (text: string): string => containsPattern(text).slice(1);
/** The folded name without its spaces ('ba lo hoc sinh' → 'balohocsinh'), trigram-indexed. */
const compactName = sql`replace(${products.searchName}, ' ', '')`;
const contains = (column: SQL, text: string): SQL => sql`${column} LIKE ${containsPattern(text)}`;

const everyWord = (t: SearchTerms, withNear: boolean): SQL =>
  sql.join(
    t.words.map((w, i) => {
      const spellings = [w, ...(withNear ? (t.near[i] ?? []) : [])].map((x) => contains(sql`${products.searchText}`, x));
      return spellings.length === 1 ? spellings[0] : sql`(${sql.join(spellings, sql` OR `)})`;
    }),
    sql` AND `,
  );

/** The words run together, when that is long enough for the trigram index (3 letters). */
const runTogether = (t: SearchTerms): SQL | null => {
  const compact = t.words.join('');
  return compact.length >= 3 ? contains(compactName, compact) : null;
};

/**
 * One word of 4 letters or more found in the name run together ('balo' → 'Ba lô …'). Several
 * words need no such way: 'ba lo' already finds 'balo' word by word; and the run-together
 * lookup of a long text costs more than the search itself (decision 0205).
 */
const spanningWord = (t: SearchTerms): SQL | null => (t.words.length === 1 && t.words[0].length >= 4 ? contains(compactName, t.words[0]) : null);

/** A real match: every word as typed (folded), or one word run together in the name ('balo' ↔ 'Ba lô'). */
function realMatch(t: SearchTerms): SQL {
  const together = spanningWord(t);
  return together ? sql`((${everyWord(t, false)}) OR ${together})` : sql`(${everyWord(t, false)})`;
}

const hasNear = (t: SearchTerms): boolean => t.near.some((n) => n.length > 0);

/**
 * Whether a product matches the search: a real match, or every word with one typo at most. In a
 * listing each way of matching is its own SELECT, so each is served by its trigram index:
 * PostgreSQL plans an OR of them as one scan of the whole table. Suggestions take the OR: their
 * plan walks the sold-count index and tests each row (`suggestionQuery`).
 */
export function searchMatch(t: SearchTerms, form: 'union' | 'or' = 'union'): SQL {
  const ways = [everyWord(t, false), spanningWord(t), hasNear(t) ? everyWord(t, true) : null].filter((w): w is SQL => w !== null);
  if (ways.length === 1) return ways[0];
  if (form === 'or') return sql`(${sql.join(ways, sql` OR `)})`;
  const selects = ways.map((w) => sql`SELECT ${products.id} FROM ${products} WHERE ${w}`);
  return sql`${products.id} IN (${sql.join(selects, sql` UNION ALL `)})`;
}

/**
 * The first sort keys of a search, best first: real matches before typo-only ones; names holding
 * the words together (or run together) before the rest; then more of the accented words found as
 * typed at a word start of the name ('túi vải' → 'Túi vải …' before 'Túi đeo vai').
 */
function leadingKeys(t: SearchTerms): SQL[] {
  const keys: SQL[] = [];
  if (hasNear(t)) keys.push(sql`(CASE WHEN ${realMatch(t)} THEN 0 ELSE 1 END)`);
  const together = runTogether(t);
  const phrase = contains(sql`${products.searchName}`, t.words.join(' '));
  keys.push(sql`(CASE WHEN ${together ? sql`${phrase} OR ${together}` : phrase} THEN 0 ELSE 1 END)`);
  if (t.accented.length > 0) {
    const found = t.accented.map((w) => sql`(CASE WHEN ' ' || lower(${products.name}) LIKE ${'% ' + startsPattern(w)} THEN 1 ELSE 0 END)`);
    keys.push(sql`(${sql.join(found, sql` + `)}) DESC`);
  }
  return keys;
}

/** The name starting with the search (its words, or run together). */
const startsWithSearch = (t: SearchTerms): SQL =>
  sql`(${products.searchName} LIKE ${startsPattern(t.words.join(' '))} OR ${compactName} LIKE ${startsPattern(t.words.join(''))})`;

/**
 * A listing's order with a search and no explicit sort (decisions 0201, 0205): the leading keys,
 * then the name starting with the search (+3), each word starting a word of the name (+1) and
 * the trigram similarity of the name; newest among equals.
 */
export function searchOrder(t: SearchTerms): SQL[] {
  const wordStarts = t.words.map((w) => sql`(CASE WHEN ' ' || ${products.searchName} LIKE ${'% ' + startsPattern(w)} THEN 1 ELSE 0 END)`);
  const rank = sql`(CASE WHEN ${startsWithSearch(t)} THEN 3 ELSE 0 END) + ${sql.join(wordStarts, sql` + `)} + similarity(${products.searchName}, ${t.words.join(' ')})`;
  return [...leadingKeys(t), sql`${rank} DESC`, sql`${products.createdAt} DESC`, sql`${products.id} DESC`];
}

/** Suggestions rank the best-selling matches only, at most this many (decision 0205). */
export const SUGGESTION_CANDIDATES = 100;

/**
 * Suggestions (decisions 0204, 0205): among the 100 best-selling active matches, the leading
 * keys, names starting with the words as typed, then with them run together, then best sellers.
 * The 100 come from the sold-count index when matches are plenty (2 letters typed match most of
 * the catalog and cannot use trigrams), from the trigram index when they are few; ranking all
 * matches of 'tu' read and sorted 7,000 rows at every key press. The outer query names the 100
 * `products`, so the ranking expressions read them.
 */
export function suggestionQuery(t: SearchTerms, limit: number): SQL {
  const starts = sql`(CASE WHEN ${products.searchName} LIKE ${startsPattern(t.words.join(' '))} THEN 0 WHEN ${compactName} LIKE ${startsPattern(t.words.join(''))} THEN 1 ELSE 2 END)`;
  const order = [...leadingKeys(t), starts, sql`${products.soldCount} DESC`, sql`${products.id} DESC`];
  return sql`WITH best AS (
      SELECT ${products.id}, ${products.name}, ${products.price}, ${products.searchText}, ${products.searchName}, ${products.soldCount}
      FROM ${products}
      WHERE ${products.isActive} AND ${searchMatch(t, 'or')}
      ORDER BY ${products.soldCount} DESC, ${products.id} DESC LIMIT ${SUGGESTION_CANDIDATES})
    SELECT id, name, price FROM best AS products ORDER BY ${sql.join(order, sql`, `)} LIMIT ${limit}`;
}
