/**
 * Folds Vietnamese text for search: lower case, accents dropped, đ/Đ → d (decision 0201). The
 * same function folds the stored `search_text` and the shopper's words, so both sides agree.
 */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search: folded, split on anything that is not a letter or digit, at most 8. */
export function searchWords(search: string | null | undefined): string[] {
  if (!search) return [];
  return fold(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** A LIKE pattern that matches `word` literally anywhere. */
export const containsPattern = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** spec §5: colours, materials and sizes are trimmed, empty items dropped (and duplicates). */
export function cleanList(values: readonly string[] | null | undefined): string[] {
  const out: string[] = [];
  for (const v of values ?? []) {
    const t = v.trim();
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}
