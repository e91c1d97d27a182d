import { z } from 'zod';
import { defineEvent } from './envelope';

export const StockChanged = defineEvent(
  'catalog.StockChanged',
  1,
  z.object({
    productId: z.string(),
    variantId: z.string().nullable(),
    sku: z.string().nullable(),
    previousStock: z.number().int(),
    stock: z.number().int(),
    totalStock: z.number().int(),
    reason: z.string(),
  }),
);

/**
 * A product's public face changed (name, price, images, visibility, category, reviews…), or the
 * product was created or deleted. Carries no data: readers (the gateway's response cache) drop
 * what they hold about the product and every listing, and read again.
 */
export const ProductChanged = defineEvent(
  'catalog.ProductChanged',
  1,
  z.object({
    productId: z.string(),
    change: z.enum(['created', 'updated', 'deleted', 'reviewed']),
  }),
);

/** A category was created, renamed or deleted: every listing and product card may show it. */
export const CategoryChanged = defineEvent(
  'catalog.CategoryChanged',
  1,
  z.object({
    categoryId: z.string(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
);
