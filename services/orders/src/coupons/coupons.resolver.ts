import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, Permitted } from '@shop/auth';
import { CouponInput } from './coupon.inputs';
import { CouponModel, CouponOfferModel, CouponValidationModel } from './coupon.model';
import { CouponsService } from './coupons.service';

@Resolver(() => CouponModel)
export class CouponsResolver {
  constructor(private readonly service: CouponsService) {}

  @Query(() => [CouponModel], { description: 'staff: every coupon, newest first' })
  @Permitted('coupons')
  coupons(): Promise<CouponModel[]> {
    return this.service.list();
  }

  @Query(() => [CouponOfferModel], { description: "'Chọn voucher': active public coupons for a cart of orderAmount, usable first (decision 0652)" })
  @Authenticated()
  couponOffers(@Args('orderAmount', { type: () => Int }) orderAmount: number): Promise<CouponOfferModel[]> {
    return this.service.offers(Math.max(0, orderAmount));
  }

  @Query(() => CouponValidationModel, { description: 'product §15 POST /coupons/validate: the discount on orderAmount, or a Vietnamese refusal' })
  @Authenticated()
  validateCoupon(
    @Args('code', { type: () => String }) code: string,
    @Args('orderAmount', { type: () => Int }) orderAmount: number,
  ): Promise<CouponValidationModel> {
    return this.service.validate(code.slice(0, 40), Math.max(0, orderAmount));
  }

  @Mutation(() => CouponModel)
  @Permitted('coupons')
  createCoupon(@Args('input') input: CouponInput): Promise<CouponModel> {
    return this.service.create(input);
  }

  @Mutation(() => Boolean)
  @Permitted('coupons')
  deleteCoupon(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.remove(id);
  }
}
