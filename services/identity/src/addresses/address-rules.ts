// Rules for saved addresses (product §10 Account): while a user has addresses exactly one
// of them is the default. See docs/decisions/0103-addresses-default-rules.md.

/** A sane cap: nobody needs more, and it bounds what one account can store. */
export const MAX_ADDRESSES = 20;

/** The first address is the default whatever was asked; later ones only when asked. */
export function isDefaultForNew(existingCount: number, requested: boolean | undefined): boolean {
  return existingCount === 0 || requested === true;
}

/**
 * Ticking "default" moves the default here. Un-ticking it on the current default changes
 * nothing: the default moves only by choosing another one, so there is never none.
 */
export function isDefaultAfterUpdate(currentlyDefault: boolean, requested: boolean | undefined): boolean {
  return requested === true || currentlyDefault;
}

/** After the default is deleted, the most recently added remaining address takes its place. */
export function successorOfDeletedDefault<T extends { id: string; createdAt: Date }>(remaining: T[]): T | undefined {
  return remaining.reduce<T | undefined>((best, a) => (!best || a.createdAt.getTime() > best.createdAt.getTime() ? a : best), undefined);
}

/** Default first, then in the order they were added. */
export function byDisplayOrder<T extends { isDefault: boolean; createdAt: Date; id: string }>(a: T, b: T): number {
  if (a.isDefault !== b.isDefault) return a.isDefault ? -1 : 1;
  return a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
}
