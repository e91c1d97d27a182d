// Variant choice on the product detail page (product §4.3 "Product detail", §12 product detail rules).

export interface VariantLike {
  id: string;
  name?: string | null;
  color?: string | null;
  material?: string | null;
  size?: string | null;
  stock: number;
}

export interface ProductOptionsLike {
  colors: readonly string[];
  materials: readonly string[];
  sizes: readonly string[];
  variants: readonly VariantLike[];
  totalStock: number;
}

export type OptionKind = 'name' | 'color' | 'material' | 'size';
export type Selection = Partial<Record<OptionKind, string>>;

export const OPTION_KINDS: readonly OptionKind[] = ['name', 'color', 'material', 'size'];
const ATTRIBUTES: readonly Exclude<OptionKind, 'name'>[] = ['color', 'material', 'size'];

/** Labels of the pickers, and the words of the 'Vui lòng chọn ...' hint. */
export const OPTION_LABELS: Record<OptionKind, string> = {
  name: 'Phân loại',
  color: 'Màu sắc',
  material: 'Chất liệu',
  size: 'Kích thước',
};

function distinct(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const v of values) {
    const t = v?.trim();
    if (t) seen.add(t);
  }
  return [...seen];
}

/**
 * The values offered per picker: the product's own lists, then any other value its variants carry.
 * The name picker is left out when colour, material and size already tell every variant apart
 * (the demo's names just repeat the colour): two pickers for one choice only confuse.
 */
export function optionValues(p: ProductOptionsLike): Record<OptionKind, string[]> {
  const color = distinct([...p.colors, ...p.variants.map((v) => v.color)]);
  const material = distinct([...p.materials, ...p.variants.map((v) => v.material)]);
  const size = distinct([...p.sizes, ...p.variants.map((v) => v.size)]);
  const combos = new Set(p.variants.map((v) => JSON.stringify([v.color ?? null, v.material ?? null, v.size ?? null])));
  const attributesIdentify = color.length + material.length + size.length > 0 && combos.size === p.variants.length;
  return { name: attributesIdentify ? [] : distinct(p.variants.map((v) => v.name)), color, material, size };
}

/**
 * Options still to choose, in picker order. Only a product with variants asks for choices; colour,
 * material and size are required when offered, the name is only named in the hint (product §12).
 */
export function missingOptions(p: ProductOptionsLike, sel: Selection): { hint: OptionKind[]; required: OptionKind[] } {
  if (p.variants.length === 0) return { hint: [], required: [] };
  const values = optionValues(p);
  const hint = OPTION_KINDS.filter((k) => values[k].length > 0 && !sel[k]);
  return { hint, required: hint.filter((k) => k !== 'name') };
}

/** 'Vui lòng chọn màu sắc, kích thước' or null when nothing is missing. */
export function selectionHint(missing: readonly OptionKind[]): string | null {
  if (missing.length === 0) return null;
  return `Vui lòng chọn ${missing.map((k) => OPTION_LABELS[k].toLowerCase()).join(', ')}`;
}

function fits(v: VariantLike, sel: Selection): boolean {
  return OPTION_KINDS.every((k) => !sel[k] || (v[k] ?? undefined) === sel[k]);
}

/** The variant the shopper has picked: all required options chosen and one variant fits them. */
export function matchingVariant(p: ProductOptionsLike, sel: Selection): VariantLike | undefined {
  if (p.variants.length === 0 || missingOptions(p, sel).required.length > 0) return undefined;
  if (!OPTION_KINDS.some((k) => sel[k])) return undefined;
  return p.variants.find((v) => fits(v, sel));
}

/** What can be bought: the matching variant's stock, else the product's total stock (product §12). */
export function availableStock(p: ProductOptionsLike, sel: Selection): number {
  return matchingVariant(p, sel)?.stock ?? p.totalStock;
}

/** 'Chỉ còn N sản phẩm có sẵn' when asking for more than is available ('Hết hàng' when none is), else null. */
export function quantityProblem(quantity: number, available: number): string | null {
  if (quantity <= available) return null;
  return available > 0 ? `Chỉ còn ${available} sản phẩm có sẵn` : 'Hết hàng';
}

/** Add to cart / Buy now: disabled when sold out or a required option is missing (product §12). */
export function canBuy(p: ProductOptionsLike, sel: Selection): boolean {
  return p.totalStock > 0 && missingOptions(p, sel).required.length === 0 && availableStock(p, sel) > 0;
}

/**
 * The selection after clicking a value. Clicking the chosen value again clears it. Picking a name
 * picks that variant's colour, material and size too; picking an attribute keeps the name only
 * while that variant still fits, and fills it in once exactly one variant fits every attribute.
 */
export function choose(p: ProductOptionsLike, sel: Selection, kind: OptionKind, value: string): Selection {
  if (sel[kind] === value) {
    const next = { ...sel };
    delete next[kind];
    if (kind !== 'name') delete next.name;
    return next;
  }
  const values = optionValues(p);
  if (kind === 'name') {
    const variant = p.variants.find((v) => v.name === value);
    const next: Selection = { name: value };
    for (const a of ATTRIBUTES) {
      const v = variant?.[a] ?? undefined;
      if (v && values[a].length > 0) next[a] = v;
    }
    return next;
  }
  const next: Selection = { ...sel, [kind]: value };
  const attrs: Selection = {};
  for (const a of ATTRIBUTES) if (next[a]) attrs[a] = next[a];
  const named = next.name ? p.variants.find((v) => v.name === next.name) : undefined;
  if (named && !fits(named, attrs)) delete next.name;
  const allChosen = ATTRIBUTES.every((a) => values[a].length === 0 || next[a]);
  if (!next.name && allChosen && values.name.length > 0) {
    const fitting = p.variants.filter((v) => fits(v, attrs));
    if (fitting.length === 1 && fitting[0].name) next.name = fitting[0].name;
  }
  return next;
}

/** The starting choice: nothing to decide is already decided (one variant, or a single value). */
export function initialSelection(p: ProductOptionsLike): Selection {
  const sel: Selection = {};
  if (p.variants.length === 1) {
    for (const kind of OPTION_KINDS) {
      const value = p.variants[0][kind]?.trim();
      if (value) sel[kind] = value;
    }
    return sel;
  }
  const values = optionValues(p);
  for (const kind of OPTION_KINDS) if (values[kind].length === 1) sel[kind] = values[kind][0];
  return sel;
}

/** The quantity hint beside the stepper: 'Hết hàng' when nothing can be bought. */
export function stockHint(available: number): string {
  return available > 0 ? `${available.toLocaleString('vi-VN')} sản phẩm có sẵn` : 'Hết hàng';
}

/**
 * Whether choosing `value` for `kind`, with the other options as chosen now, leaves a variant in
 * stock: a value that does not is marked 'Hết hàng' and cannot be picked. A
 * product without variants sells its own stock, so its values are all available.
 */
export function optionInStock(p: ProductOptionsLike, sel: Selection, kind: OptionKind, value: string): boolean {
  if (p.variants.length === 0) return true;
  const wanted: Selection = {};
  if (kind === 'name') wanted.name = value;
  else {
    for (const a of ATTRIBUTES) if (a !== kind && sel[a]) wanted[a] = sel[a];
    wanted[kind] = value;
  }
  return p.variants.some((v) => v.stock > 0 && fits(v, wanted));
}
