// Packing slips (product §2 "packing slip"): one label per order, on the paper the carrier's
// printer takes, several printed one per page in one go.

export const SLIP_SIZES = [
  { value: 'A6', label: 'A6 (105 × 148 mm, nhãn vận chuyển)' },
  { value: 'A5', label: 'A5 (148 × 210 mm)' },
  { value: 'A4', label: 'A4 (210 × 297 mm)' },
] as const;
export type SlipSize = (typeof SLIP_SIZES)[number]['value'];

/** The size asked for in the URL, A6 (a carrier's label) unless A5 or A4 is named. */
export const slipSize = (value: string | null | undefined): SlipSize => SLIP_SIZES.find((s) => s.value === value?.toUpperCase())?.value ?? 'A6';

/** The orders of a print run from the URL: known-looking ids, each once, at most 100. */
export function slipOrderIds(value: string | null | undefined): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[0-9a-f-]{36}$/i.test(s));
  return [...new Set(ids)].slice(0, 100);
}

/** The print page's address for these orders. */
export const slipsPath = (ids: readonly string[], size: SlipSize = 'A6'): string =>
  `/admin/orders/print?ids=${ids.join(',')}${size === 'A6' ? '' : `&size=${size}`}`;

/** What the carrier collects from the customer: the total of an unpaid COD order, nothing otherwise. */
export const codToCollect = (o: { paymentMethod: string; isPaid: boolean; totalAmount: number }): number =>
  o.paymentMethod === 'cod' && !o.isPaid ? o.totalAmount : 0;

/** The page rule of a print run: the sheet's size, small margins, each slip its own page. */
export const pageRule = (size: SlipSize): string => `@page { size: ${size} portrait; margin: 4mm; }`;
