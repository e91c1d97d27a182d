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

/** Only words this long get a spelling one letter away: shorter ones would find too much. */
export const NEAR_MIN_LENGTH = 4;

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

/** A real match: every word as typed (folded), or the words run together in the name ('balo' ↔ 'Ba lô'). */
function realMatch(t: SearchTerms): SQL {
  const together = runTogether(t);
  return together ? sql`((${everyWord(t, false)}) OR ${together})` : sql`(${everyWord(t, false)})`;
}

/** Whether a product matches the search: a real match, or every word with one typo at most. */
export function searchMatch(t: SearchTerms): SQL {
  if (!t.near.some((n) => n.length > 0)) return realMatch(t);
  return sql`(${realMatch(t)} OR (${everyWord(t, true)}))`;
}

/**
 * The first sort keys of a search, best first: real matches before typo-only ones; names holding
 * the words together (or run together) before the rest; then more of the accented words found as
 * typed at a word start of the name ('túi vải' → 'Túi vải …' before 'Túi đeo vai').
 */
function leadingKeys(t: SearchTerms): SQL[] {
  const keys: SQL[] = [];
  if (t.near.some((n) => n.length > 0)) keys.push(sql`(CASE WHEN ${realMatch(t)} THEN 0 ELSE 1 END)`);
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

/**
 * Suggestions' order (decision 0204): the leading keys, names starting with the words as typed,
 * then with them run together, then best sellers.
 */
export function suggestionOrder(t: SearchTerms): SQL[] {
  const starts = sql`(CASE WHEN ${products.searchName} LIKE ${startsPattern(t.words.join(' '))} THEN 0 WHEN ${compactName} LIKE ${startsPattern(t.words.join(''))} THEN 1 ELSE 2 END)`;
  return [...leadingKeys(t), starts, sql`${products.soldCount} DESC`, sql`${products.id} DESC`];
}
