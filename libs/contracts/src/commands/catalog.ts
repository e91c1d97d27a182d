import { z } from 'zod';
import { defineCommand } from './define-command';

// Commands the catalog serves for order placement (architecture §7: quote and reserve).
// Every command is idempotent: a caller that timed out may send it again.

const id = z.string().min(1).max(64);

/** One ordered line: a product, or one of its variants, and how many. */
export const stockLine = z.object({
  productId: id,
  variantId: id.nullable(),
  quantity: z.number().int().positive().max(10_000),
});

/** One line as the catalog sells it now: its name, price, image and stock. */
const quotedLine = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  /** False when the product (or the variant) does not exist, is hidden or deleted. */
  available: z.boolean(),
  /**
   * True when the product is on sale but the asked variant is not one of its own (deleted since,
   * or never its): the line is not available, and the shopper is asked to choose again rather
   * than told the product is no longer sold. Absent from a catalog that does not tell them apart.
   */
  variantGone: z.boolean().optional(),
  name: z.string(),
  image: z.string().nullable(),
  /** Whole dong. */
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  /** The variant's stock for a variant line, else the product's total stock. */
  stock: z.number().int(),
  variant: z
    .object({
      name: z.string().nullable(),
      color: z.string().nullable(),
      material: z.string().nullable(),
      size: z.string().nullable(),
      sku: z.string().nullable(),
    })
    .nullable(),
});

const shortage = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
});

/** Authoritative names, prices and stock for lines about to be ordered (step 2), and for carts. */
export const QuoteLines = defineCommand(
  'catalog.quoteLines',
  z.object({
    lines: z
      .array(z.object({ productId: id, variantId: id.nullable() }))
      .min(1)
      .max(100),
  }),
  z.object({ lines: z.array(quotedLine) }),
);

/**
 * Takes stock for an order (step 4): lines of the same product and variant are summed, each is one
 * conditional update, all or nothing. Idempotent by orderId: a second call for the same order
 * answers like the first without taking anything again. A reservation that no `orders.OrderPlaced`
 * confirms is released after a timeout.
 */
export const ReserveStock = defineCommand(
  'catalog.reserveStock',
  z.object({ orderId: id, lines: z.array(stockLine).min(1).max(100) }),
  z.discriminatedUnion('ok', [z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), shortages: z.array(shortage) })]),
);

/**
 * Steps 2 and 4 in one request-reply (decision 0613): the lines quoted as `quoteLines` quotes
 * them, then, only when every line is on sale, the stock taken as `reserveStock` takes it (all or
 * nothing, idempotent by orderId, released after a timeout unless an OrderPlaced confirms it).
 * `reserved: false` took nothing: a line is unavailable (no shortages) or short (the shortages).
 */
export const QuoteAndReserve = defineCommand(
  'catalog.quoteAndReserve',
  z.object({ orderId: id, lines: z.array(stockLine).min(1).max(100) }),
  z.object({ lines: z.array(quotedLine), reserved: z.boolean(), shortages: z.array(shortage) }),
);

/** Gives an order's reserved (or confirmed) stock back, once; a second call releases nothing. */
export const ReleaseStock = defineCommand('catalog.releaseStock', z.object({ orderId: id }), z.object({ released: z.boolean() }));
