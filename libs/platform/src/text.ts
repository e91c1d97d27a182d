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

// Every Vietnamese letter with a mark, upper and lower case (NFC), for foldSqlArgs.
const MARKED = (() => {
  const vowels = 'aăâeêioôơuưy';
  const tones = ['\u0300', '\u0301', '\u0303', '\u0309', '\u0323', ''];
  const lower = [...vowels].flatMap((v) => tones.map((t) => (v + t).normalize('NFC'))).filter((c) => c.length === 1 && c !== stripMarks(c));
  const letters = [...lower, 'đ'];
  return letters.join('') + letters.join('').toUpperCase();
})();

/**
 * The two arguments of PostgreSQL's `translate()` that fold as `fold` does (marks dropped, đ → d),
 * for searching a column that stores no folded copy: `lower(translate(normalize(col, NFC), from,
 * to))`. No SQL function is created, and it works whatever the database's locale (the letters are
 * folded before `lower`, which then sees ASCII only).
 */
export const FOLD_TRANSLATE: { from: string; to: string } = { from: MARKED, to: stripMarks(MARKED) };
