import { sql } from 'drizzle-orm';
import type { CategoryRow } from '../categories/categories.schema';
import type { ReviewRow } from '../reviews/reviews.schema';
import type { ImageSummary, ProductRelations } from './products.repository';
import type { ProductRow, VariantRow } from './products.schema';

type EmbeddedVariant = Pick<VariantRow, 'id' | 'name' | 'color' | 'material' | 'size' | 'sku' | 'stock'>;
type EmbeddedImage = Pick<ImageSummary, 'id' | 'alt' | 'color' | 'mimetype'>;
type EmbeddedReview = Pick<ReviewRow, 'id' | 'name' | 'rating' | 'comment' | 'verifiedPurchase'> & { createdAt: string };
type EmbeddedCategory = Pick<CategoryRow, 'id' | 'name' | 'description' | 'slug'>;

/** A product row read with its relations as JSON columns of the same statement. */
export type RowWithRelations = ProductRow & {
  variantsJson: EmbeddedVariant[];
  imagesJson: EmbeddedImage[];
  reviewsJson: EmbeddedReview[];
  categoryJson: EmbeddedCategory | null;
};

/**
 * The columns that read a product's variants, images (without their bytes), reviews and category
 * in the statement that reads the product, in the orders `ProductsRepository.relations` reads them
 * (decision 0910): a listing page or a product is one round trip to PostgreSQL instead of four or five.
 * The product is named `products.…` in full: drizzle writes a single table's columns unqualified,
 * which inside these subqueries would name the subquery's own table.
 */
export const relationColumns = (withReviews: boolean) => ({
  variantsJson: sql<EmbeddedVariant[]>`(SELECT coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'color', v.color,
    'material', v.material, 'size', v.size, 'sku', v.sku, 'stock', v.stock) ORDER BY v.position, v.sku), '[]')
    FROM variants v WHERE v.product_id = products.id)`,
  imagesJson: sql<EmbeddedImage[]>`(SELECT coalesce(json_agg(json_build_object('id', i.id, 'alt', i.alt, 'color', i.color,
    'mimetype', i.mimetype) ORDER BY i.position, i.created_at), '[]')
    FROM product_images i WHERE i.product_id = products.id)`,
  reviewsJson: withReviews
    ? sql<EmbeddedReview[]>`(SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'rating', r.rating,
      'comment', r.comment, 'verifiedPurchase', r.verified_purchase, 'createdAt', r.created_at) ORDER BY r.created_at DESC), '[]')
      FROM reviews r WHERE r.product_id = products.id)`
    : sql<EmbeddedReview[]>`'[]'::json`,
  categoryJson: sql<EmbeddedCategory | null>`(SELECT json_build_object('id', c.id, 'name', c.name, 'description', c.description,
    'slug', c.slug) FROM categories c WHERE c.id = products.category_id)`,
});

/** The rows and their relations as `toProductView` takes them. */
export function splitRelations(rows: RowWithRelations[]): { rows: ProductRow[]; rel: ProductRelations } {
  const rel: ProductRelations = { variants: new Map(), images: new Map(), reviews: new Map(), categories: new Map() };
  const plain = rows.map(({ variantsJson, imagesJson, reviewsJson, categoryJson, ...row }) => {
    rel.variants.set(row.id, variantsJson);
    rel.images.set(row.id, imagesJson);
    rel.reviews.set(
      row.id,
      reviewsJson.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
    );
    if (categoryJson) rel.categories.set(categoryJson.id, categoryJson);
    return row;
  });
  return { rows: plain, rel };
}
