import type { CategoryRow } from '../categories/categories.schema';
import { imageUrl } from '../images/image-format';
import type { ProductModel } from './product.model';
import type { ProductRelations } from './products.repository';
import type { ProductRow } from './products.schema';

/** product §14: round((original − price) / original × 100); 0 without a real discount. */
export function discountPercent(price: number, originalPrice: number | null): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

const categoryView = (c: Pick<CategoryRow, 'id' | 'name' | 'description' | 'slug'> | undefined) =>
  c ? { id: c.id, name: c.name, description: c.description, slug: c.slug } : null;

export function toProductView(row: ProductRow, rel: ProductRelations): ProductModel {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    shortDescription: row.shortDescription,
    description: row.description,
    price: row.price,
    originalPrice: row.originalPrice,
    discountPercent: discountPercent(row.price, row.originalPrice),
    category: row.categoryId ? categoryView(rel.categories.get(row.categoryId)) : null,
    colors: row.colors,
    materials: row.materials,
    sizes: row.sizes,
    variants: (rel.variants.get(row.id) ?? []).map((v) => ({
      id: v.id,
      name: v.name,
      color: v.color,
      material: v.material,
      size: v.size,
      sku: v.sku,
      stock: v.stock,
    })),
    images: (rel.images.get(row.id) ?? []).map((i) => ({ id: i.id, url: imageUrl(i.id), alt: i.alt, color: i.color, mimetype: i.mimetype })),
    totalStock: row.totalStock,
    soldCount: row.soldCount,
    ratings: { average: row.ratingAverage, count: row.ratingCount },
    reviews: (rel.reviews.get(row.id) ?? []).map((r) => ({
      id: r.id,
      name: r.name,
      rating: r.rating,
      comment: r.comment,
      verifiedPurchase: r.verifiedPurchase,
      createdAt: r.createdAt,
    })),
    isFeatured: row.isFeatured,
    isNewArrival: row.isNewArrival,
    isActive: row.isActive,
    createdAt: row.createdAt,
  };
}
