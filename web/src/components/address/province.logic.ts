// The province field of the address form and checkout: only one of the 34
// provincial-level units in force since 1 July 2025 (identity's `provinces`, docs/decisions/0105),
// found by typing with or without accents.

/** Lower case without Vietnamese diacritics (đ → d), so "ha noi" finds "Thành phố Hà Nội". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the typed text finds this province (every word, in any order: "hcm" does not, "ho chi minh" does). */
export function matchesProvince(province: string, typed: string): boolean {
  const name = fold(province);
  return fold(typed)
    .split(' ')
    .every((word) => name.includes(word));
}

/**
 * Whether a saved city is one of the list. An address saved before the list existed may hold free
 * text ('Hà Nội', 'TP.HCM', 'Bình Dương'): it is shown with a prompt to pick the province again.
 */
export function isProvince(provinces: readonly string[], city: string | null | undefined): boolean {
  return Boolean(city) && provinces.includes(city as string);
}

/**
 * Whether a province field may keep this value: empty (the required check speaks for it), one of
 * the list, or anything while the list is still loading (a slow list never blocks a valid value).
 */
export function acceptsProvince(provinces: readonly string[], city: string | null | undefined): boolean {
  return !city || provinces.length === 0 || isProvince(provinces, city);
}
