import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@shop/platform';
import { GatewayExecutor, restEnvelope, toRest, type RestEnvelope } from '../graphql/gateway-executor';
import { CART } from './cart.controller';
import { asBody } from './identity-body';
import { idempotencyKeyOf, orderFilter, placeOrderInput, reviewInput, statusInput } from './orders-body';
import { ApiRoute } from './openapi/api-route';

export const ORDER = `id orderNumber customerId createdAt updatedAt status
  items { id productId variantId name image price quantity subtotal variant { id name color material size sku } reviewed }
  customerInfo { name email phone } shippingAddress { fullName phone addressLine ward district city }
  shippingMethod paymentMethod paymentStatus paymentDetails { paymentId transactionId amount source note paidAt } isPaid
  subtotal shippingFee totalDiscount totalAmount couponCode trackingNumber carrier carrierName trackingUrl customerNote createdBy { id name } cancelReason cancelledAt
  cancelledBy statusHistory { status updatedAt note internalNote } canCancel nextStatuses`;
export const PAYMENT_DATA = `paymentId orderId orderNumber amount transferContent bank { bin name accountNumber accountName } qrPayload qrDataUrl qrImageUrl expiresAt`;

const PLACE = `mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {
  placeOrder(input: $input, idempotencyKey: $idempotencyKey) { order { ${ORDER} } paymentData { ${PAYMENT_DATA} } }
}`;
const MINE = `query MyOrders($filter: MyOrdersFilter) { myOrders(filter: $filter) { orders { ${ORDER} } pagination { page limit pages total } } }`;
const STAFF_LIST = `query Orders($filter: OrderFilter) { orders(filter: $filter) { orders { ${ORDER} } pagination { page limit pages total } } }`;
const DETAIL = `query Order($id: ID!) { order(id: $id) { ${ORDER} } }`;
const CANCEL = `mutation CancelOrder($id: ID!, $reason: String!) { cancelOrder(id: $id, reason: $reason) { ${ORDER} } }`;
const STATUS = `mutation UpdateOrderStatus($id: ID!, $input: UpdateOrderStatusInput!) { updateOrderStatus(id: $id, input: $input) { ${ORDER} } }`;
const BUY_AGAIN = `mutation BuyAgain($orderId: ID!) { buyAgain(orderId: $orderId) { cart { ${CART} } added skipped { productId variantId name reason } } }`;
const RATE = `mutation RateOrderProduct($orderId: ID!, $input: OrderReviewInput!) {
  rateOrderProduct(orderId: $orderId, input: $input) { id orderId productId rating comment createdAt }
}`;

type Order = Record<string, unknown>;
type OrderPage = { orders: Order[]; pagination: { pages: number } };
/** The largest page the orders service serves (`MyOrdersFilter.limit`). */
const MY_ORDERS_MAX_PAGE = 50;
const orderNotFound = () => new DomainError('ORDER_NOT_FOUND', 'Không tìm thấy đơn hàng', 404);

/**
 * product §15 /orders, plus buy again and rate product. The payment routes (`/payment-status`,
 * `/confirm-payment`) belong to the payments service and its own controller.
 */
@Controller('api/orders')
export class OrdersController {
  constructor(private readonly gql: GatewayExecutor) {}

  /** Idempotency-Key: the same key and body from the same customer give back the same order (201 both times); another body, 422. */
  @Post()
  @HttpCode(201)
  @ApiRoute({
    tag: 'Orders',
    summary: 'Place an order (prices, fee and discount are computed by the shop)',
    description: 'With a QR bank transfer, `data.paymentData` holds the code to pay (decision 0700); otherwise it is null.',
    access: 'customer',
    operation: PLACE,
    data: { field: 'placeOrder' },
    message: true,
    body: { input: 'input' },
    idempotencyKey: true,
    errors: {
      400: ['INVALID_IDEMPOTENCY_KEY', 'COUPON_EXPIRED', 'COUPON_INACTIVE', 'COUPON_MIN_ORDER', 'COUPON_USED_UP'],
      404: ['PRODUCT_NOT_FOUND', 'COUPON_NOT_FOUND'],
      409: ['ORDER_IN_PROGRESS', 'PRODUCT_UNAVAILABLE', 'VARIANT_UNAVAILABLE', 'OUT_OF_STOCK', 'INSUFFICIENT_STOCK'],
      422: ['IDEMPOTENCY_KEY_REUSED'],
      503: ['CATALOG_UNAVAILABLE', 'CATALOG_ERROR'],
    },
  })
  async place(@Req() req: Request, @Body() raw: unknown, @Headers('idempotency-key') key?: string | string[]): Promise<RestEnvelope<unknown>> {
    const variables = { input: placeOrderInput(raw), idempotencyKey: idempotencyKeyOf(key) };
    // Every field of the placement is orders': sent straight to it (decision 0613), the hot path of a sale.
    const data = await this.gql.executeOn<{ placeOrder: unknown }>('orders', req, PLACE, variables);
    return restEnvelope(data.placeOrder, 'Đặt hàng thành công!');
  }

  /** Staff order list: page, limit 15, status, paymentStatus, paymentMethod, search. */
  @Get()
  @ApiRoute({
    tag: 'Orders',
    summary: 'Every order, 15 a page, with filters',
    access: 'staff',
    operation: STAFF_LIST,
    data: { field: 'orders' },
    query: { input: 'filter' },
  })
  list(@Req() req: Request, @Query() query: Record<string, unknown>): Promise<RestEnvelope<unknown>> {
    return this.gql.rest(req, STAFF_LIST, { filter: orderFilter(query, true) }, (d: { orders: unknown }) => d.orders);
  }

