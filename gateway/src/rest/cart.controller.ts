import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { asBody } from './identity-body';
import { cartItemInput, mergeCartInput, updateCartItemInput, variantIdOf } from './orders-body';
import { ApiRoute } from './openapi/api-route';

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
  @ApiRoute({ tag: 'Cart', summary: 'The signed-in customer’s cart', access: 'customer', operation: GET, data: { wrap: { cart: 'cart' } } })
  get(@Req() req: Request): Promise<RestEnvelope<{ cart: Cart }>> {
    return this.gql.rest(req, GET, undefined, (d: { cart: Cart }) => ({ cart: d.cart }));
  }

  @Post('items')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Cart',
    summary: 'Add a product (or one of its variants) to the cart',
    access: 'customer',
    operation: ADD,
    data: { wrap: { cart: 'addToCart' } },
    message: true,
    body: { input: 'input' },
    errors: {
      404: ['PRODUCT_NOT_FOUND'],
      409: ['PRODUCT_UNAVAILABLE', 'VARIANT_UNAVAILABLE', 'OUT_OF_STOCK', 'INSUFFICIENT_STOCK', 'CART_QUANTITY_LIMIT', 'CART_FULL'],
    },
  })
  add(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<{ cart: Cart }>> {
    return this.gql.rest(req, ADD, { input: cartItemInput(raw) }, (d: { addToCart: Cart }) => ({ cart: d.addToCart }), 'Đã thêm vào giỏ hàng');
  }

  /** product §5 merge of the local cart on sign-in: {mergeId, items}; the same mergeId merges once. */
  @Post('merge')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Cart',
    summary: 'Merge the cart kept in the browser on sign-in (the same mergeId merges once)',
    access: 'customer',
    operation: MERGE,
    data: { wrap: { cart: 'mergeCart' } },
    body: { input: 'input' },
    errors: { 409: ['CART_FULL'] },
  })
  merge(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<{ cart: Cart }>> {
    return this.gql.rest(req, MERGE, { input: mergeCartInput(raw) }, (d: { mergeCart: Cart }) => ({ cart: d.mergeCart }));
  }

  @Put('items/:productId')
  @ApiRoute({
    tag: 'Cart',
    summary: 'Change the quantity or selection of a cart line',
    access: 'customer',
    operation: UPDATE,
    data: { wrap: { cart: 'updateCartItem' } },
    body: { input: 'input' },
    errors: { 404: ['CART_ITEM_NOT_FOUND'], 409: ['OUT_OF_STOCK', 'INSUFFICIENT_STOCK', 'CART_QUANTITY_LIMIT'] },
  })
  update(@Req() req: Request, @Param('productId') productId: string, @Body() raw: unknown): Promise<RestEnvelope<{ cart: Cart }>> {
    return this.gql.rest(req, UPDATE, { input: updateCartItemInput(productId, raw) }, (d: { updateCartItem: Cart }) => ({ cart: d.updateCartItem }));
  }

  /** Body {variant} (product §15): which variant's line to remove. */
  @Delete('items/:productId')
  @ApiRoute({
    tag: 'Cart',
    summary: 'Remove a cart line (the body names the variant, when the line has one)',
    access: 'customer',
    operation: REMOVE,
    data: { wrap: { cart: 'removeCartItem' } },
    body: { variables: ['variantId'] },
    errors: { 404: ['CART_ITEM_NOT_FOUND'] },
  })
  remove(@Req() req: Request, @Param('productId') productId: string, @Body() raw: unknown): Promise<RestEnvelope<{ cart: Cart }>> {
    const variantId = variantIdOf(asBody(raw));
    return this.gql.rest(req, REMOVE, { productId, variantId }, (d: { removeCartItem: Cart }) => ({ cart: d.removeCartItem }));
  }

  @Delete()
  @ApiRoute({ tag: 'Cart', summary: 'Empty the cart', access: 'customer', operation: CLEAR, data: { wrap: { cart: 'clearCart' } } })
  clear(@Req() req: Request): Promise<RestEnvelope<{ cart: Cart }>> {
    return this.gql.rest(req, CLEAR, undefined, (d: { clearCart: Cart }) => ({ cart: d.clearCart }));
  }
}
