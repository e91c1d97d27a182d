import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum DiscountType {
  percentage = 'percentage',
  fixed = 'fixed',
}
registerEnumType(DiscountType, { name: 'DiscountType' });

/** product §3 Coupon. */
@ObjectType('Coupon')
export class CouponModel {
  @Field(() => ID) id: string;
  @Field({ description: 'upper case' }) code: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => DiscountType) discountType: DiscountType;
  @Field(() => Int, { description: 'percent (1-100) or dong' }) discountValue: number;
  @Field(() => Int, { nullable: true, description: 'percentage only: the most it takes off, in dong' }) maxDiscount: number | null;
  @Field(() => Int) minOrderValue: number;
  @Field(() => Int, { nullable: true, description: 'null: no limit' }) usageLimit: number | null;
  @Field(() => Int) usedCount: number;
  @Field() startDate: Date;
  @Field() endDate: Date;
  @Field() isActive: boolean;
  @Field({ description: "listed to shoppers under 'Chọn voucher' (decision 0652)" }) isPublic: boolean;
  @Field() createdAt: Date;
}

/** A public coupon as a shopper's cart sees it: its discount there, or why it does not apply. */
@ObjectType('CouponOffer')
export class CouponOfferModel {
  @Field(() => CouponModel) coupon: CouponModel;
  @Field() usable: boolean;
  @Field(() => String, { nullable: true, description: 'the refusal validateCoupon would give (minimum order, expired, …); null when usable' })
  reason: string | null;
  @Field(() => Int, { description: 'in dong, 0 when not usable' }) discount: number;
}

/** product §3 "A coupon validation returns a discount amount and a coupon with a code". */
@ObjectType('CouponValidation')
export class CouponValidationModel {
  @Field(() => Int, { description: 'in dong, never above orderAmount' }) discount: number;
  @Field(() => CouponModel) coupon: CouponModel;
}
