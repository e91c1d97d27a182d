// The storefront pagination control (product §2, §14): up to 5 page numbers around the current page,
// the first and last page with an ellipsis when they fall outside that window.

export const PAGE_WINDOW = 5;

export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; side: 'start' | 'end' };

/** A page number kept inside 1..pages (a bad or missing value becomes 1). */
export function clampPage(page: number, pages: number): number {
  const last = Math.max(1, Math.floor(pages) || 1);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** The items to draw for `current` of `pages`; empty when there is only one page (control hidden). */
export function pageItems(current: number, pages: number, window = PAGE_WINDOW): PageItem[] {
  if (!(pages > 1)) return [];
  const page = clampPage(current, pages);
  const half = Math.floor(window / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(pages, start + window - 1);
  start = Math.max(1, end - window + 1);

  const items: PageItem[] = [];
  if (start > 1) items.push({ kind: 'page', page: 1 });
  if (start > 2) items.push({ kind: 'ellipsis', side: 'start' });
  for (let p = start; p <= end; p++) items.push({ kind: 'page', page: p });
  if (end < pages - 1) items.push({ kind: 'ellipsis', side: 'end' });
  if (end < pages) items.push({ kind: 'page', page: pages });
  return items;
}

/**
 * What the address bar's `page` should say instead of `raw`, or undefined when it
 * is right as it is. `null` removes it (page 1 is the default). Nonsense (0, -2, 'abc', 1.5) and
 * '1' are corrected at once; a page past the end once the number of pages is known.
 */
export function pageCorrection(raw: string | null, pages: number | undefined): number | null | undefined {
  if (raw === null) return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(n) || n < 1 || n === 1) return null;
  if (pages === undefined) return undefined;
  const last = Math.max(1, Math.floor(pages) || 1);
  if (n <= last) return undefined;
  return last === 1 ? null : last;
}
