/**
 * pg_trgm's trigrams and `similarity()`, for the search listing's order from memory (decision
 * 0912). A trigram is held as the number its three bytes make (`b0 << 16 | b1 << 8 | b2`), the
 * value pg_trgm compares; `show_trgm` prints the same bytes as three characters or as `0x…` hex
 * (a trigram of characters beyond ASCII, which pg_trgm folds into three bytes by a CRC).
 */

const isWordCode = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const SPACE = 32;
const codeOf = (a: number, b: number, c: number): number => (a << 16) | (b << 8) | c;
const lowerCode = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);

/** Whether every character is printable ASCII: only then are `trigramsOf`'s word rules pg_trgm's in every locale. */
export const isPlainAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

/**
 * pg_trgm's trigrams of a printable-ASCII text, sorted, each once: every run of letters and
 * digits (lower-cased), padded with two spaces before and one after, read three characters at a
 * time. 'balo' → '  b', ' ba', 'bal', 'alo', 'lo '.
 */
export function trigramsOf(text: string): Int32Array {
  const out: number[] = [];
  let at = 0;
  while (at < text.length) {
    while (at < text.length && !isWordCode(text.charCodeAt(at))) at++;
    if (at === text.length) break;
    let a = SPACE;
    let b = SPACE;
    for (; at < text.length && isWordCode(text.charCodeAt(at)); at++) {
      const c = lowerCode(text.charCodeAt(at));
      out.push(codeOf(a, b, c));
      a = b;
      b = c;
    }
    out.push(codeOf(a, b, SPACE));
  }
  return unique(out);
}

/** The trigrams `show_trgm` printed, as `trigramsOf` holds them. */
export function trigramsShown(shown: readonly string[]): Int32Array {
  return unique(shown.map((t) => (t.length === 3 ? codeOf(t.charCodeAt(0), t.charCodeAt(1), t.charCodeAt(2)) : Number.parseInt(t.slice(2), 16))));
}

function unique(codes: number[]): Int32Array {
  const sorted = Int32Array.from(codes).sort();
  let kept = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[kept++] = sorted[i];
  return sorted.slice(0, kept);
}

/**
 * pg_trgm's `similarity()`: the trigrams in common over those in either, as a `real` (float4)
 * divided by a `real`; 0 when either text has none.
 */
export function similarity(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let common = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      common++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return Math.fround(common / (a.length + b.length - common));
}
