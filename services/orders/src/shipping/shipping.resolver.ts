import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { shippingFeeFor } from '@shop/contracts';

@Resolver()
export class ShippingResolver {
  /** The fee checkout shows for a destination city (@shop/contracts shipping-fee.ts). */
  @Query(() => Int)
  shippingFee(@Args('city', { type: () => String }) city: string): number {
    return shippingFeeFor(city.slice(0, 200));
  }
}
