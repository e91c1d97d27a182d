import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional, Matches } from 'class-validator';
import { IsShopEmail, NormalizeEmail } from '../common/validators';

/** Where a sign-up came from, kept as part of the consent (decision 0800): a short slug. */
export const SOURCE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

@ArgsType()
export class SubscribeNewsletterArgs {
  @Field() @NormalizeEmail() @IsShopEmail() email: string;
  @Field(() => String, { nullable: true, description: "where the form was, e.g. 'home' (the default)" })
  @IsOptional()
  @Matches(SOURCE_PATTERN, { message: 'Nguồn đăng ký không hợp lệ' })
  source?: string | null;
}
