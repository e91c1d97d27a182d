/** Only words this long get a spelling one letter away: shorter ones would find too much (decision 0205). */
export const NEAR_MIN_LENGTH = 4;

/** A word long enough, and without digits, to be looked at as a possible typo. */
export const mayBeMisspelt = (word: string): boolean => word.length >= NEAR_MIN_LENGTH && !/\d/.test(word);

/** Whether two words differ by exactly one letter wrong, missing or extra. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  // Past the first difference the rest must agree: after one swapped letter, or one skipped.
  return short.length === long.length ? short.slice(i + 1) === long.slice(i + 1) : short.slice(i) === long.slice(i + 1);
}

/**
 * Per word of a search, the catalog's words one letter away, for the words of at least 4 letters
 * without digits that no catalog word holds: a word that finds something is never widened. At
 * most 8 per word, in alphabetical order.
 */
export function nearWords(words: string[], catalogWords: readonly string[]): string[][] {
  return words.map((w) => {
    if (!mayBeMisspelt(w) || catalogWords.some((c) => c.includes(w))) return [];
    return catalogWords
      .filter((c) => c.length >= 3 && oneEditApart(c, w))
      .sort()
      .slice(0, 8);
  });
}
