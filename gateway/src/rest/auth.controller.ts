import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { GatewayExecutor, type RestEnvelope } from '../graphql/gateway-executor';
import { asBody, optionalText, text } from './identity-body';
import { ApiRoute } from './openapi/api-route';

// product §3 User, with its addresses (REST names ids `_id`).
const USER = 'id name email phone role isActive createdAt addresses { id fullName phone addressLine ward district city isDefault }';

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { token user { ${USER} } } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token user { ${USER} } } }`;
const ME = `query Me { me { ${USER} } }`;
const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER} } }`;
const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token user { ${USER} } } }`;
const FORGOT_PASSWORD = `mutation ForgotPassword($email: String!) { forgotPassword(email: $email) { success message } }`;
const RESET_PASSWORD = `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { success message } }`;

type AuthPayload = { token: string; user: unknown };
type MessagePayload = { success: boolean; message: string };

/** product §15 /auth/*: the same identity operations as the GraphQL API, in the REST envelope. */
@Controller('api/auth')
export class AuthController {
  constructor(private readonly gql: GatewayExecutor) {}

  @Post('register')
  @HttpCode(201)
  @ApiRoute({
    tag: 'Account',
    summary: 'Create a customer account',
    access: 'anyone',
    operation: REGISTER,
    data: { field: 'register' },
    message: true,
    body: { input: 'input' },
    errors: { 409: ['EMAIL_TAKEN'], 429: ['RATE_LIMITED'] },
  })
  register(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<AuthPayload>> {
    const b = asBody(raw);
    const input = { name: text(b.name), email: text(b.email), phone: text(b.phone), password: text(b.password) };
    return this.gql.rest(req, REGISTER, { input }, (d: { register: AuthPayload }) => d.register, 'Đăng ký thành công');
  }

  @Post('login')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Account',
    summary: 'Sign in with e-mail and password',
    access: 'anyone',
    operation: LOGIN,
    data: { field: 'login' },
    message: true,
    body: { input: 'input' },
    errors: { 401: ['INVALID_CREDENTIALS'], 403: ['ACCOUNT_LOCKED'], 429: ['RATE_LIMITED'] },
  })
  login(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<AuthPayload>> {
    const b = asBody(raw);
    return this.gql.rest(
      req,
      LOGIN,
      { input: { email: text(b.email), password: text(b.password) } },
      (d: { login: AuthPayload }) => d.login,
      'Đăng nhập thành công',
    );
  }

  @Get('me')
  @ApiRoute({ tag: 'Account', summary: 'The signed-in user, with addresses', access: 'signedIn', operation: ME, data: { wrap: { user: 'me' } } })
  me(@Req() req: Request): Promise<RestEnvelope<{ user: unknown }>> {
    return this.gql.rest(req, ME, undefined, (d: { me: unknown }) => ({ user: d.me }));
  }

  /** The e-mail is read-only (product §11): one sent here is ignored. */
  @Put('updateProfile')
  @ApiRoute({
    tag: 'Account',
    summary: 'Change name and phone (the e-mail is read-only)',
    access: 'signedIn',
    operation: UPDATE_PROFILE,
    data: { wrap: { user: 'updateProfile' } },
    message: true,
    body: { input: 'input' },
  })
  updateProfile(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<{ user: unknown }>> {
    const b = asBody(raw);
    const input = { name: optionalText(b.name), phone: optionalText(b.phone) };
    return this.gql.rest(req, UPDATE_PROFILE, { input }, (d: { updateProfile: unknown }) => ({ user: d.updateProfile }), 'Cập nhật thông tin thành công');
  }

  /** Answers a new token: every token issued before the change stops working. */
  @Put('changePassword')
  @ApiRoute({
    tag: 'Account',
    summary: 'Change the password: answers a new token, every older one stops working',
    access: 'signedIn',
    operation: CHANGE_PASSWORD,
    data: { field: 'changePassword' },
    message: true,
    body: { input: 'input' },
    errors: { 400: ['INVALID_CURRENT_PASSWORD'], 429: ['RATE_LIMITED'] },
  })
  changePassword(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<AuthPayload>> {
    const b = asBody(raw);
    const input = { currentPassword: text(b.currentPassword), newPassword: text(b.newPassword) };
    return this.gql.rest(req, CHANGE_PASSWORD, { input }, (d: { changePassword: AuthPayload }) => d.changePassword, 'Đổi mật khẩu thành công');
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Account',
    summary: 'Mail a temporary password',
    access: 'anyone',
    operation: FORGOT_PASSWORD,
    data: { empty: true },
    message: true,
    body: { variables: ['email'] },
    errors: { 429: ['RATE_LIMITED'] },
  })
  async forgotPassword(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<Record<string, never>>> {
    const data = await this.gql.execute<{ forgotPassword: MessagePayload }>(req, FORGOT_PASSWORD, { email: text(asBody(raw).email) });
    return { success: true, message: data.forgotPassword.message, data: {} };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiRoute({
    tag: 'Account',
    summary: 'Set a new password with the temporary one',
    access: 'anyone',
    operation: RESET_PASSWORD,
    data: { empty: true },
    message: true,
    body: { input: 'input' },
    errors: { 400: ['INVALID_TEMPORARY_PASSWORD'], 429: ['RATE_LIMITED'] },
  })
  async resetPassword(@Req() req: Request, @Body() raw: unknown): Promise<RestEnvelope<Record<string, never>>> {
    const b = asBody(raw);
    const input = {
      email: text(b.email),
      temporaryPassword: text(b.temporaryPassword),
      newPassword: text(b.newPassword),
      confirmPassword: text(b.confirmPassword),
    };
    const data = await this.gql.execute<{ resetPassword: MessagePayload }>(req, RESET_PASSWORD, { input });
    return { success: true, message: data.resetPassword.message, data: {} };
  }
}
