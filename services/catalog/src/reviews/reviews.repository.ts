import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DB, isUuid } from '@shop/platform';
import type { Database, Executor } from '../db/database';
import { products } from '../products/products.schema';
import { reviews } from './reviews.schema';

export type NewReview = typeof reviews.$inferInsert;

@Injectable()
export class ReviewsRepository {
  constructor(@Inject(DB) readonly db: Database) {}

  /**
   * Locks the product a review is about, so that reviews of one product are counted one after
   * the other: each ratings refresh then sees every review committed before it. False when the
   * product does not exist.
   */
  async lockProduct(tx: Executor, productId: string): Promise<boolean> {
    if (!isUuid(productId)) return false;
    const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    return !!row;
  }

  /** Inserts a review; false when this order already has one for the product. */
  async insert(tx: Executor, row: NewReview): Promise<boolean> {
    const inserted = await tx.insert(reviews).values(row).onConflictDoNothing().returning({ id: reviews.id });
    return inserted.length === 1;
  }

  /** ratings {average, count} from the reviews, in SQL, in the transaction of the review. */
  async refreshRatings(tx: Executor, productId: string): Promise<void> {
    await tx
      .update(products)
      .set({
        ratingAverage: sql`COALESCE((SELECT round(avg(r.rating)::numeric, 1)::float8 FROM reviews r WHERE r.product_id = ${products.id}), 0)`,
        ratingCount: sql`(SELECT count(*)::int FROM reviews r WHERE r.product_id = ${products.id})`,
      })
      .where(eq(products.id, productId));
  }
}
