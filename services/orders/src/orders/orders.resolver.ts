import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, Permitted, type AuthUser } from '@shop/auth';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, validationFailed } from '@shop/platform';
import { BuyAgainResultModel } from '../cart/cart.model';
import { MyOrdersFilter, OrderFilter, PlaceOrderInput, ReviewInput, UpdateOrderStatusInput } from './order.inputs';
import { OrderModel, OrderPageModel, OrderReviewModel, PlaceOrderResultModel } from './order.model';
import { DeliveredOrderService } from './order-reviews.service';
import { OrdersService } from './orders.service';
import { PlaceOrderService } from './place-order.service';
import { OrderForCustomerService } from './order-for-customer.service';

const CANCEL_REASON_REQUIRED = 'Vui lòng chọn hoặc nhập lý do hủy đơn';

@Resolver(() => OrderModel)
export class OrdersResolver {
  constructor(
    private readonly placement: PlaceOrderService,
    private readonly service: OrdersService,
    private readonly delivered: DeliveredOrderService,
    private readonly forCustomer: OrderForCustomerService,
  ) {}

  @Mutation(() => PlaceOrderResultModel, {
    description:
      'architecture §7: prices, fee, discount and total are computed here. The same idempotencyKey with the same input gives back the same order; with another input, 422 IDEMPOTENCY_KEY_REUSED (decision 0614).',
  })
  @Authenticated()
  placeOrder(
    @CurrentUser() user: AuthUser,
    @Args('input') input: PlaceOrderInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey?: string,
  ): Promise<PlaceOrderResultModel> {
    return this.placement.place(user, input, idempotencyKey);
  }

  @Mutation(() => PlaceOrderResultModel, {
    description:
      "decision 0660: staff place an order taken by phone or chat for a customer, through placeOrder's own path; the order is the customer's, createdBy names the staff member. The idempotencyKey is the customer's.",
  })
  @Permitted('orders')
  placeOrderForCustomer(
    @CurrentUser() staff: AuthUser,
    @Args('customerId', { type: () => ID }) customerId: string,
    @Args('input') input: PlaceOrderInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) idempotencyKey?: string,
  ): Promise<PlaceOrderResultModel> {
    return this.forCustomer.place(staff, customerId, input, idempotencyKey);
  }

  @Query(() => OrderPageModel, { description: 'the signed-in customer’s orders, newest first' })
  @Authenticated()
  myOrders(@CurrentUser() user: AuthUser, @Args('filter', { type: () => MyOrdersFilter, nullable: true }) filter?: MyOrdersFilter): Promise<OrderPageModel> {
    return this.service.mine(user, filter);
  }

  @Query(() => OrderModel, { nullable: true, description: "owner or staff; null when missing or someone else's (REST: 404)" })
  @Authenticated()
  order(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }) id: string): Promise<OrderModel | null> {
    return this.service.detail(user, id);
  }

  @Query(() => OrderPageModel, { description: 'staff order list (product §15 GET /orders): 15 per page' })
  @Permitted('orders')
  orders(@Args('filter', { type: () => OrderFilter, nullable: true }) filter?: OrderFilter): Promise<OrderPageModel> {
    return this.service.staffList(filter);
  }

  @Mutation(() => OrderModel, { description: 'product §6.3: pending, confirmed or processing only; stock and coupon use go back' })
  @Authenticated()
  cancelOrder(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason', { type: () => String }) reason: string,
  ): Promise<OrderModel> {
    const text = reason.trim();
    if (!text) throw validationFailed({ reason: CANCEL_REASON_REQUIRED });
    if (text.length > 500) throw validationFailed({ reason: 'Lý do hủy tối đa 500 ký tự' });
    if (hasControlCharacters(text)) throw validationFailed({ reason: CONTROL_CHARACTERS_MESSAGE });
    return this.service.cancelByCustomer(user, id, text);
  }

  @Mutation(() => OrderModel, { description: 'staff; refused transitions answer 409 (decision 0610)' })
  @Permitted('orders')
  updateOrderStatus(@Args('id', { type: () => ID }) id: string, @Args('input') input: UpdateOrderStatusInput): Promise<OrderModel> {
    return this.service.updateStatus(id, input);
  }

  @Mutation(() => BuyAgainResultModel, { description: "a delivered order's lines still on sale go into the cart at today's prices" })
  @Authenticated()
  buyAgain(@CurrentUser() user: AuthUser, @Args('orderId', { type: () => ID }) orderId: string): Promise<BuyAgainResultModel> {
    return this.delivered.buyAgain(user, orderId);
  }

  @Mutation(() => OrderReviewModel, { description: 'rate a product of a delivered order, once per order and product' })
  @Authenticated()
  rateOrderProduct(
    @CurrentUser() user: AuthUser,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('input') input: ReviewInput,
  ): Promise<OrderReviewModel> {
    return this.delivered.rate(user, orderId, input);
  }
}
