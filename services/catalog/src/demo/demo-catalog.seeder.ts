import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Logger } from '@shop/config';
import { DB, LOGGER } from '@shop/platform';
import { categories } from '../categories/categories.schema';
import { slugify } from '../categories/slug';
import type * as schema from '../db/schema';
import { productImages } from '../images/images.schema';
import { sanitizeDescription } from '../products/description-html';
import { products, variants } from '../products/products.schema';
import { reviews } from '../reviews/reviews.schema';
import { COLOR_HEX, DEMO_CATEGORIES, DEMO_PRODUCTS, REVIEWERS, REVIEW_COMMENTS, demoDescription, type DemoProduct } from './demo-catalog';
import { demoImage } from './demo-images';

/** Deterministic "random" numbers so every fresh start shows the same shop. */
const pick = (seed: number, n: number): number => Math.abs(Math.imul(seed ^ 0x9e3779b9, 2654435761) >>> 7) % n;

/** Stock levels that exercise every badge: some 0 (Hết hàng), some low (1..4), most plenty. */
const STOCKS = [0, 2, 4, 5, 8, 12, 15, 20, 25, 30, 40, 3];

const skuPart = (s: string): string =>
  slugify(s)
    .split('-')
    .map((w) => w.slice(0, 3))
    .join('')
    .toUpperCase()
    .slice(0, 8);

/** Demo catalog on an empty catalog (SEED_DEMO_DATA=true, decision 0003): 6 categories, 44 products. */
@Injectable()
export class DemoCatalogSeeder {
  constructor(
    @Inject(DB) private readonly db: NodePgDatabase<typeof schema>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async seedIfEmpty(): Promise<void> {
    const started = Date.now();
    // Pictures are drawn before the transaction: no database lock is held while sharp works.
    const pictures = await Promise.all(DEMO_PRODUCTS.map((p) => this.pictures(p)));
    const seeded = await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalog:demo-data'))`);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(products);
      if (n > 0) return false;
      const existing = await tx.select().from(categories);
      const missing = DEMO_CATEGORIES.filter((c) => !existing.some((e) => e.name === c.name));
      const inserted = missing.length
        ? await tx
            .insert(categories)
            .values(missing.map((c) => ({ name: c.name, description: c.description, slug: slugify(c.name) })))
            .onConflictDoNothing()
            .returning()
        : [];
      const categoryId = new Map([...existing, ...inserted].map((c) => [c.name, c.id]));
      const now = Date.now();
      for (const [i, p] of DEMO_PRODUCTS.entries()) {
        const [row] = await tx
          .insert(products)
          .values({
            name: p.name,
            brand: p.brand ?? null,
            shortDescription: `${p.name} – ${p.materials.join(', ').toLowerCase()}, thiết kế đậm chất Việt.`,
            description: sanitizeDescription(demoDescription(p)),
            price: p.price,
            originalPrice: p.originalPrice ?? null,
            categoryId: categoryId.get(p.category) ?? null,
            colors: p.colors,
            materials: p.materials,
            sizes: p.sizes ?? [],
            stock: p.plainStock ?? 0,
            soldCount: pick(i + 11, 300),
            isFeatured: !!p.featured,
            isNewArrival: !!p.isNew,
            isActive: !p.hidden,
            // Spread over the last 60 days so "newest" has a real order.
            createdAt: new Date(now - (DEMO_PRODUCTS.length - i) * 3_600_000 * 30),
          })
          .returning({ id: products.id });
        if (p.plainStock === undefined) {
          const rows = this.variants(p, i).map((v, position) => ({ ...v, productId: row.id, position }));
          await tx.insert(variants).values(rows);
        }
        await tx.insert(productImages).values(
          pictures[i].map((data, position) => ({
            productId: row.id,
            claimed: true,
            data,
            mimetype: 'image/webp',
            alt: `${p.name} (${position + 1})`,
            // Each picture is drawn in one of the product's colours (pictures()): tagged with it, the
            // product page shows it when that colour is chosen.
            color: p.colors[position] ?? null,
            position,
            width: 512,
            height: 512,
            bytes: data.length,
            hash: createHash('sha256').update(data).digest('hex'),
          })),
        );
        const reviewCount = pick(i + 3, 4);
        if (reviewCount > 0) {
          await tx.insert(reviews).values(
            Array.from({ length: reviewCount }, (_, k) => {
              const [rating, comment] = REVIEW_COMMENTS[pick(i * 7 + k, REVIEW_COMMENTS.length)];
              return { productId: row.id, name: REVIEWERS[pick(i * 5 + k, REVIEWERS.length)], rating, comment };
            }),
          );
        }
      }
      // Derived columns in one pass each: total stock, ratings, search text.
      await tx.execute(sql`UPDATE products p SET total_stock = COALESCE((SELECT sum(v.stock)::int FROM variants v WHERE v.product_id = p.id), p.stock),
        rating_average = COALESCE((SELECT round(avg(r.rating)::numeric, 1)::float8 FROM reviews r WHERE r.product_id = p.id), 0),
        rating_count = (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id),
        search_text = catalog_fold(concat_ws(' ', p.name, p.brand, p.short_description, (SELECT c.name FROM categories c WHERE c.id = p.category_id)))`);
      return true;
    });
    if (seeded) this.logger.info({ products: DEMO_PRODUCTS.length, ms: Date.now() - started }, 'demo catalog seeded');
  }

  private variants(p: DemoProduct, i: number) {
    const sizes = p.sizes?.length ? p.sizes : [null];
    const base = skuPart(p.name);
    return p.colors.flatMap((color, ci) =>
      sizes.map((size, si) => ({
        name: [color, size].filter(Boolean).join(' / '),
        color,
        material: p.materials[0] ?? null,
        size,
        sku: `${base}-${String(i + 1).padStart(2, '0')}-${ci + 1}${si + 1}`,
        stock: STOCKS[pick(i * 13 + ci * 5 + si, STOCKS.length)],
      })),
    );
  }

  /** One picture per colour, for the first two colours, in the product's colour order. */
  private async pictures(p: DemoProduct): Promise<Buffer[]> {
    const shape = DEMO_CATEGORIES.find((c) => c.name === p.category)?.shape ?? 'tote';
    const colors = p.colors.slice(0, 2);
    return Promise.all(colors.map((c, k) => demoImage(shape, COLOR_HEX[c] ?? '#888888', p.name, k)));
  }
}
