import { stripMarks } from '@shop/platform';

/** A URL slug from a Vietnamese name: accents dropped (đ → d), lower case, words joined by '-'. */
export function slugify(name: string): string {
  return stripMarks(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `base`, or `base-2`, `base-3` … : the first one not in `taken`. */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  const root = base || 'danh-muc';
  if (!taken.includes(root)) return root;
  for (let n = 2; ; n++) if (!taken.includes(`${root}-${n}`)) return `${root}-${n}`;
}
