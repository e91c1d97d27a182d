// Shapes of the catalog subgraph as the back office queries them (docs/api/catalog.graphql).
// Types only, so the pure *.logic.ts files can share them.

export interface Pagination {
  page: number;
  limit: number;
  pages: number;
  total: number;
}

export interface AdminCategory {
  id: string;
  name: string;
  description?: string | null;
  slug: string;
  productCount: number;
}

export interface AdminImage {
  id: string;
  url: string;
  alt?: string | null;
  color?: string | null;
}

export interface AdminVariant {
  id: string;
  name?: string | null;
  color?: string | null;
  material?: string | null;
  size?: string | null;
  sku: string;
  stock: number;
}

/** A row of the product list and the inventory. */
export interface AdminProductRow {
  id: string;
  name: string;
  brand?: string | null;
  price: number;
  originalPrice?: number | null;
  category?: { id: string; name: string } | null;
  images: AdminImage[];
  variants: AdminVariant[];
  totalStock: number;
  soldCount: number;
  isActive: boolean;
}

/** Everything the product form edits. */
export interface AdminProduct extends AdminProductRow {
  shortDescription: string;
  description: string;
  colors: string[];
  materials: string[];
  sizes: string[];
  isFeatured: boolean;
  isNewArrival: boolean;
}

export interface VariantInput {
  id?: string | null;
  name?: string | null;
  color?: string | null;
  material?: string | null;
  size?: string | null;
  sku?: string | null;
  stock: number;
}

export interface ImageInput {
  id?: string | null;
  url?: string | null;
  data?: string | null;
  alt?: string | null;
  color?: string | null;
}

/** docs/api/catalog.graphql ProductInput (updates send every field too). */
export interface ProductInput {
  name: string;
  brand: string | null;
  shortDescription: string;
  description: string;
  price: number;
  originalPrice: number | null;
  category: string;
  colors: string[];
  materials: string[];
  sizes: string[];
  variants: VariantInput[];
  images: ImageInput[];
  stock?: number;
  isFeatured: boolean;
  isNewArrival: boolean;
  isActive: boolean;
}

export type StockFilter = 'all' | 'low' | 'out';

export interface InventorySummary {
  totalVariants: number;
  inStock: number;
  low: number;
  out: number;
}
