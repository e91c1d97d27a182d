// Shapes of the catalog subgraph as this feature queries them (docs/api/catalog.graphql).

export interface CategoryRef {
  id: string;
  name: string;
  slug?: string;
}

export interface ProductImage {
  id: string;
  url: string;
  alt?: string | null;
  /** The colour the photo shows, when staff tagged it. */
  color?: string | null;
}

export interface Variant {
  id: string;
  name?: string | null;
  color?: string | null;
  material?: string | null;
  size?: string | null;
  sku: string;
  stock: number;
}

export interface ProductSummary {
  id: string;
  name: string;
  brand?: string | null;
  price: number;
  originalPrice?: number | null;
  discountPercent: number;
  images: ProductImage[];
  totalStock: number;
  soldCount: number;
  isNewArrival: boolean;
  isFeatured: boolean;
}

export interface Review {
  id: string;
  name: string;
  rating: number;
  comment?: string | null;
  createdAt: string;
  /** Written by a customer about a product of one of their delivered orders. */
  verifiedPurchase: boolean;
}

export interface ProductDetail extends ProductSummary {
  shortDescription: string;
  description: string;
  category?: CategoryRef | null;
  colors: string[];
  materials: string[];
  sizes: string[];
  variants: Variant[];
  ratings: { average: number; count: number };
  reviews: Review[];
}

export interface ProductPage {
  products: ProductSummary[];
  pagination: { page: number; limit: number; pages: number; total: number };
  colors: string[];
  sizes: string[];
}
