import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { asBody } from './identity-body';
import { couponInput } from './orders-body';
import { ApiRoute } from './openapi/api-route';

const COUPON = 'id code description discountType discountValue maxDiscount minOrderValue usageLimit usedCount startDate endDate isActive isPublic createdAt';
const LIST = `query Coupons { coupons { ${COUPON} } }`;
const VALIDATE = `query ValidateCoupon($code: String!, $orderAmount: Int!) { validateCoupon(code: $code, orderAmount: $orderAmount) { discount coupon { ${COUPON} } } }`;
const OFFERS = `query CouponOffers($orderAmount: Int!) { couponOffers(orderAmount: $orderAmount) { usable reason discount coupon { ${COUPON} } } }`;
const CREATE = `mutation CreateCoupon($input: CouponInput!) { createCoupon(input: $input) { ${COUPON} } }`;
const DELETE = `mutation DeleteCoupon($id: ID!) { deleteCoupon(id: $id) }`;

type Coupon = Record<string, unknown>;

const amount = (v: unknown): unknown => {
  if (typeof v === 'number' && Number.isFinite(v)) return Math.max(0, Math.min(2_000_000_000, Math.trunc(v)));
  if (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v)) return Math.min(2_000_000_000, Number.parseInt(v, 10));
  return v === undefined ? 0 : v;
};

/** product §15 /coupons: validation for shoppers, the list, create and delete for staff. */
@Controller('api/coupons')
export class CouponsController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Get()
  @ApiRoute({ tag: 'Coupons', summary: 'Every coupon', access: 'staff', operation: LIST, data: { wrap: { coupons: 'coupons' } } })
  list(@Req() req: Request): Promise<RestEnvelope<{ coupons: Coupon[] }>> {
    return this.gql.rest(req, LIST, undefined, (d: { coupons: Coupon[] }) => ({ coupons: d.coupons }));
  }

  /** 'Chọn voucher' (decision 0652): ?orderAmount= → the public coupons for a cart of that amount, usable first. */
  @Get('offers')
  @ApiRoute({
    tag: 'Coupons',
    summary: 'The public coupons for a cart of `orderAmount`: usable ones first, the others with why not',
    access: 'signedIn',
    operation: OFFERS,
    data: { wrap: { offers: 'couponOffers' } },
    query: { variables: ['orderAmount'] },
  })
  offers(@Req() req: Request, @Query('orderAmount') orderAmount: unknown): Promise<RestEnvelope<{ offers: unknown[] }>> {
    return this.gql.rest(req, OFFERS, { orderAmount: amount(orderAmount) }, (d: { couponOffers: unknown[] }) => ({ offers: d.couponOffers }));
  }

  /** {code, orderAmount} → {discount, coupon}; each refusal with its own Vietnamese message. */
  @Post('validate')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Coupons',
    summary: 'Check a coupon against an order amount: the discount it gives',
    access: 'signedIn',
    operation: VALIDATE,
    data: { field: 'validateCoupon' },
    message: true,
    body: { variables: ['code', 'orderAmount'] },
    errors: { 400: ['COUPON_EXPIRED', 'COUPON_INACTIVE', 'COUPON_MIN_ORDER', 'COUPON_USED_UP'], 404: ['COUPON_NOT_FOUND'] },
  })
  validate(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<unknown>> {
    const b = asBody(raw);
    const variables = { code: typeof b.code === 'string' ? b.code : '', orderAmount: amount(b.orderAmount) };
    return this.gql.rest(req, VALIDATE, variables, (d: { validateCoupon: unknown }) => d.validateCoupon, 'Áp dụng mã giảm giá thành công');
  }

  @Post()
  @HttpCode(201)
  @ApiRoute({
    tag: 'Coupons',
    summary: 'Create a coupon',
    access: 'staff',
    operation: CREATE,
    data: { wrap: { coupon: 'createCoupon' } },
    message: true,
    body: { input: 'input' },
    errors: { 409: ['COUPON_CODE_TAKEN'] },
  })
  create(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<{ coupon: Coupon }>> {
    return this.gql.rest(req, CREATE, { input: couponInput(raw) }, (d: { createCoupon: Coupon }) => ({ coupon: d.createCoupon }), 'Tạo mã giảm giá thành công');
  }

  @Delete(':id')
  @ApiRoute({
    tag: 'Coupons',
    summary: 'Delete a coupon',
    access: 'staff',
    operation: DELETE,
    data: { empty: true },
    message: true,
    errors: { 404: ['COUPON_NOT_FOUND'] },
  })
  remove(@Req() req: Request, @Param('id') id: string): Promise<RestEnvelope<Record<string, never>>> {
    return this.gql.rest(req, DELETE, { id }, () => ({}), 'Xóa mã giảm giá thành công');
  }
}
