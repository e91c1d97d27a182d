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
