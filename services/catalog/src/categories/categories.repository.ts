import { Inject, Injectable } from '@nestjs/common';
import { asc, count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DB } from '@shop/platform';
import type * as schema from '../db/schema';
import { categories, type CategoryRow } from './categories.schema';

type Db = NodePgDatabase<typeof schema>;

@Injectable()
export class CategoriesRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  list(): Promise<CategoryRow[]> {
    return this.db.select().from(categories).orderBy(asc(categories.createdAt), asc(categories.name));
  }

  async count(tx: Db = this.db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(categories);
    return row.n;
  }

  async insertMany(rows: { name: string; description: string; slug: string }[], tx: Db = this.db): Promise<void> {
    await tx.insert(categories).values(rows).onConflictDoNothing();
  }
}
