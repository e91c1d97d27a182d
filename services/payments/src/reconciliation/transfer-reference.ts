import { stripMarks } from '@shop/platform';

// spec §9: the transfer text is DONHANG followed by the order number. Banks and payers insert
// spaces, dashes or dots and change the case ("donhang dh-000123", "DONHANG DH 000123"), so both
// the order's key and the received text are compared in one folded form.

/** `DONHANG` + order number as the customer is asked to type it. */
export const transferContentOf = (orderNumber: string): string => `DONHANG${orderNumber}`;

/** Upper case, accents dropped, everything but letters and digits removed. */
export function foldReference(text: string): string {
  return stripMarks(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

export const referenceKeyOf = (orderNumber: string): string => foldReference(transferContentOf(orderNumber));

/**
 * The reference key the text names among `keys`: the longest one contained in it (so DH000123
 * wins over a shorter number that is its prefix). Undefined when the text names none.
 */
export function matchReference(text: string, keys: readonly string[]): string | undefined {
  const folded = foldReference(text);
  let best: string | undefined;
  for (const key of keys) if (folded.includes(key) && (!best || key.length > best.length)) best = key;
  return best;
}
