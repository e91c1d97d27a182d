import { Type } from 'class-transformer';
import { IsBoolean, IsDate, IsEnum, IsOptional } from 'class-validator';
import { Field, InputType, Int } from '@nestjs/graphql';
import { IntBetween, OptionalText, Trim } from '../common/validators';
import { DiscountType } from './coupon.model';

const MAX_MONEY = 1_000_000_000;
// product §12: 'Vui lòng nhập mã và thời gian hiệu lực' when the code or a date is missing.
export const CODE_AND_DATES_REQUIRED = 'Vui lòng nhập mã và thời gian hiệu lực';

@InputType()
export class CouponInput {
  @Field(() => String, { description: 'stored upper case; letters, digits, - and _' }) @Trim() @OptionalText(40) code: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(500) description?: string | null;
  @Field(() => DiscountType, { nullable: true, description: 'default percentage (product §8)' })
  @IsOptional()
  @IsEnum(DiscountType, { message: 'Loại giảm giá không hợp lệ' })
  discountType?: DiscountType | null;
  @Field(() => Int, { nullable: true, description: 'default 10 (product §8)' })
  @IsOptional()
  @IntBetween(1, MAX_MONEY, 'Giá trị giảm giá phải là số nguyên dương')
  discountValue?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IntBetween(0, MAX_MONEY, 'Giảm tối đa không hợp lệ') maxDiscount?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IntBetween(0, MAX_MONEY, 'Giá trị đơn hàng tối thiểu không hợp lệ') minOrderValue?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IntBetween(1, 100_000_000, 'Số lượt sử dụng phải là số nguyên dương') usageLimit?: number | null;
  @Field(() => Date, { nullable: true }) @IsOptional() @Type(() => Date) @IsDate({ message: CODE_AND_DATES_REQUIRED }) startDate?: Date | null;
  @Field(() => Date, { nullable: true }) @IsOptional() @Type(() => Date) @IsDate({ message: CODE_AND_DATES_REQUIRED }) endDate?: Date | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() isActive?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "listed to shoppers under 'Chọn voucher'; default false (decision 0652)" })
  @IsOptional()
  @IsBoolean()
  isPublic?: boolean | null;
}
