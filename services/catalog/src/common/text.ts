import { fold } from '@shop/platform';

// fold and containsPattern live in @shop/platform (orders searches names the same way).
export { containsPattern, fold } from '@shop/platform';

/** The words of a search: folded, split on anything that is not a letter or digit, at most 8. */
export function searchWords(search: string | null | undefined): string[] {
  if (!search) return [];
  return fold(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * The words of a search that carry Vietnamese marks, lower case as typed (NFC): 'Túi vải đỏ' →
 * ['túi', 'vải', 'đỏ']. Names holding them as typed rank first (decision 0205).
 */
export function accentedWords(search: string | null | undefined): string[] {
  if (!search) return [];
  return search
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
    .filter((w) => fold(w) !== w);
}

/** product §12: colours, materials and sizes are trimmed, empty items dropped (and duplicates). */
export function cleanList(values: readonly string[] | null | undefined): string[] {
  const out: string[] = [];
  for (const v of values ?? []) {
    const t = v.trim();
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}
