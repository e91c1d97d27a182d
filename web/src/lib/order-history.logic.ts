// An order's status history as both the customer's page and the back office list it: newest first,
// so the two sides read the same list in the same order.

export const historyNewestFirst = <T extends { updatedAt: string }>(history: readonly T[]): T[] =>
  history
    .map((h, n) => ({ h, n }))
    .sort((a, b) => Date.parse(b.h.updatedAt) - Date.parse(a.h.updatedAt) || b.n - a.n)
    .map(({ h }) => h);
