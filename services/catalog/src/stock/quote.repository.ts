import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { isUuid, queryPrepared, TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import type { ProductRow, VariantRow } from '../products/products.schema';

export interface QuoteData {
  products: Map<string, Pick<ProductRow, 'id' | 'name' | 'price' | 'originalPrice' | 'totalStock' | 'isActive'>>;
  variants: Map<string, VariantRow>;
  /** The first image of each product, by position. */
  images: Map<string, string>;
}

/** One product of `catalog_quote` (`quote.sql`, beside this file). */
export interface QuotedProduct {
  id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  totalStock: number;
  isActive: boolean;
  imageId: string | null;
  variants: VariantRow[];
}

/** A PostgreSQL array literal of ids already checked to be UUIDs (nothing in them needs quoting). */
export const uuidArray = (ids: string[]): string => `{${ids.join(',')}}`;

/** The uuids among the lines' product and variant ids, each once: what `catalog_quote` is asked. */
export function quotedIds(lines: { productId: string; variantId: string | null }[]): { products: string[]; variants: string[] } {
  return {
    products: [...new Set(lines.map((l) => l.productId).filter(isUuid))],
    variants: [...new Set(lines.flatMap((l) => (l.variantId !== null && isUuid(l.variantId) ? [l.variantId] : [])))],
  };
}

/** `catalog_quote`'s answer as the maps `quoteLine` reads. */
export function quoteDataOf(found: QuotedProduct[]): QuoteData {
  const out: QuoteData = { products: new Map(), variants: new Map(), images: new Map() };
  for (const r of found) {
    out.products.set(r.id, { id: r.id, name: r.name, price: r.price, originalPrice: r.originalPrice, totalStock: r.totalStock, isActive: r.isActive });
    if (r.imageId) out.images.set(r.id, r.imageId);
    for (const v of r.variants) out.variants.set(v.id, v);
  }
  return out;
}

/**
 * What `catalog.quoteLines` reads, in one call of `catalog_quote` whatever the number of lines:
 * each product with its first image and the asked variants it has. A quote runs for every cart
 * read, and on this machine a round trip to PostgreSQL costs more than the query (decision 0613);
 * a placement's quote comes with its reservation (`ReservationsRepository.quoteAndReserve`).
 */
@Injectable()
export class QuoteRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  async load(lines: { productId: string; variantId: string | null }[]): Promise<QuoteData> {
    const ids = quotedIds(lines);
    if (ids.products.length === 0) return { products: new Map(), variants: new Map(), images: new Map() };
    const [row] = await queryPrepared<{ q: QuotedProduct[] }>(
      this.tx.current(),
      'catalog.quote',
      sql`SELECT catalog_quote(${uuidArray(ids.products)}::uuid[], ${uuidArray(ids.variants)}::uuid[]) AS q`,
    );
    return quoteDataOf(row.q);
  }
}
