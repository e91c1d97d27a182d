import { Controller, Get, Req } from '@nestjs/common';
import type { Request } from 'express';
import { OwnAuthorizationHeader, SESSION_VERSION_PATH, TokenVerifier, bearerToken, type SessionVersionAnswer } from '@shop/auth';
import { IdentityErrors } from '../common/errors';
import { SessionRevocations } from './session-revocations';

/**
 * Where the gateway and the services ask a user's minimum session version when Redis cannot vouch
 * for it (decision 0106). The caller presents the token it checks: only its holder learns about
 * the account. Internal: the gateway does not route this path.
 */
@Controller()
export class SessionVersionController {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly revocations: SessionRevocations,
  ) {}

  @Get(SESSION_VERSION_PATH)
  @OwnAuthorizationHeader()
  async sessionVersion(@Req() req: Request): Promise<SessionVersionAnswer> {
    const user = await this.verifier.verifySignature(bearerToken(req as never) ?? '').catch(() => {
      throw IdentityErrors.sessionGone();
    });
    const version = await this.revocations.minimumVersion(user.id);
    return { sessionVersion: Number.isFinite(version) ? version : null };
  }
}