  /** product §15: without `limit`, every order of the customer (one page holding them all); with it, that page. */
  @Get('my-orders')
  @ApiRoute({
    tag: 'Orders',
    summary: 'The signed-in customer’s orders: every one of them without `limit`, else a page of `limit`',
    access: 'customer',
    operation: MINE,
    data: { field: 'myOrders' },
    query: { input: 'filter' },
  })
  async mine(@Req() req: Request, @Query() query: Record<string, unknown>): Promise<RestEnvelope<unknown>> {
    const filter = orderFilter(query, false);
    if (filter.limit !== undefined) return this.gql.rest(req, MINE, { filter }, (d: { myOrders: unknown }) => d.myOrders);
    const pageOf = async (page: number) =>
      (await this.gql.execute<{ myOrders: OrderPage }>(req, MINE, { filter: { ...filter, page, limit: MY_ORDERS_MAX_PAGE } })).myOrders;
    const first = await pageOf(1);
    const rest = await Promise.all(Array.from({ length: Math.max(0, first.pagination.pages - 1) }, (_, i) => pageOf(i + 2)));
    const orders = [first, ...rest].flatMap((p) => p.orders);
    return restEnvelope({ orders, pagination: { page: 1, limit: orders.length, pages: orders.length > 0 ? 1 : 0, total: orders.length } });
  }

  @Get(':id')
  @ApiRoute({
    tag: 'Orders',
    summary: 'One order',
    access: 'owner',
    operation: DETAIL,
    data: { wrap: { order: 'order' }, nonNull: true },
    errors: { 404: ['ORDER_NOT_FOUND'] },
  })
  async detail(@Req() req: Request, @Param('id') id: string): Promise<RestEnvelope<{ order: Order }>> {
    const data = await this.gql.execute<{ order: Order | null }>(req, DETAIL, { id });
    if (!data.order) throw orderNotFound();
    return { success: true, data: { order: toRest(data.order) } };
  }

  @Put(':id/cancel')
  @ApiRoute({
    tag: 'Orders',
    summary: 'Cancel an order that is still pending or confirmed, with a reason',
    access: 'owner',
    operation: CANCEL,
    data: { wrap: { order: 'cancelOrder' } },
    message: true,
    body: { variables: ['reason'] },
    errors: { 404: ['ORDER_NOT_FOUND'], 409: ['ORDER_NOT_CANCELLABLE'] },
  })
  cancel(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<{ order: Order }>> {
    const reason = asBody(raw).reason;
    return this.gql.rest(
      req,
      CANCEL,
      { id, reason: typeof reason === 'string' ? reason : '' },
      (d: { cancelOrder: Order }) => ({ order: d.cancelOrder }),
      'Hủy đơn hàng thành công',
    );
  }

  @Put(':id/status')
  @ApiRoute({
    tag: 'Orders',
    summary: 'Move an order to its next status',
    access: 'staff',
    operation: STATUS,
    data: { wrap: { order: 'updateOrderStatus' } },
    message: true,
    body: { input: 'input' },
    errors: { 404: ['ORDER_NOT_FOUND'], 409: ['STATUS_TRANSITION_REFUSED'] },
  })
  status(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<{ order: Order }>> {
    return this.gql.rest(
      req,
      STATUS,
      { id, input: statusInput(raw) },
      (d: { updateOrderStatus: Order }) => ({ order: d.updateOrderStatus }),
      'Cập nhật trạng thái thành công',
    );
  }

  /** Buy again: `data.cart` and `data.skipped` (lines no longer on sale or sold out, with the reason). */
  @Post(':id/buy-again')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Orders',
    summary: 'Put an order’s lines back in the cart; lines no longer sold are listed with the reason',
    access: 'owner',
    operation: BUY_AGAIN,
    data: { field: 'buyAgain' },
    errors: { 404: ['ORDER_NOT_FOUND'], 409: ['CART_FULL'] },
  })
  buyAgain(@Req() req: Request, @Param('id') id: string): Promise<RestEnvelope<unknown>> {
    return this.gql.rest(req, BUY_AGAIN, { orderId: id }, (d: { buyAgain: unknown }) => d.buyAgain);
  }

  /** Rate product: {productId, rating 1-5, comment} for a line of a delivered order, once. */
  @Post(':id/reviews')
  @HttpCode(201)
  @ApiRoute({
    tag: 'Orders',
    summary: 'Rate a product of a delivered order, once',
    access: 'owner',
    operation: RATE,
    data: { wrap: { review: 'rateOrderProduct' } },
    message: true,
    body: { input: 'input' },
    errors: { 404: ['ORDER_NOT_FOUND', 'PRODUCT_NOT_IN_ORDER'], 409: ['ORDER_NOT_DELIVERED', 'ALREADY_REVIEWED'] },
  })
  rate(@Req() req: Request, @Param('id') id: string, @Body() raw: unknown): Promise<RestEnvelope<unknown>> {
    return this.gql.rest(
      req,
      RATE,
      { orderId: id, input: reviewInput(raw) },
      (d: { rateOrderProduct: unknown }) => ({ review: d.rateOrderProduct }),
      'Cảm ơn bạn đã đánh giá sản phẩm',
    );
  }
}
