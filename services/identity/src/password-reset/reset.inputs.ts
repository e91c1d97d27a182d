import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { MESSAGES } from '@shop/contracts';
import { IsShopEmail, IsShopPassword, NormalizeEmail, Required, SameAs } from '../common/validators';

@InputType()
export class ResetPasswordInput {
  @Field() @NormalizeEmail() @IsShopEmail() email: string;
  @Field() @Required('Vui lòng nhập mật khẩu tạm thời') temporaryPassword: string;
  @Field() @IsShopPassword() newPassword: string;
  @Field() @SameAs('newPassword', MESSAGES.resetPasswordMismatch) confirmPassword: string;
}

/** `forgotPassword(email: String!)`: an ArgsType so the e-mail is validated like any input. */
@ArgsType()
export class ForgotPasswordArgs {
  @Field() @NormalizeEmail() @IsShopEmail() email: string;
}
