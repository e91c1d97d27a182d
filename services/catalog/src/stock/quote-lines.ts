import type { CatalogCommands, ResponseOf } from '@shop/contracts';
import { imageUrl } from '../images/image-format';
import type { QuoteData } from './quote.repository';

export type QuotedLine = ResponseOf<typeof CatalogCommands.QuoteLines>['lines'][number];

/**
 * The authoritative view of one line about to be ordered (architecture §7, the
 * quote): the product's name, first image, prices and stock (the variant's for a variant line). An
 * unknown, hidden or deleted product, or a variant the product does not have, is not available;
 * the latter says so (`variantGone`), with the product's name.
 */
export function quoteLine(line: { productId: string; variantId: string | null }, data: QuoteData): QuotedLine {
  const product = data.products.get(line.productId);
  const variant = line.variantId === null ? null : data.variants.get(line.variantId);
  const unavailable: QuotedLine = { ...line, available: false, name: product?.name ?? '', image: null, price: 0, originalPrice: null, stock: 0, variant: null };
  if (!product || !product.isActive) return unavailable;
  if (line.variantId !== null && (!variant || variant.productId !== product.id)) return { ...unavailable, variantGone: true };
  const imageId = data.images.get(product.id);
  return {
    ...line,
    available: true,
    name: product.name,
    image: imageId ? imageUrl(imageId) : null,
    price: product.price,
    originalPrice: product.originalPrice,
    stock: variant ? variant.stock : product.totalStock,
    variant: variant ? { name: variant.name, color: variant.color, material: variant.material, size: variant.size, sku: variant.sku } : null,
  };
}
