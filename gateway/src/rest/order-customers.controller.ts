import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, restEnvelope, type RestEnvelope } from '../graphql/gateway-executor';
import { asBody, text } from './identity-body';
import { ApiRoute } from './openapi/api-route';
import { ORDER, PAYMENT_DATA } from './orders.controller';
import { idempotencyKeyOf, placeOrderInput } from './orders-body';

const CUSTOMER = 'id name email phone';
const FIND = `query OrderCustomers($search: String!) { orderCustomers(search: $search) { ${CUSTOMER} } }`;
const CREATE = `mutation CreateOrderCustomer($input: CreateOrderCustomerInput!) { createOrderCustomer(input: $input) { ${CUSTOMER} } }`;
const PLACE_FOR = `mutation PlaceOrderForCustomer($customerId: ID!, $input: PlaceOrderInput!, $idempotencyKey: String) {
  placeOrderForCustomer(customerId: $customerId, input: $input, idempotencyKey: $idempotencyKey) { order { ${ORDER} } paymentData { ${PAYMENT_DATA} } }
}`;

/** Orders taken by phone, Zalo or Facebook (decision 0660): staff find or create the customer, then place the order for them. */
@Controller('api/order-customers')
export class OrderCustomersController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Get()
  @ApiRoute({
    tag: 'Orders',
    summary: 'Customers to take an order for: up to 10 matching a phone, e-mail or name',
    access: 'staff',
    operation: FIND,
    data: { wrap: { customers: 'orderCustomers' } },
    query: { variables: ['search'] },
  })
  find(@Req() req: Request, @Query('search') search?: unknown): Promise<RestEnvelope<unknown>> {
    return this.gql.rest(req, FIND, { search: typeof search === 'string' ? search : '' }, (d: { orderCustomers: unknown }) => ({
      customers: d.orderCustomers,
    }));
  }

  @Post()
  @HttpCode(201)
  @ApiRoute({
    tag: 'Orders',
    summary: 'Create a customer account for an order taken by phone or chat (the customer sets a password through forgot-password)',
    access: 'staff',
    operation: CREATE,
    data: { wrap: { customer: 'createOrderCustomer' } },
    message: true,
    body: { input: 'input' },
    errors: { 409: ['EMAIL_TAKEN'] },
  })
  create(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<unknown>> {
    const b = asBody(raw);
    const input = { name: text(b.name), phone: text(b.phone), email: text(b.email) };
    return this.gql.rest(req, CREATE, { input }, (d: { createOrderCustomer: unknown }) => ({ customer: d.createOrderCustomer }), 'Đã tạo khách hàng');
  }

  @Post(':customerId/orders')
  @HttpCode(201)
  @ApiRoute({
    tag: 'Orders',
    summary: "Place an order for a customer (taken by phone or chat): the customer's order, placed as the customer's own would be",
    description: 'The order records the staff member in `createdBy`; with a QR bank transfer, `data.paymentData` holds the code to pay.',
    access: 'staff',
    operation: PLACE_FOR,
    data: { field: 'placeOrderForCustomer' },
    message: true,
    body: { input: 'input' },
    idempotencyKey: true,
    errors: {
      400: ['INVALID_IDEMPOTENCY_KEY', 'COUPON_EXPIRED', 'COUPON_INACTIVE', 'COUPON_MIN_ORDER', 'COUPON_USED_UP'],
      404: ['CUSTOMER_NOT_FOUND', 'PRODUCT_NOT_FOUND', 'COUPON_NOT_FOUND'],
      409: ['ORDER_IN_PROGRESS', 'PRODUCT_UNAVAILABLE', 'VARIANT_UNAVAILABLE', 'OUT_OF_STOCK', 'INSUFFICIENT_STOCK'],
      422: ['IDEMPOTENCY_KEY_REUSED'],
      503: ['CATALOG_UNAVAILABLE', 'CATALOG_ERROR'],
    },
  })
  async place(
    @Req() req: Request,
    @Param('customerId') customerId: string,
    @Body() raw: unknown,
    @Headers('idempotency-key') key?: string | string[],
  ): Promise<RestEnvelope<unknown>> {
    const variables = { customerId, input: placeOrderInput(raw), idempotencyKey: idempotencyKeyOf(key) };
    const data = await this.gql.executeOn<{ placeOrderForCustomer: unknown }>('orders', req, PLACE_FOR, variables);
    return restEnvelope(data.placeOrderForCustomer, 'Đặt hàng thành công!');
  }
}
