import { Injectable } from '@nestjs/common';
import type { CryptoKey } from 'jose';
import { loadPublicKey } from './keys';
import { SessionVersions } from './revocations';
import { verifyAccessToken, type AuthUser } from './tokens';

/** Verifies tokens with identity's public key and refuses those revoked by a password change. */
@Injectable()
export class TokenVerifier {
  private key?: Promise<CryptoKey>;
  readonly sessions = new SessionVersions();

  async verify(token: string): Promise<AuthUser> {
    this.key ??= loadPublicKey();
    const user = await verifyAccessToken(await this.key, token);
    if (user.sessionVersion < (await this.sessions.current(user.id))) throw new Error('token revoked');
    return user;
  }
}
