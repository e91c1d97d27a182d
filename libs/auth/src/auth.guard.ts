import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { forbidden, unauthenticated } from '@shop/platform';
import { AUTH_OWN_HEADER, AUTH_REQUIRED, AUTH_ROLES } from './decorators';
import { bearerToken, requestOf } from './request';
import { TokenVerifier } from './token-verifier';

/**
 * Global guard: a presented token must be valid (a forged, unsigned, expired or revoked one is
 * 401 everywhere; 503 when its revocation cannot be checked); routes marked @Authenticated/@Roles also need one, with the right role.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = requestOf(ctx);
    if (!req) return true;
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(AUTH_OWN_HEADER, targets)) return true;
    const token = bearerToken(req);
    // Field resolvers run this guard too; the token is verified once per request.
    if (token !== undefined && !req.authChecked) {
      req.user = await this.verifier.authenticate(token);
      req.authChecked = true;
    }
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(AUTH_ROLES, targets);
    const required = roles !== undefined || this.reflector.getAllAndOverride<boolean>(AUTH_REQUIRED, targets);
    if (!required) return true;
    if (!req.user) throw unauthenticated();
    if (roles && !roles.includes(req.user.role)) throw forbidden();
    return true;
  }
}
