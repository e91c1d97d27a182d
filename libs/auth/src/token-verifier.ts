import { Injectable } from '@nestjs/common';
import type { CryptoKey } from 'jose';
import { DomainError, serviceUnavailable, UNAVAILABLE_CODE } from '@shop/platform';
import { loadPublicKey } from './keys';
import { SessionVersions } from './revocations';
import { IdentitySessionAuthority, type SessionAuthority } from './session-authority';
import { verifyAccessTokenClaims, type AuthUser } from './tokens';

/** Tokens whose signature was checked, per process (a shopper sends the same token many times). */
const VERIFIED_MAX = 10_000;
/** How long identity's answer about a user stands in for Redis (decision 0106). */
export const AUTHORITY_CACHE_MS = 5_000;

const INVALID_TOKEN = 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn';
const invalidToken = (): DomainError => new DomainError('UNAUTHENTICATED', INVALID_TOKEN, 401);

/** The 503 TokenVerifier throws when it cannot check a token's revocation (decision 0106). */
export const isUnavailable = (err: unknown): err is DomainError => err instanceof DomainError && err.code === UNAVAILABLE_CODE;

/** Remembers up to `max` entries, dropping the oldest first. */
function remember<V>(map: Map<string, V>, key: string, value: V, max = VERIFIED_MAX): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/** Verifies tokens with identity's public key and refuses those revoked by a password change. */
@Injectable()
export class TokenVerifier {
  private key?: Promise<CryptoKey>;
  readonly sessions = new SessionVersions();
  /** Asked when Redis cannot vouch for a version; identity replaces it with its own table. */
  authority: SessionAuthority = new IdentitySessionAuthority();
  /**
   * A token string whose signature, issuer and audience were verified, with its expiry: the same
   * bytes verify the same way, so only the expiry is checked again. Revocation is not cached: the
   * session version is asked on every request (decisions 0004, 0421).
   */
  private readonly verified = new Map<string, { user: AuthUser; expiresAt: number }>();
  /** identity's answers per user, for AUTHORITY_CACHE_MS, while Redis cannot vouch. */
  private readonly answers = new Map<string, { version: number; until: number }>();

  /**
   * The token's user, unless the token is forged, expired or revoked (throws). Throws a 503
   * DomainError when neither Redis nor identity can tell whether it is revoked: a valid token is
   * never refused as invalid because Redis is down (decision 0106).
   */
  async verify(token: string): Promise<AuthUser> {
    const user = await this.verifySignature(token);
    if (user.sessionVersion < (await this.minimumVersion(user, token))) throw new Error('token revoked');
    return user;
  }

  /**
   * The user of a presented bearer token, refused as every caller answers it (the services' guard,
   * the gateway): a 401 DomainError for an empty, forged, expired or revoked token, the 503 of
   * `verify` when its revocation cannot be checked.
   */
  async authenticate(token: string): Promise<AuthUser> {
    if (!token) throw invalidToken();
    return this.verify(token).catch((err: unknown) => {
      throw isUnavailable(err) ? err : invalidToken();
    });
  }

  /** Signature, issuer, audience and expiry only: not whether the token was revoked. */
  async verifySignature(token: string): Promise<AuthUser> {
    const hit = this.verified.get(token);
    if (hit && hit.expiresAt > Date.now()) return hit.user;
    if (hit) this.verified.delete(token);
    this.key ??= loadPublicKey();
    const { user, expiresAt } = await verifyAccessTokenClaims(await this.key, token);
    remember(this.verified, token, { user, expiresAt });
    return user;
  }

  /** Redis's number when it can vouch for it, else identity's (kept a few seconds). */
  private async minimumVersion(user: AuthUser, token: string): Promise<number> {
    const fromRedis = await this.sessions.current(user.id).catch(() => undefined);
    if (fromRedis !== undefined) return fromRedis;
    const answer = this.answers.get(user.id);
    if (answer && answer.until > Date.now()) return answer.version;
    let version: number;
    try {
      version = await this.authority.minimumVersion(user, token);
    } catch {
      throw serviceUnavailable();
    }
    remember(this.answers, user.id, { version, until: Date.now() + AUTHORITY_CACHE_MS });
    return version;
  }
}
