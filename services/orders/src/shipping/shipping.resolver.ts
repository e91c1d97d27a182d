import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { shippingFeeFor } from '@shop/contracts';
import { ShippingMethodEnum } from '../orders/order.model';

@Resolver()
export class ShippingResolver {
  /** The fee an order to `city` by `method` (standard when not given) is charged (@shop/contracts shipping-fee.ts, decision 0650). */
  @Query(() => Int)
  shippingFee(
    @Args('city', { type: () => String }) city: string,
    @Args('method', { type: () => ShippingMethodEnum, nullable: true }) method?: ShippingMethodEnum | null,
  ): number {
    return shippingFeeFor(city.slice(0, 200), method);
  }
}
