import { formatVnd } from '@shop/contracts';
import type { coupons } from './coupons.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo coupons of a fresh `npm start` (SEED_DEMO_DATA=true, decision 0003), so a newcomer can
 * check out with a coupon at once: valid from yesterday for a year, listed in /admin/coupons.
 */
export function demoCoupons(now = new Date()): (typeof coupons.$inferInsert)[] {
  const startDate = new Date(now.getTime() - DAY_MS);
  const endDate = new Date(now.getTime() + 365 * DAY_MS);
  return [
    {
      code: 'CHAOBAN',
      description: `Giảm 10% cho đơn hàng, tối đa ${formatVnd(50_000)}`,
      discountType: 'percentage',
      discountValue: 10,
      maxDiscount: 50_000,
      minOrderValue: 0,
      usageLimit: null,
      startDate,
      endDate,
      isActive: true,
      isPublic: true,
    },
    {
      code: 'GIAM30K',
      description: `Giảm ${formatVnd(30_000)} cho đơn hàng từ ${formatVnd(300_000)}`,
      discountType: 'fixed',
      discountValue: 30_000,
      maxDiscount: null,
      minOrderValue: 300_000,
      usageLimit: 100,
      startDate,
      endDate,
      isActive: true,
      isPublic: true,
    },
  ];
}
