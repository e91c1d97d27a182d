import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, like, ne, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DB } from '@shop/platform';
import type * as schema from '../db/schema';
import { products } from '../products/products.schema';
import { categories, type CategoryRow } from './categories.schema';

type Db = NodePgDatabase<typeof schema>;

@Injectable()
export class CategoriesRepository {
  constructor(@Inject(DB) readonly db: Db) {}

  list(): Promise<CategoryRow[]> {
    return this.db.select().from(categories).orderBy(asc(categories.createdAt), asc(categories.name));
  }

  async byId(id: string, tx: Db = this.db): Promise<CategoryRow | undefined> {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id));
    return row;
  }

  async count(tx: Db = this.db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(categories);
    return row.n;
  }

  async insertMany(rows: { name: string; description: string | null; slug: string }[], tx: Db = this.db): Promise<CategoryRow[]> {
    return tx.insert(categories).values(rows).onConflictDoNothing().returning();
  }

  async insert(row: { name: string; description: string | null; slug: string }, tx: Db = this.db): Promise<CategoryRow> {
    const [created] = await tx.insert(categories).values(row).returning();
    return created;
  }

  async update(id: string, patch: { name: string; description: string | null; slug: string }, tx: Db = this.db): Promise<CategoryRow | undefined> {
    const [row] = await tx.update(categories).set(patch).where(eq(categories.id, id)).returning();
    return row;
  }

  async delete(id: string, tx: Db = this.db): Promise<boolean> {
    const gone = await tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
    return gone.length > 0;
  }

  /** Serialises slug choices for one base until the transaction ends (see CategoriesService.freeSlug). */
  async lockSlugBase(base: string, tx: Db): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`catalog:category-slug:${base}`}))`);
  }

  /** Slugs already used that start like `base` (for -2, -3 … suffixes), other than `exceptId`'s. */
  async slugsLike(base: string, exceptId: string | null, tx: Db = this.db): Promise<string[]> {
    const rows = await tx
      .select({ slug: categories.slug })
      .from(categories)
      .where(and(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)), exceptId ? ne(categories.id, exceptId) : undefined));
    return rows.map((r) => r.slug);
  }

  async productCounts(activeOnly: boolean): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(activeOnly ? eq(products.isActive, true) : undefined)
      .groupBy(products.categoryId);
    return new Map(rows.filter((r) => r.id).map((r) => [r.id as string, r.n]));
  }
}
