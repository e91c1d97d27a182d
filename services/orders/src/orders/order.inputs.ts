import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEnum, IsIn, IsOptional, ValidateNested } from 'class-validator';
import { CARRIERS } from '@shop/contracts';
import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IntBetween, IsShopEmail, IsShopPhone, OptionalText, RequiredText, Trim } from '../common/validators';
import { LINE_QUANTITY_MESSAGE, MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart/cart.inputs';
import { CarrierEnum, OrderStatusEnum, PaymentMethodEnum, PaymentStatusEnum, ShippingMethodEnum } from './order.model';

@InputType()
export class OrderLineInput {
  @Field(() => ID) @RequiredText('Thiếu mã sản phẩm', 64) productId: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @OptionalText(64) variantId?: string | null;
  @Field(() => Int) @IntBetween(1, MAX_LINE_QUANTITY, LINE_QUANTITY_MESSAGE) quantity: number;
}

@InputType()
export class CustomerInfoInput {
  @Field() @Trim() @RequiredText('Vui lòng nhập họ tên', 100) name: string;
  @Field() @Trim() @IsShopEmail() email: string;
  @Field() @Trim() @IsShopPhone() phone: string;
}

@InputType()
export class ShippingAddressInput {
  @Field() @Trim() @RequiredText('Vui lòng nhập tên người nhận', 100) fullName: string;
  @Field() @Trim() @IsShopPhone() phone: string;
  @Field() @Trim() @RequiredText('Vui lòng nhập địa chỉ', 300) addressLine: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(100) ward?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(100) district?: string | null;
  @Field() @Trim() @RequiredText('Vui lòng chọn tỉnh/thành phố', 100) city: string;
}

/** product §3 Order create payload. Prices are never sent: the server quotes them. */
@InputType()
export class PlaceOrderInput {
  @Field(() => [OrderLineInput])
  @IsArray({ message: 'Giỏ hàng trống' })
  @ArrayMinSize(1, { message: 'Giỏ hàng trống' })
  @ArrayMaxSize(MAX_CART_LINES, { message: `Tối đa ${MAX_CART_LINES} sản phẩm mỗi đơn hàng` })
  @ValidateNested({ each: true })
  @Type(() => OrderLineInput)
  items: OrderLineInput[];
  @Field(() => CustomerInfoInput) @ValidateNested() @Type(() => CustomerInfoInput) customerInfo: CustomerInfoInput;
  @Field(() => ShippingAddressInput) @ValidateNested() @Type(() => ShippingAddressInput) shippingAddress: ShippingAddressInput;
  @Field(() => ShippingMethodEnum, { nullable: true, description: 'default standard' })
  @IsOptional()
  @IsEnum(ShippingMethodEnum, { message: 'Phương thức vận chuyển không hợp lệ' })
  shippingMethod?: ShippingMethodEnum | null;
  @Field(() => PaymentMethodEnum, { nullable: true, description: 'default cod' })
  @IsOptional()
  @IsEnum(PaymentMethodEnum, { message: 'Phương thức thanh toán không hợp lệ' })
  paymentMethod?: PaymentMethodEnum | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(40) couponCode?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(1000) customerNote?: string | null;
}

@InputType()
export class MyOrdersFilter {
  @Field(() => OrderStatusEnum, { nullable: true })
  @IsOptional()
  @IsEnum(OrderStatusEnum, { message: 'Trạng thái không hợp lệ' })
  status?: OrderStatusEnum | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IntBetween(1, 100_000, 'Trang không hợp lệ') page?: number | null;
  @Field(() => Int, { nullable: true, description: 'default 10, at most 50' }) @IsOptional() @IntBetween(1, 50, 'Số dòng mỗi trang từ 1 đến 50') limit?:
    number | null;
}

/** product §15 GET /orders (staff): page, limit 15, status, paymentStatus, paymentMethod, search; from/to: order date, Vietnam days, inclusive. */
@InputType()
export class OrderFilter extends MyOrdersFilter {
  @Field(() => PaymentStatusEnum, { nullable: true })
  @IsOptional()
  @IsEnum(PaymentStatusEnum, { message: 'Trạng thái thanh toán không hợp lệ' })
  paymentStatus?: PaymentStatusEnum | null;
  @Field(() => PaymentMethodEnum, { nullable: true })
  @IsOptional()
  @IsEnum(PaymentMethodEnum, { message: 'Phương thức thanh toán không hợp lệ' })
  paymentMethod?: PaymentMethodEnum | null;
  @Field(() => String, { nullable: true, description: 'order number or customer name, accents ignored' }) @IsOptional() @OptionalText(100) search?:
    string | null;
  @Field(() => String, { nullable: true, description: 'placed on or after this day, YYYY-MM-DD, Vietnam time' }) @IsOptional() @OptionalText(10) from?:
    string | null;
  @Field(() => String, { nullable: true, description: 'placed on or before this day, YYYY-MM-DD, Vietnam time' }) @IsOptional() @OptionalText(10) to?:
    string | null;
}

@InputType()
export class UpdateOrderStatusInput {
  // product §12: 'Vui lòng chọn trạng thái mới'
  // Nullable in the schema so that a missing status reaches the service (and its guard: a guest
  // gets 401, not GraphQL's 400) and is answered with the spec's own words.
  @Field(() => OrderStatusEnum, { nullable: true }) @IsEnum(OrderStatusEnum, { message: 'Vui lòng chọn trạng thái mới' }) status: OrderStatusEnum;
  @Field(() => String, { nullable: true, description: 'shown to the customer in the status history' }) @IsOptional() @Trim() @OptionalText(500) note?:
    string | null;
  @Field(() => String, { nullable: true, description: 'for the team only, never shown to the customer (decision 0615)' })
  @IsOptional()
  @Trim()
  @OptionalText(500)
  internalNote?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(100) trackingNumber?: string | null;
  @Field(() => CarrierEnum, { nullable: true, description: 'the carrier the parcel goes with (decision 0615)' })
  @IsOptional()
  @IsIn(CARRIERS, { message: 'Đơn vị vận chuyển không hợp lệ' })
  carrier?: CarrierEnum | null;
}

@InputType('OrderReviewInput')
export class ReviewInput {
  @Field(() => ID) @RequiredText('Thiếu mã sản phẩm', 64) productId: string;
  @Field(() => Int) @IntBetween(1, 5, 'Vui lòng chọn số sao từ 1 đến 5') rating: number;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(2000) comment?: string | null;
}
