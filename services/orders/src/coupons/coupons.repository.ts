import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { DB } from '@shop/platform';
import type { Database, Executor } from '../db/database';
import { coupons, type CouponRow } from './coupons.schema';

@Injectable()
export class CouponsRepository {
  /** Prepared once (decision 0613): every order with a coupon reads it. */
  private readonly byCodeStatement;

  constructor(@Inject(DB) readonly db: Database) {
    this.byCodeStatement = db
      .select()
      .from(coupons)
      .where(sql`upper(${coupons.code}) = upper(${sql.placeholder('code')})`)
      .prepare('orders.couponByCode');
  }

  list(): Promise<CouponRow[]> {
    return this.db.select().from(coupons).orderBy(desc(coupons.createdAt));
  }

  async byCode(code: string): Promise<CouponRow | undefined> {
    const [row] = await this.byCodeStatement.execute({ code });
    return row;
  }

  async insert(row: typeof coupons.$inferInsert): Promise<CouponRow> {
    const [created] = await this.db.insert(coupons).values(row).returning();
    return created;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id })).length > 0;
  }

  /** A cancelled order gives its use back (called once, by the cancel that won). */
  async giveUseBack(id: string, tx: Executor): Promise<void> {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(and(eq(coupons.id, id), gt(coupons.usedCount, 0)));
  }
}
