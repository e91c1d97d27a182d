import { isUuid } from '@shop/platform';
import type { ListingQuery } from './listing';

/** What the count and the filter panel of a listing read of one product, as PostgreSQL holds it. */
export type FacetSource = {
  id: string;
  isActive: boolean;
  categoryId: string | null;
  price: number;
  isFeatured: boolean;
  isNewArrival: boolean;
  colors: string[];
  sizes: string[];
  /** Its variants' colours and sizes, blanks left out. */
  variantColors: string[];
  variantSizes: string[];
};

export interface ListingSummary {
  total: number;
  colors: string[];
  sizes: string[];
}

interface FacetRow {
  isActive: boolean;
  categoryId: string | null;
  price: number;
  isFeatured: boolean;
  isNewArrival: boolean;
  /** Lower-cased colours and sizes of the product and its variants: what the colour and size filters match. */
  colorKeys: string[];
  sizeKeys: string[];
  /** The values the panel offers: the product's own lists as they are, its variants' non-blank ones. */
  colors: string[];
  sizes: string[];
}

/**
 * Every product's filterable fields, held in memory so the count and the panel of a listing
 * without search words cost a walk over an array instead of three scans in PostgreSQL (decision
 * 0910). It answers exactly what `ProductsRepository.summary` answers for the same filters:
 * colours and sizes in the order PostgreSQL's vi_vn collation gives them (`order`).
 */
export class FacetSnapshot {
  private readonly rows: FacetRow[];

  constructor(
    sources: FacetSource[],
    private readonly categoryBySlug: ReadonlyMap<string, string>,
    /** Every value of `sources`' colours and sizes, in vi_vn order. */
    order: string[],
  ) {
    this.rank = new Map(order.map((v, i) => [v, i]));
    this.rows = sources.map((s) => ({
      isActive: s.isActive,
      categoryId: s.categoryId,
      price: s.price,
      isFeatured: s.isFeatured,
      isNewArrival: s.isNewArrival,
      colorKeys: [...s.colors, ...s.variantColors].map((v) => v.toLowerCase()),
      sizeKeys: [...s.sizes, ...s.variantSizes].map((v) => v.toLowerCase()),
      colors: [...s.colors, ...s.variantColors],
      sizes: [...s.sizes, ...s.variantSizes],
    }));
  }

  private readonly rank: Map<string, number>;

  /** Every distinct colour and size of these products: what `order` must hold, sorted. */
  static values(sources: FacetSource[]): string[] {
    const all = new Set<string>();
    for (const s of sources) for (const list of [s.colors, s.sizes, s.variantColors, s.variantSizes]) for (const v of list) all.add(v);
    return [...all];
  }

  get size(): number {
    return this.rows.length;
  }

  /** The count and panel of a listing without search words; null for a search (PostgreSQL's trigram index answers those). */
  summarize(q: ListingQuery): ListingSummary | null {
    if (q.words.length > 0) return null;
    const wanted = q.category?.toLowerCase() ?? null;
    let category: string | null | undefined = null;
    if (wanted !== null) category = isUuid(wanted) ? wanted : this.categoryBySlug.get(wanted);
    // An unknown slug matches nothing, as `category_id = (SELECT … WHERE slug = …)` does.
    if (category === undefined) return { total: 0, colors: [], sizes: [] };
    const color = q.color?.toLowerCase() ?? null;
    const size = q.size?.toLowerCase() ?? null;
    let total = 0;
    const colors = new Set<string>();
    const sizes = new Set<string>();
    for (const r of this.rows) {
      if (!q.includeInactive && !r.isActive) continue;
      if (category !== null && r.categoryId !== category) continue;
      if (q.minPrice !== null && r.price < q.minPrice) continue;
      if (q.maxPrice !== null && r.price > q.maxPrice) continue;
      if (q.featured !== null && r.isFeatured !== q.featured) continue;
      if (q.newArrival !== null && r.isNewArrival !== q.newArrival) continue;
      const colorOk = color === null || r.colorKeys.includes(color);
      const sizeOk = size === null || r.sizeKeys.includes(size);
      if (colorOk && sizeOk) total++;
      if (sizeOk) for (const v of r.colors) colors.add(v);
      if (colorOk) for (const v of r.sizes) sizes.add(v);
    }
    return { total, colors: this.sorted(colors), sizes: this.sorted(sizes) };
  }

  private sorted(values: Set<string>): string[] {
    return [...values].sort((a, b) => (this.rank.get(a) ?? 0) - (this.rank.get(b) ?? 0));
  }
}
