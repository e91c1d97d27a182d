import { SignJWT, jwtVerify, type CryptoKey } from 'jose';
import { JWT_ALG } from './keys';

export const TOKEN_ISSUER = 'shop-identity';
export const TOKEN_AUDIENCE = 'shop';

export interface AuthUser {
  id: string;
  role: 'customer' | 'admin' | 'seller';
  email: string;
  name: string;
  /** Session version: tokens older than the user's current version are revoked. */
  sessionVersion: number;
}

export async function signAccessToken(key: CryptoKey, user: AuthUser, ttl = process.env.JWT_TTL ?? '7d'): Promise<string> {
  return new SignJWT({ role: user.role, email: user.email, name: user.name, sv: user.sessionVersion })
    .setProtectedHeader({ alg: JWT_ALG, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(key);
}

const ROLES = new Set(['customer', 'admin', 'seller']);

/** Verifies signature, algorithm, issuer, audience and expiry; throws on any doubt. */
export async function verifyAccessToken(key: CryptoKey, token: string): Promise<AuthUser> {
  return (await verifyAccessTokenClaims(key, token)).user;
}

/** `verifyAccessToken`, with the token's expiry (ms since the epoch; a token without one lasts an hour at most here). */
export async function verifyAccessTokenClaims(key: CryptoKey, token: string): Promise<{ user: AuthUser; expiresAt: number }> {
  const { payload } = await jwtVerify(token, key, {
    algorithms: [JWT_ALG],
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
  });
  const role = String(payload.role);
  if (!payload.sub || !ROLES.has(role)) throw new Error('malformed token claims');
  return {
    user: {
      id: payload.sub,
      role: role as AuthUser['role'],
      email: String(payload.email ?? ''),
      name: String(payload.name ?? ''),
      sessionVersion: Number(payload.sv ?? 0),
    },
    expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now() + 3_600_000,
  };
}
