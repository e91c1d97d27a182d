import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** The product of a cart line as the catalog quotes it now (never stored by orders). */
@ObjectType('CartProduct')
export class CartProductModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => Int) price: number;
  @Field(() => Int, { nullable: true }) originalPrice: number | null;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => Int, { description: "the variant's stock for a variant line, else the product's total stock" }) stock: number;
  @Field({ description: 'false when the product or variant was hidden or deleted since it was added' }) available: boolean;
}

@ObjectType('CartVariant')
export class CartVariantModel {
  @Field(() => ID, { description: "the catalog variant's id" }) id: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) color: string | null;
  @Field(() => String, { nullable: true }) material: string | null;
  @Field(() => String, { nullable: true }) size: string | null;
  @Field(() => String, { nullable: true }) sku: string | null;
}

/** product §3 Cart item: product, quantity, variant (optional), selected. */
@ObjectType('CartItem')
export class CartItemModel {
  @Field(() => CartProductModel) product: CartProductModel;
  @Field(() => Int) quantity: number;
  @Field(() => CartVariantModel, { nullable: true }) variant: CartVariantModel | null;
  @Field() selected: boolean;
}

@ObjectType('Cart')
export class CartModel {
  @Field(() => [CartItemModel]) items: CartItemModel[];
  @Field(() => Int, { description: 'sum of the quantities (the header badge)' }) totalQuantity: number;
  @Field(() => Int, { description: 'price × quantity of the selected, available items, in dong' }) selectedSubtotal: number;
}

@ObjectType('BuyAgainSkipped')
export class BuyAgainSkippedModel {
  @Field(() => ID) productId: string;
  @Field(() => ID, { nullable: true }) variantId: string | null;
  @Field() name: string;
  @Field({ description: 'why it was not added, in Vietnamese' }) reason: string;
}

@ObjectType('BuyAgainResult')
export class BuyAgainResultModel {
  @Field(() => CartModel) cart: CartModel;
  @Field(() => Int, { description: 'lines put into the cart' }) added: number;
  @Field(() => [BuyAgainSkippedModel]) skipped: BuyAgainSkippedModel[];
}
