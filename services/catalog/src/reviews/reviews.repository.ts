import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { isUuid, TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import { products } from '../products/products.schema';
import { reviews } from './reviews.schema';

export type NewReview = typeof reviews.$inferInsert;

@Injectable()
export class ReviewsRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /**
   * Locks the product a review is about, so that reviews of one product are counted one after
   * the other: each ratings refresh then sees every review committed before it. False when the
   * product does not exist.
   */
  async lockProduct(productId: string): Promise<boolean> {
    if (!isUuid(productId)) return false;
    const [row] = await this.tx.current().select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    return !!row;
  }

  /** Inserts a review; false when this order already has one for the product. */
  async insert(row: NewReview): Promise<boolean> {
    const inserted = await this.tx.current().insert(reviews).values(row).onConflictDoNothing().returning({ id: reviews.id });
    return inserted.length === 1;
  }

  /** ratings {average, count} from the reviews, in SQL, in the transaction of the review. */
  async refreshRatings(productId: string): Promise<void> {
    await this.tx
      .current()
      .update(products)
      .set({
        ratingAverage: sql`COALESCE((SELECT round(avg(r.rating)::numeric, 1)::float8 FROM reviews r WHERE r.product_id = ${products.id}), 0)`,
        ratingCount: sql`(SELECT count(*)::int FROM reviews r WHERE r.product_id = ${products.id})`,
      })
      .where(eq(products.id, productId));
  }
}
