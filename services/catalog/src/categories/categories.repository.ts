import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, like, ne, or, sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { products } from '../products/products.schema';
import { categories, type CategoryRow } from './categories.schema';

@Injectable()
export class CategoriesRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  list(): Promise<CategoryRow[]> {
    return this.tx.current().select().from(categories).orderBy(asc(categories.createdAt), asc(categories.name));
  }

  async byId(id: string): Promise<CategoryRow | undefined> {
    const [row] = await this.tx.current().select().from(categories).where(eq(categories.id, id));
    return row;
  }

  async count(): Promise<number> {
    const [row] = await this.tx.current().select({ n: count() }).from(categories);
    return row.n;
  }

  async insertMany(rows: { name: string; description: string | null; slug: string }[]): Promise<CategoryRow[]> {
    return this.tx.current().insert(categories).values(rows).onConflictDoNothing().returning();
  }

  async insert(row: { name: string; description: string | null; slug: string }): Promise<CategoryRow> {
    const [created] = await this.tx.current().insert(categories).values(row).returning();
    return created;
  }

  async update(id: string, patch: { name: string; description: string | null; slug: string }): Promise<CategoryRow | undefined> {
    const [row] = await this.tx.current().update(categories).set(patch).where(eq(categories.id, id)).returning();
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const gone = await this.tx.current().delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
    return gone.length > 0;
  }

  /** Serialises slug choices for one base until the transaction ends (see CategoriesService.freeSlug). */
  async lockSlugBase(base: string): Promise<void> {
    await this.tx.current().execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`catalog:category-slug:${base}`}))`);
  }

  /** Slugs already used that start like `base` (for -2, -3 … suffixes), other than `exceptId`'s. */
  async slugsLike(base: string, exceptId: string | null): Promise<string[]> {
    const rows = await this.tx
      .current()
      .select({ slug: categories.slug })
      .from(categories)
      .where(and(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)), exceptId ? ne(categories.id, exceptId) : undefined));
    return rows.map((r) => r.slug);
  }

  async productCounts(activeOnly: boolean): Promise<Map<string, number>> {
    const rows = await this.tx
      .current()
      .select({ id: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(activeOnly ? eq(products.isActive, true) : undefined)
      .groupBy(products.categoryId);
    return new Map(rows.filter((r) => r.id).map((r) => [r.id as string, r.n]));
  }
}
