import { isUuid } from '@shop/platform';
import type { ListingQuery } from './listing';
import { ListingSearch, type Found, type SearchSource } from './listing-search';
import { Lists } from './value-lists';
import { ProductSort, SortOrder } from './product.model';

/** What the count, the filter panel and the page of a listing read of one product, as PostgreSQL holds it. */
export type FacetSource = SearchSource & {
  name: string;
  /** Its place in the listing's name order (`name COLLATE vi_vn`, equal values equal); `createdRank` is the date order's. */
  nameRank: number;
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

/** What a page's product, as PostgreSQL has just read it, must still be for the snapshot's page to stand. */
export type PageRowCheck = Pick<
  FacetSource,
  'id' | 'name' | 'searchText' | 'isActive' | 'categoryId' | 'price' | 'isFeatured' | 'isNewArrival' | 'colors' | 'sizes'
> & {
  variants: { color: string | null; size: string | null }[];
};

/** A listing's filters in the snapshot's numbers; null when nothing can match. */
interface Filter {
  includeInactive: boolean;
  category: number;
  color: number;
  size: number;
  minPrice: number;
  maxPrice: number;
  featured: number;
  newArrival: number;
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
  private readonly colors: Lists;
  private readonly sizes: Lists;
  private readonly colorKeys: Lists;
  private readonly sizeKeys: Lists;
  private readonly values: string[];
  private readonly keys = new Map<string, number>();
  private readonly ids: string[];
  private readonly index = new Map<string, number>();
  private readonly sources: FacetSource[];
  /** The products in each listing order, ascending, ties by id ascending: read backwards for a descending order. */
  private readonly byCreated: Uint32Array;
  private readonly byPrice: Uint32Array;
  private readonly byName: Uint32Array;
  /** The search part, built at the first search (`searching`). */
  private search: Promise<ListingSearch> | null = null;

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
    const numbers = (list: string[]) => list.map((v) => number.get(v)!);
    const keyed = (list: string[]) => list.map(key);
    this.active = new Uint8Array(n);
    this.featured = new Uint8Array(n);
    this.newArrival = new Uint8Array(n);
    this.price = new Float64Array(n);
    this.category = new Int32Array(n);
    const colors: number[][] = [];
    const sizes: number[][] = [];
    const colorKeys: number[][] = [];
    const sizeKeys: number[][] = [];
    sources.forEach((s, i) => {
      this.active[i] = s.isActive ? 1 : 0;
      this.featured[i] = s.isFeatured ? 1 : 0;
      this.newArrival[i] = s.isNewArrival ? 1 : 0;
      this.price[i] = s.price;
      this.category[i] = s.categoryId === null ? -1 : this.categoryIndex(s.categoryId);
      const ownColors = [...s.colors, ...s.variantColors];
      const ownSizes = [...s.sizes, ...s.variantSizes];
      colors.push(numbers(ownColors));
      sizes.push(numbers(ownSizes));
      colorKeys.push(keyed(ownColors));
      sizeKeys.push(keyed(ownSizes));
    });
    this.colors = new Lists(colors);
    this.sizes = new Lists(sizes);
    this.colorKeys = new Lists(colorKeys);
    this.sizeKeys = new Lists(sizeKeys);
    this.sources = sources;
    this.ids = sources.map((s) => s.id);
    this.ids.forEach((id, i) => this.index.set(id, i));
    // uuids compare as PostgreSQL compares them (bytes in order) when both are lower-case hex.
    const sorted = (key: (s: FacetSource) => number) => {
      const order = Uint32Array.from(sources.keys());
      order.sort((a, b) => key(sources[a]) - key(sources[b]) || (this.ids[a] < this.ids[b] ? -1 : this.ids[a] > this.ids[b] ? 1 : 0));
      return order;
    };
    this.byCreated = sorted((s) => s.createdRank);
    this.byPrice = sorted((s) => s.price);
    this.byName = sorted((s) => s.nameRank);
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

  /**
   * What searches read of this snapshot, built at the first search: its pieces cost some 100 ms of
   * CPU over 10,000 products (in slices, `TextPieces.build`), which listings without search words
   * never pay.
   */
  searching(): Promise<ListingSearch> {
    return (this.search ??= ListingSearch.build(this.sources));
  }

  /** Whether a search has asked for the search part (`searching`). */
  get searched(): boolean {
    return this.search !== null;
  }

  /** The listing's filters in numbers; null when they match nothing. */
  private filter(q: ListingQuery): Filter | null {
    const wanted = q.category?.toLowerCase() ?? null;
    let category = -1;
    if (wanted !== null) {
      // An unknown slug or id matches nothing, as `category_id = (SELECT … WHERE slug = …)` does.
      const id = isUuid(wanted) ? wanted : this.categoryBySlug.get(wanted);
      const index = id === undefined ? undefined : this.categories.get(id);
      if (index === undefined) return null;
      category = index;
    }
    return {
      includeInactive: q.includeInactive,
      category,
      // A colour or size no product has matches nothing; its panel still lists the other facet's values.
      color: q.color === null ? -1 : (this.keys.get(q.color.toLowerCase()) ?? -2),
      size: q.size === null ? -1 : (this.keys.get(q.size.toLowerCase()) ?? -2),
      minPrice: q.minPrice ?? -Infinity,
      maxPrice: q.maxPrice ?? Infinity,
      featured: q.featured === null ? -1 : q.featured ? 1 : 0,
      newArrival: q.newArrival === null ? -1 : q.newArrival ? 1 : 0,
    };
  }

  /** Every filter but the colour and the size. */
  private matchesBase(f: Filter, i: number): boolean {
    if (!f.includeInactive && this.active[i] === 0) return false;
    if (f.category !== -1 && this.category[i] !== f.category) return false;
    const price = this.price[i];
    if (price < f.minPrice || price > f.maxPrice) return false;
    if (f.featured !== -1 && this.featured[i] !== f.featured) return false;
    if (f.newArrival !== -1 && this.newArrival[i] !== f.newArrival) return false;
    return true;
  }

  /** The count and panel of a listing; for a search, of the products it matches (`found`), else null. */
  summarize(q: ListingQuery, found: Found | null = null): ListingSummary | null {
    if (q.words.length > 0 && found === null) return null;
    const f = this.filter(q);
    if (f === null) return { total: 0, colors: [], sizes: [] };
    const seenColors = new Uint8Array(this.values.length);
    const seenSizes = new Uint8Array(this.values.length);
    let total = 0;
    const n = found ? found.list.length : this.size;
    for (let k = 0; k < n; k++) {
      const i = found ? found.list[k] : k;
      if (!this.matchesBase(f, i)) continue;
      const colorOk = f.color === -1 || this.colorKeys.has(i, f.color);
      const sizeOk = f.size === -1 || this.sizeKeys.has(i, f.size);
      if (colorOk && sizeOk) total++;
      if (sizeOk) this.colors.mark(i, seenColors);
      if (colorOk) this.sizes.mark(i, seenSizes);
    }
    return { total, colors: this.seen(seenColors), sizes: this.seen(seenSizes) };
  }

  /**
   * The ids of a listing page, in the order `ProductsRepository.page` gives them (its sort, ties
   * by id in the same direction; a search without a sort by relevance); for a search, among the
   * products it matches (`found`). Null for the best-seller order, which PostgreSQL answers (sold
   * counts change at every delivery, with no event), and when `found` cannot order a search.
   */
  pageIds(q: ListingQuery, found: Found | null = null): string[] | null {
    if ((q.words.length > 0 && found === null) || q.sortBy === ProductSort.soldCount) return null;
    const f = this.filter(q);
    if (f === null) return [];
    const kept = (i: number) =>
      (found === null || found.has[i] !== 0) &&
      this.matchesBase(f, i) &&
      (f.color === -1 || this.colorKeys.has(i, f.color)) &&
      (f.size === -1 || this.sizeKeys.has(i, f.size));
    // A search without a sort is ranked best first; the other orders are held ascending and read either way.
    const relevance = found !== null && q.sortBy === null;
    const order = relevance ? found.byRelevance() : this.sorted(q.sortBy);
    if (order === null) return null;
    const ascending = relevance || q.order === SortOrder.asc;
    const out: string[] = [];
    let skip = q.offset;
    for (let k = 0; k < order.length && out.length < q.limit; k++) {
      const i = order[ascending ? k : order.length - 1 - k];
      if (!kept(i)) continue;
      if (skip > 0) skip--;
      else out.push(this.ids[i]);
    }
    return out;
  }

  /** The products in a listing's sort, ascending, ties by id ascending (the date when none is given). */
  private sorted(sortBy: ProductSort | null): Uint32Array {
    return sortBy === ProductSort.price ? this.byPrice : sortBy === ProductSort.name ? this.byName : this.byCreated;
  }

  /**
   * Whether the page's products, as PostgreSQL has just read them, are still what this snapshot
   * holds of them (every filtered and sorted field): false when a change has not reached it yet.
   */
  agrees(ids: string[], rows: PageRowCheck[]): boolean {
    if (rows.length !== ids.length) return false;
    const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, k) => v === b[k]);
    return rows.every((row, k) => {
      const i = this.index.get(row.id);
      if (i === undefined || row.id !== ids[k]) return false;
      const s = this.sources[i];
      return (
        row.name === s.name &&
        row.searchText === s.searchText &&
        row.isActive === s.isActive &&
        row.categoryId === s.categoryId &&
        row.price === s.price &&
        row.isFeatured === s.isFeatured &&
        row.isNewArrival === s.isNewArrival &&
        sameList(row.colors, s.colors) &&
        sameList(row.sizes, s.sizes) &&
        sameList(
          row.variants.flatMap((v) => (v.color ? [v.color] : [])),
          s.variantColors,
        ) &&
        sameList(
          row.variants.flatMap((v) => (v.size ? [v.size] : [])),
          s.variantSizes,
        )
      );
    });
  }

  private seen(flags: Uint8Array): string[] {
    const out: string[] = [];
    for (let v = 0; v < flags.length; v++) if (flags[v] === 1) out.push(this.values[v]);
    return out;
  }
}
