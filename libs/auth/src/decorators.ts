import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { PERMISSIONS, type Permission, type Role } from '@shop/contracts';
import { requestOf } from './request';
import type { AuthUser } from './tokens';

export const AUTH_REQUIRED = 'auth:required';
export const AUTH_ROLES = 'auth:roles';
export const AUTH_OWN_HEADER = 'auth:own-header';

/** The caller must present a valid token. */
export const Authenticated = (): MethodDecorator & ClassDecorator => SetMetadata(AUTH_REQUIRED, true);

/** The caller must present a valid token with one of these roles. */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(AUTH_ROLES, roles);

/**
 * The route reads the Authorization header itself (a bank webhook's `Apikey <key>`): the guard
 * does not take it for a user's token. Such a route must check the header on its own.
 */
export const OwnAuthorizationHeader = (): MethodDecorator & ClassDecorator => SetMetadata(AUTH_OWN_HEADER, true);

/** The caller's role must hold this permission of the staff matrix (decision 0430; 403 otherwise). */
export const Permitted = (permission: Permission): MethodDecorator & ClassDecorator => Roles(...PERMISSIONS[permission]);

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser | undefined => requestOf(ctx).user);
