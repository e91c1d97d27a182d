import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { shippingFeeFor } from './shipping-fee';

@Resolver()
export class ShippingResolver {
  /** The fee checkout shows for a destination city (product §7). */
  @Query(() => Int)
  shippingFee(@Args('city', { type: () => String }) city: string): number {
    return shippingFeeFor(city.slice(0, 200));
  }
}
