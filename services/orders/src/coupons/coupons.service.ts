import { Injectable } from '@nestjs/common';
import { isUuid, uniqueViolation, validationFailed } from '@shop/platform';
import { OrdersErrors } from '../common/errors';
import { CODE_AND_DATES_REQUIRED, type CouponInput } from './coupon.inputs';
import { couponRefusal, CouponRefusals, discountFor, normalizeCode } from './coupon-discount';
import type { CouponModel, CouponOfferModel, CouponValidationModel, DiscountType } from './coupon.model';
import { CouponsRepository } from './coupons.repository';
import type { CouponRow } from './coupons.schema';

const CODE_PATTERN = /^[A-Z0-9_-]{2,40}$/;
/** How long a placement may use a coupon read earlier, and how many are kept (decision 0613). */
const REMEMBERED_MS = 30_000;
const REMEMBERED_MAX = 500;
/** 'Chọn voucher' still lists a public coupon this long after it ended, marked expired. */
const EXPIRED_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;
const OFFERS_MAX = 50;

export const toCouponModel = (row: CouponRow): CouponModel => ({ ...row, discountType: row.discountType as DiscountType });

@Injectable()
export class CouponsService {
  /** Coupons read for placements, by normalized code: `forPlacement`. */
  private readonly remembered = new Map<string, { row: CouponRow; at: number }>();

  constructor(private readonly coupons: CouponsRepository) {}

  async list(): Promise<CouponModel[]> {
    return (await this.coupons.list()).map(toCouponModel);
  }

  /**
   * 'Chọn voucher' (decision 0652): the public, active coupons a shopper may see for a cart of
   * `orderAmount`, each with its discount, or why it does not apply (minimum order, expired, used
   * up, not started); usable ones first, the largest discount first.
   */
  async offers(orderAmount: number, now = new Date()): Promise<CouponOfferModel[]> {
    const rows = await this.coupons.publicOffers(new Date(now.getTime() - EXPIRED_SHOWN_MS), OFFERS_MAX);
    return rows
      .map((row) => {
        const refusal = couponRefusal(row, orderAmount, now);
        return { coupon: toCouponModel(row), usable: !refusal, reason: refusal?.message ?? null, discount: refusal ? 0 : discountFor(row, orderAmount) };
      })
      .sort((a, b) => Number(b.usable) - Number(a.usable) || b.discount - a.discount || a.coupon.minOrderValue - b.coupon.minOrderValue);
  }

  /** POST /coupons/validate: the discount for orderAmount, or the reason it does not apply. */
  async validate(code: string, orderAmount: number): Promise<CouponValidationModel> {
    const row = await this.usable(code, orderAmount);
    return { discount: discountFor(row, orderAmount), coupon: toCouponModel(row) };
  }

  /** The coupon row if `code` applies to `orderAmount` now; else the refusal (product §8). */
  async usable(code: string, orderAmount: number): Promise<CouponRow> {
    const normalized = normalizeCode(code);
    const row = normalized ? await this.coupons.byCode(normalized) : undefined;
    if (!row) throw CouponRefusals.unknown();
    const refusal = couponRefusal(row, orderAmount);
    if (refusal) throw refusal;
    return row;
  }

  /**
   * `usable` for a placement, from a coupon read in the last 30 s when there is one (`remembered`
   * says so). A coupon's terms never change once created (there is no edit, only removal), and the
   * placement statement takes the use only while the coupon exists, is active, in its dates and
   * not used up; when it refuses, the placement asks again with `fresh` (decision 0613).
   */
  async forPlacement(code: string, orderAmount: number, fresh: boolean): Promise<{ row: CouponRow; remembered: boolean }> {
    const normalized = normalizeCode(code);
    const now = Date.now();
    const kept = fresh ? undefined : this.remembered.get(normalized);
    if (kept && now - kept.at < REMEMBERED_MS) {
      const refusal = couponRefusal(kept.row, orderAmount);
      if (!refusal) return { row: kept.row, remembered: true };
    }
    this.remembered.delete(normalized);
    const row = await this.usable(code, orderAmount);
    if (this.remembered.size >= REMEMBERED_MAX) this.remembered.delete(this.remembered.keys().next().value as string);
    this.remembered.set(normalized, { row, at: now });
    return { row, remembered: false };
  }

  /** product §12: code, start and end dates required; defaults of product §8 (percentage, 10, minimum 0, active). */
  async create(input: CouponInput): Promise<CouponModel> {
    const code = normalizeCode(input.code ?? '');
    if (!code || !input.startDate || !input.endDate) throw validationFailed({ code: CODE_AND_DATES_REQUIRED });
    if (!CODE_PATTERN.test(code)) throw validationFailed({ code: 'Mã giảm giá chỉ gồm chữ, số, "-" và "_" (2-40 ký tự)' });
    if (input.endDate <= input.startDate) throw validationFailed({ endDate: 'Ngày kết thúc phải sau ngày bắt đầu' });
    const discountType = input.discountType ?? 'percentage';
    const discountValue = input.discountValue ?? 10;
    if (discountType === 'percentage' && discountValue > 100) throw validationFailed({ discountValue: 'Phần trăm giảm giá tối đa 100' });
    try {
      const row = await this.coupons.insert({
        code,
        description: input.description || null,
        discountType,
        discountValue,
        maxDiscount: discountType === 'percentage' ? (input.maxDiscount ?? null) : null,
        minOrderValue: input.minOrderValue ?? 0,
        usageLimit: input.usageLimit ?? null,
        startDate: input.startDate,
        endDate: input.endDate,
        isActive: input.isActive ?? true,
        isPublic: input.isPublic ?? false,
      });
      return toCouponModel(row);
    } catch (err) {
      if (uniqueViolation(err, 'coupons_code_upper_key')) throw OrdersErrors.couponCodeTaken(code);
      throw err;
    }
  }

  async remove(id: string): Promise<boolean> {
    if (!isUuid(id) || !(await this.coupons.delete(id))) throw OrdersErrors.couponNotFound();
    return true;
  }
}
