import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ClientIp } from '../common/client-ip';
import { MessagePayloadModel } from '../users/user.model';
import { ForgotPasswordArgs, ResetPasswordInput } from './reset.inputs';
import { PasswordResetService } from './password-reset.service';

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly resets: PasswordResetService) {}

  @Mutation(() => MessagePayloadModel, { description: 'Always the same answer, whether or not the address has an account.' })
  forgotPassword(@Args() args: ForgotPasswordArgs, @ClientIp() ip: string): Promise<MessagePayloadModel> {
    return this.resets.forgot(args.email, ip);
  }

  @Mutation(() => MessagePayloadModel)
  resetPassword(@Args('input') input: ResetPasswordInput, @ClientIp() ip: string): Promise<MessagePayloadModel> {
    return this.resets.reset(input, ip);
  }
}
