import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IntBetween, OptionalText, RequiredText } from '../common/validators';

/** product §12 "quantity at least 1"; the upper bound is a sane cap, the stock decides the rest. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;
export const LINE_QUANTITY_MESSAGE = `Số lượng phải từ 1 đến ${MAX_LINE_QUANTITY}`;

@InputType()
export class CartItemInput {
  @Field(() => ID) @RequiredText('Thiếu mã sản phẩm', 64) productId: string;
  @Field(() => ID, { nullable: true, description: "the catalog variant's id; null for a product without variants" })
  @IsOptional()
  @OptionalText(64)
  variantId?: string | null;
  @Field(() => Int) @IntBetween(1, MAX_LINE_QUANTITY, LINE_QUANTITY_MESSAGE) quantity: number;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() selected?: boolean | null;
}

@InputType()
export class UpdateCartItemInput {
  @Field(() => ID) @RequiredText('Thiếu mã sản phẩm', 64) productId: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @OptionalText(64) variantId?: string | null;
  @Field(() => Int, { nullable: true, description: 'the new quantity (not added)' })
  @IsOptional()
  @IntBetween(1, MAX_LINE_QUANTITY, LINE_QUANTITY_MESSAGE)
  quantity?: number | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() selected?: boolean | null;
}

@InputType()
export class MergeCartInput {
  @Field({ description: 'one id per local cart merged (e.g. a UUID the web app keeps with the local cart): the same id merges once' })
  @RequiredText('Thiếu mã gộp giỏ hàng', 100)
  mergeId: string;
  @Field(() => [CartItemInput])
  @IsArray()
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartItemInput)
  items: CartItemInput[];
}
