import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '@shop/auth';
import { CartItemInput, MergeCartInput, UpdateCartItemInput } from './cart.inputs';
import { CartModel } from './cart.model';
import { CartService } from './cart.service';

/** product §15 /cart and its GraphQL twins: signed-in customers only (guests keep a local cart). */
@Resolver(() => CartModel)
@Authenticated()
export class CartResolver {
  constructor(private readonly carts: CartService) {}

  @Query(() => CartModel, { description: 'the server cart with product data fresh from the catalog' })
  cart(@CurrentUser() user: AuthUser): Promise<CartModel> {
    return this.carts.view(user.id);
  }

  @Mutation(() => CartModel, { description: "same product and variant add up; 404 for an unknown or hidden product; 409 'Chỉ còn N sản phẩm có sẵn'" })
  addToCart(@CurrentUser() user: AuthUser, @Args('input') input: CartItemInput): Promise<CartModel> {
    return this.carts.add(user.id, input);
  }

  @Mutation(() => CartModel, {
    description:
      'Buy now: adds the line if missing, else raises its quantity to at least the one given (never lowers or adds to it), and makes it the only selected line; 404 for an unknown or hidden product; 409 when the stock is short',
  })
  buyNow(@CurrentUser() user: AuthUser, @Args('input') input: CartItemInput): Promise<CartModel> {
    return this.carts.buyNow(user.id, input);
  }

  @Mutation(() => CartModel, { description: 'sets the quantity and/or selected flag of one line' })
  updateCartItem(@CurrentUser() user: AuthUser, @Args('input') input: UpdateCartItemInput): Promise<CartModel> {
    return this.carts.update(user.id, input);
  }

  @Mutation(() => CartModel)
  removeCartItem(
    @CurrentUser() user: AuthUser,
    @Args('productId', { type: () => ID }) productId: string,
    @Args('variantId', { type: () => ID, nullable: true }) variantId?: string,
  ): Promise<CartModel> {
    return this.carts.remove(user.id, productId.slice(0, 64), variantId?.slice(0, 64));
  }

  @Mutation(() => CartModel)
  clearCart(@CurrentUser() user: AuthUser): Promise<CartModel> {
    return this.carts.clear(user.id);
  }

  @Mutation(() => CartModel, { description: 'product §5 merge of the local cart on sign-in; the same mergeId merges once' })
  mergeCart(@CurrentUser() user: AuthUser, @Args('input') input: MergeCartInput): Promise<CartModel> {
    return this.carts.merge(user.id, input);
  }
}
