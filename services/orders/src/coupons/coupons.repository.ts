import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { DB, TRANSACTIONS } from '@shop/platform';
import type { Database, Transactions } from '../db/database';
import { coupons, type CouponRow } from './coupons.schema';

@Injectable()
export class CouponsRepository {
  /** Prepared once (decision 0613): every order with a coupon reads it. */
  private readonly byCodeStatement;

  constructor(
    @Inject(DB) db: Database,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
  ) {
    this.byCodeStatement = db
      .select()
      .from(coupons)
      .where(sql`upper(${coupons.code}) = upper(${sql.placeholder('code')})`)
      .prepare('orders.couponByCode');
  }

  list(): Promise<CouponRow[]> {
    return this.tx.current().select().from(coupons).orderBy(desc(coupons.createdAt));
  }

  /** Active public coupons that ended after `endedAfter`, soonest ending first (decision 0652). */
  publicOffers(endedAfter: Date, limit: number): Promise<CouponRow[]> {
    return this.tx
      .current()
      .select()
      .from(coupons)
      .where(and(eq(coupons.isPublic, true), eq(coupons.isActive, true), gt(coupons.endDate, endedAfter)))
      .orderBy(asc(coupons.endDate))
      .limit(limit);
  }

  async byCode(code: string): Promise<CouponRow | undefined> {
    const [row] = await this.byCodeStatement.execute({ code });
    return row;
  }

  async insert(row: typeof coupons.$inferInsert): Promise<CouponRow> {
    const [created] = await this.tx.current().insert(coupons).values(row).returning();
    return created;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.tx.current().delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id })).length > 0;
  }

  /** A cancelled order gives its use back (called once, by the cancel that won). */
  async giveUseBack(id: string): Promise<void> {
    await this.tx
      .current()
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(and(eq(coupons.id, id), gt(coupons.usedCount, 0)));
  }
}
