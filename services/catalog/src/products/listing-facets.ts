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

/**
 * Every product's filterable fields, held in memory so the count and the panel of a listing
 * without search words cost a walk over typed arrays instead of three scans in PostgreSQL
 * (decision 0910). It answers exactly what `ProductsRepository.summary` answers for the same
 * filters: colours and sizes in the order PostgreSQL's vi_vn collation gives them (`order`).
 * Values are numbered in that order, so a panel is the set of numbers seen, read in order.
 */
export class FacetSnapshot {
  readonly size: number;
  private readonly active: Uint8Array;
  private readonly featured: Uint8Array;
  private readonly newArrival: Uint8Array;
  private readonly price: Float64Array;
  /** Index into `categories`, -1 without one. */
  private readonly category: Int32Array;
  private readonly categories = new Map<string, number>();
  /** Per product, the numbers of the values the panel offers and of the lower-cased values the filters match. */
  private readonly colors: Uint32Array[];
  private readonly sizes: Uint32Array[];
  private readonly colorKeys: Uint32Array[];
  private readonly sizeKeys: Uint32Array[];
  private readonly values: string[];
  private readonly keys = new Map<string, number>();

  constructor(
    sources: FacetSource[],
    private readonly categoryBySlug: ReadonlyMap<string, string>,
    /** Every value of `sources`' colours and sizes, in vi_vn order. */
    order: string[],
  ) {
    const n = sources.length;
    this.size = n;
    this.values = order;
    const number = new Map(order.map((v, i) => [v, i]));
    const key = (v: string) => {
      const k = v.toLowerCase();
      let id = this.keys.get(k);
      if (id === undefined) this.keys.set(k, (id = this.keys.size));
      return id;
    };
    const numbers = (list: string[]) => Uint32Array.from(list, (v) => number.get(v)!);
    const keyed = (list: string[]) => Uint32Array.from(list, key);
    this.active = new Uint8Array(n);
    this.featured = new Uint8Array(n);
    this.newArrival = new Uint8Array(n);
    this.price = new Float64Array(n);
    this.category = new Int32Array(n);
    this.colors = [];
    this.sizes = [];
    this.colorKeys = [];
    this.sizeKeys = [];
    sources.forEach((s, i) => {
      this.active[i] = s.isActive ? 1 : 0;
      this.featured[i] = s.isFeatured ? 1 : 0;
      this.newArrival[i] = s.isNewArrival ? 1 : 0;
      this.price[i] = s.price;
      this.category[i] = s.categoryId === null ? -1 : this.categoryIndex(s.categoryId);
      const colors = [...s.colors, ...s.variantColors];
      const sizes = [...s.sizes, ...s.variantSizes];
      this.colors.push(numbers(colors));
      this.sizes.push(numbers(sizes));
      this.colorKeys.push(keyed(colors));
      this.sizeKeys.push(keyed(sizes));
    });
  }

  private categoryIndex(id: string): number {
    let index = this.categories.get(id);
    if (index === undefined) this.categories.set(id, (index = this.categories.size));
    return index;
  }

  /** Every distinct colour and size of these products: what `order` must hold, sorted. */
  static values(sources: FacetSource[]): string[] {
    const all = new Set<string>();
    for (const s of sources) for (const list of [s.colors, s.sizes, s.variantColors, s.variantSizes]) for (const v of list) all.add(v);
    return [...all];
  }

  /** The count and panel of a listing without search words; null for a search (PostgreSQL's trigram index answers those). */
  summarize(q: ListingQuery): ListingSummary | null {
    if (q.words.length > 0) return null;
    const none = { total: 0, colors: [], sizes: [] };
    const wanted = q.category?.toLowerCase() ?? null;
    let category = -1;
    if (wanted !== null) {
      // An unknown slug or id matches nothing, as `category_id = (SELECT … WHERE slug = …)` does.
      const id = isUuid(wanted) ? wanted : this.categoryBySlug.get(wanted);
      const index = id === undefined ? undefined : this.categories.get(id);
      if (index === undefined) return none;
      category = index;
    }
    // A colour or size no product has matches nothing; its panel still lists the other facet's values.
    const color = q.color === null ? -1 : (this.keys.get(q.color.toLowerCase()) ?? -2);
    const size = q.size === null ? -1 : (this.keys.get(q.size.toLowerCase()) ?? -2);
    const minPrice = q.minPrice ?? -Infinity;
    const maxPrice = q.maxPrice ?? Infinity;
    const featured = q.featured === null ? -1 : q.featured ? 1 : 0;
    const newArrival = q.newArrival === null ? -1 : q.newArrival ? 1 : 0;
    const seenColors = new Uint8Array(this.values.length);
    const seenSizes = new Uint8Array(this.values.length);
    let total = 0;
    for (let i = 0; i < this.size; i++) {
      if (!q.includeInactive && this.active[i] === 0) continue;
      if (category !== -1 && this.category[i] !== category) continue;
      const price = this.price[i];
      if (price < minPrice || price > maxPrice) continue;
      if (featured !== -1 && this.featured[i] !== featured) continue;
      if (newArrival !== -1 && this.newArrival[i] !== newArrival) continue;
      const colorOk = color === -1 || this.colorKeys[i].includes(color);
      const sizeOk = size === -1 || this.sizeKeys[i].includes(size);
      if (colorOk && sizeOk) total++;
      if (sizeOk) for (const v of this.colors[i]) seenColors[v] = 1;
      if (colorOk) for (const v of this.sizes[i]) seenSizes[v] = 1;
    }
    return { total, colors: this.seen(seenColors), sizes: this.seen(seenSizes) };
  }

  private seen(flags: Uint8Array): string[] {
    const out: string[] = [];
    for (let v = 0; v < flags.length; v++) if (flags[v] === 1) out.push(this.values[v]);
    return out;
  }
}
