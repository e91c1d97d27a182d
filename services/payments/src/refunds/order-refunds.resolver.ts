import { Context, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { CurrentUser, type AuthUser } from '@shop/auth';
import { OrderRefund, OrderWithRefunds } from './refunds.models';
import { RefundsService } from './refunds.service';

interface Batch {
  ids: string[];
  read?: Promise<Map<string, OrderRefund[]>>;
}

/**
 * `Order.refunds` on orders' Order (decision 0730): the customer's order page and my orders show
 * 'Đã hoàn tiền' from it. Only the order's owner and staff see them; anyone else gets none. The
 * orders of one gateway fetch (a page of my orders) are read in one query.
 */
@Resolver(() => OrderWithRefunds)
export class OrderRefundsResolver {
  constructor(private readonly service: RefundsService) {}

  @ResolveReference()
  resolveReference(ref: { __typename: string; id: string }): OrderWithRefunds {
    return { id: ref.id };
  }

  @ResolveField(() => [OrderRefund], { description: 'Money the shop owes or returned for this order (payments).' })
  async refunds(
    @Parent() order: OrderWithRefunds,
    @CurrentUser() viewer: AuthUser | undefined,
    @Context() ctx: { refundBatch?: Batch },
  ): Promise<OrderRefund[]> {
    const batch = (ctx.refundBatch ??= { ids: [] });
    // The entities of one fetch are resolved together: the first starts a read after this turn of
    // the event loop, and every order resolved until then joins it.
    if (!batch.read) {
      batch.ids = [];
      batch.read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        const ids = batch.ids;
        batch.read = undefined;
        return this.service.ofOrders(viewer, ids);
      });
    }
    batch.ids.push(order.id);
    const found = await batch.read;
    return found.get(order.id) ?? [];
  }
}
