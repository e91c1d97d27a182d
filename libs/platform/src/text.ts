/** Vietnamese letters without their marks: NFD, combining marks dropped, đ → d and Đ → D (case kept). */
export function stripMarks(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/**
 * Folds Vietnamese text for search: lower case, accents dropped, đ/Đ → d, spaces collapsed
 * (catalog's decision 0201). The same function folds what is stored and what is searched, so both
 * sides agree, in every service that searches (catalog: products; orders: customer names).
 */
export function fold(value: string): string {
  return stripMarks(value).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A LIKE pattern that matches `word` literally anywhere. */
export const containsPattern = (word: string): string => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
