import { Field, InputType } from '@nestjs/graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { OptionalText, RequiredText, Trim } from '../common/validators';

/** Address form (product §12): full name, phone, address line and city required; ward and district optional. */
@InputType()
export class AddressInput {
  @Field() @Trim() @RequiredText('Vui lòng nhập họ tên người nhận', 100) fullName: string;
  // product §12: the address form does not check the phone format, only that it is there.
  @Field() @Trim() @RequiredText('Vui lòng nhập số điện thoại', 20) phone: string;
  @Field() @Trim() @RequiredText('Vui lòng nhập địa chỉ', 255) addressLine: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(100) ward?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @OptionalText(100) district?: string | null;
  @Field() @Trim() @RequiredText('Vui lòng chọn tỉnh/thành phố', 100) city: string;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean({ message: 'Giá trị mặc định không hợp lệ' }) isDefault?: boolean | null;
}
