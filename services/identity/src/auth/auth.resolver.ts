import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '@shop/auth';
import { ClientIp } from '../common/client-ip';
import { AuthPayloadModel } from '../users/user.model';
import { ChangePasswordInput, LoginInput, RegisterInput } from '../users/users.inputs';
import { SignInService } from './sign-in.service';

@Resolver()
export class AuthResolver {
  constructor(private readonly signIn: SignInService) {}

  @Mutation(() => AuthPayloadModel)
  register(@Args('input') input: RegisterInput, @ClientIp() ip: string): Promise<AuthPayloadModel> {
    return this.signIn.register(input, ip);
  }

  @Mutation(() => AuthPayloadModel)
  login(@Args('input') input: LoginInput, @ClientIp() ip: string): Promise<AuthPayloadModel> {
    return this.signIn.login(input.email, input.password, ip);
  }

  @Mutation(() => AuthPayloadModel, { description: 'Returns a new token; every token issued before stops working.' })
  @Authenticated()
  changePassword(@CurrentUser() viewer: AuthUser, @Args('input') input: ChangePasswordInput): Promise<AuthPayloadModel> {
    return this.signIn.changePassword(viewer, input.currentPassword, input.newPassword);
  }
}
