import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** product §3 Coupon. Money in whole dong; the code is stored upper case and unique regardless of case. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description'),
    discountType: text('discount_type').$type<'percentage' | 'fixed'>().notNull(),
    discountValue: integer('discount_value').notNull(),
    maxDiscount: integer('max_discount'),
    minOrderValue: integer('min_order_value').notNull().default(0),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Listed to shoppers under 'Chọn voucher' (decision 0652); a code handed out privately is not. */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_key').on(sql`upper(${t.code})`),
    // Coupon uses never exceed the limit (architecture §9), held by the database as well as by the conditional update.
    check('coupons_used_within_limit', sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
