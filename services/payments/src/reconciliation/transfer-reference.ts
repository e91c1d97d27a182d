import { stripMarks } from '@shop/platform';

// product §14: the transfer text is DONHANG followed by the order number. Banks and payers insert
// spaces, dashes or dots and change the case ("donhang dh-000123", "DONHANG DH 000123"), so both
// the order's key and the received text are compared in one folded form.

const PREFIX = 'DONHANG';

/** `DONHANG` + order number as the customer is asked to type it. */
export const transferContentOf = (orderNumber: string): string => `${PREFIX}${orderNumber}`;

/** Upper case, accents dropped, everything but letters and digits removed. */
export function foldReference(text: string): string {
  return stripMarks(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

export const referenceKeyOf = (orderNumber: string): string => foldReference(transferContentOf(orderNumber));

/**
 * The reference keys the text names among `keys`, each once, in the order they appear. At each
 * `DONHANG` of the text the longest key starting there counts (so DH000123 wins over a shorter
 * number that is its prefix). More than one means the transfer names several orders: which one it
 * pays is for a person to say (decision 0703). Empty when the text names none.
 */
export function namedReferences(text: string, keys: readonly string[]): string[] {
  const folded = foldReference(text);
  const named = new Set<string>();
  for (let at = folded.indexOf(PREFIX); at >= 0; at = folded.indexOf(PREFIX, at + 1)) {
    let best: string | undefined;
    for (const key of keys) if (folded.startsWith(key, at) && (!best || key.length > best.length)) best = key;
    if (best) named.add(best);
  }
  return [...named];
}
