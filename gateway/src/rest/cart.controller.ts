import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { asBody } from './identity-body';
import { cartItemInput, mergeCartInput, updateCartItemInput, variantIdOf } from './orders-body';

export const CART = `items { product { id name price originalPrice image stock available } quantity variant { id name color material size sku } selected }
  totalQuantity selectedSubtotal`;
const GET = `query Cart { cart { ${CART} } }`;
const ADD = `mutation AddToCart($input: CartItemInput!) { addToCart(input: $input) { ${CART} } }`;
const UPDATE = `mutation UpdateCartItem($input: UpdateCartItemInput!) { updateCartItem(input: $input) { ${CART} } }`;
const REMOVE = `mutation RemoveCartItem($productId: ID!, $variantId: ID) { removeCartItem(productId: $productId, variantId: $variantId) { ${CART} } }`;
const CLEAR = `mutation ClearCart { clearCart { ${CART} } }`;
const MERGE = `mutation MergeCart($input: MergeCartInput!) { mergeCart(input: $input) { ${CART} } }`;

type Cart = Record<string, unknown>;

/** product §15 /cart: signed-in customers' server cart, `data.cart.items`. */
@Controller('api/cart')
export class CartController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Get()
  get(@Req() req: Request): Promise<RestEnvelope<{ cart: Cart }>> {
    return this.gql.rest(req, GET, undefined, (d: { cart: Cart }) => ({ cart: d.cart }));
  }

  @Post('items')
  @HttpCode(200)
  add(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<{ cart: Cart }>> {
    return this.gql.rest(req, ADD, { input: cartItemInput(raw) }, (d: { addToCart: Cart }) => ({ cart: d.addToCart }), 'Đã thêm vào giỏ hàng');
  }

  /** product §5 merge of the local cart on sign-in: {mergeId, items}; the same mergeId merges once. */
  @Post('merge')
  @HttpCode(200)
  merge(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<{ cart: Cart }>> {
    return this.gql.rest(req, MERGE, { input: mergeCartInput(raw) }, (d: { mergeCart: Cart }) => ({ cart: d.mergeCart }));
  }

  @Put('items/:productId')
  update(@Req() req: Request, @Param('productId') productId: string, @Body() raw: unknown): Promise<RestEnvelope<{ cart: Cart }>> {
    return this.gql.rest(req, UPDATE, { input: updateCartItemInput(productId, raw) }, (d: { updateCartItem: Cart }) => ({ cart: d.updateCartItem }));
  }

  /** Body {variant} (product §15): which variant's line to remove. */
  @Delete('items/:productId')
  remove(@Req() req: Request, @Param('productId') productId: string, @Body() raw: unknown): Promise<RestEnvelope<{ cart: Cart }>> {
    const variantId = variantIdOf(asBody(raw));
    return this.gql.rest(req, REMOVE, { productId, variantId }, (d: { removeCartItem: Cart }) => ({ cart: d.removeCartItem }));
  }

  @Delete()
  clear(@Req() req: Request): Promise<RestEnvelope<{ cart: Cart }>> {
    return this.gql.rest(req, CLEAR, undefined, (d: { clearCart: Cart }) => ({ cart: d.clearCart }));
  }
}
