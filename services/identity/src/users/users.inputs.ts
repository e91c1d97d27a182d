import { Field, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { IsShopEmail, IsShopPassword, IsShopPhone, NormalizeEmail, Required, RequiredText, Trim } from '../common/validators';

export const NAME_REQUIRED = 'Vui lòng nhập họ tên';

@InputType()
export class RegisterInput {
  @Field() @Trim() @RequiredText(NAME_REQUIRED, 100) name: string;
  @Field() @NormalizeEmail() @IsShopEmail() email: string;
  @Field() @Trim() @IsShopPhone() phone: string;
  @Field() @IsShopPassword() password: string;
}

@InputType()
export class LoginInput {
  @Field() @NormalizeEmail() @IsShopEmail() email: string;
  @Field() @IsShopPassword() password: string;
}

/** The e-mail is read-only (product §11), so it is not part of this input at all. */
@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @RequiredText(NAME_REQUIRED, 100) name?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Trim() @IsShopPhone() phone?: string;
}

@InputType()
export class ChangePasswordInput {
  @Field() @Required('Vui lòng nhập mật khẩu hiện tại') currentPassword: string;
  @Field() @IsShopPassword() newPassword: string;
}
