import { Injectable } from '@nestjs/common';
import type { CryptoKey } from 'jose';
import { loadPublicKey } from './keys';
import { SessionVersions } from './revocations';
import { verifyAccessTokenClaims, type AuthUser } from './tokens';

/** Tokens whose signature was checked, per process (a shopper sends the same token many times). */
const VERIFIED_MAX = 10_000;

/** Verifies tokens with identity's public key and refuses those revoked by a password change. */
@Injectable()
export class TokenVerifier {
  private key?: Promise<CryptoKey>;
  readonly sessions = new SessionVersions();
  /**
   * A token string whose signature, issuer and audience were verified, with its expiry: the same
   * bytes verify the same way, so only the expiry is checked again. Revocation is not cached: the
   * session version is asked on every request (decisions 0004, 0421).
   */
  private readonly verified = new Map<string, { user: AuthUser; expiresAt: number }>();

  async verify(token: string): Promise<AuthUser> {
    const user = await this.signed(token);
    if (user.sessionVersion < (await this.sessions.current(user.id))) throw new Error('token revoked');
    return user;
  }

  private async signed(token: string): Promise<AuthUser> {
    const hit = this.verified.get(token);
    if (hit && hit.expiresAt > Date.now()) return hit.user;
    if (hit) this.verified.delete(token);
    this.key ??= loadPublicKey();
    const { user, expiresAt } = await verifyAccessTokenClaims(await this.key, token);
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, { user, expiresAt });
    return user;
  }
}
