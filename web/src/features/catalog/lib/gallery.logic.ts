// Which photo the product page shows for a chosen colour.

const fold = (s: string): string => s.trim().toLocaleLowerCase('vi');

/** The index of the first photo tagged with `color`, or undefined when none is. */
export function imageIndexForColor(images: readonly { color?: string | null }[], color: string | undefined): number | undefined {
  if (!color) return undefined;
  const i = images.findIndex((image) => image.color && fold(image.color) === fold(color));
  return i >= 0 ? i : undefined;
}
