import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SignJWT, exportSPKI, generateKeyPair, type CryptoKey } from 'jose';
import { JWT_ALG } from './keys';
import { isUnavailable, TokenVerifier } from './token-verifier';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, signAccessToken, type AuthUser } from './tokens';

const user: AuthUser = { id: '6f1c2d34-0000-4000-8000-000000000001', role: 'customer', email: 'lan@example.com', name: 'Lan', sessionVersion: 2 };

async function setup(): Promise<{ verifier: TokenVerifier; privateKey: CryptoKey; minimum: { version: number | undefined } }> {
  const { privateKey, publicKey } = await generateKeyPair(JWT_ALG, { crv: 'Ed25519', extractable: true });
  process.env.JWT_PUBLIC_KEY = await exportSPKI(publicKey);
  const verifier = new TokenVerifier();
  // The session versions live in Redis; here a number the test moves (undefined: Redis cannot vouch).
  const minimum: { version: number | undefined } = { version: 0 };
  Object.defineProperty(verifier, 'sessions', { value: { current: async () => minimum.version } });
  return { verifier, privateKey, minimum };
}

describe('token verification, with signatures remembered per process', () => {
  it('accepts a good token again and again, and never a tampered copy of it', async () => {
    const { verifier, privateKey } = await setup();
    const token = await signAccessToken(privateKey, user);
    assert.deepEqual(await verifier.verify(token), user);
    assert.deepEqual(await verifier.verify(token), user);
    const [head, body, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    forged.role = 'admin';
    await assert.rejects(verifier.verify(`${head}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`));
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await assert.rejects(verifier.verify(`${head}.${body}.${flipped}`));
  });

  it('refuses a remembered token once its session version is revoked', async () => {
    const { verifier, privateKey, minimum } = await setup();
    const token = await signAccessToken(privateKey, user);
    assert.equal((await verifier.verify(token)).id, user.id);
    minimum.version = 3; // a password change, a lock or a role change
    await assert.rejects(verifier.verify(token), /token revoked/);
  });

  it('refuses a remembered token once it has expired', async () => {
    const { verifier, privateKey } = await setup();
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await new SignJWT({ role: 'customer', email: user.email, name: user.name, sv: user.sessionVersion })
      .setProtectedHeader({ alg: JWT_ALG, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(privateKey);
    assert.equal((await verifier.verify(token)).id, user.id);
    // Time is the subject: the token's expiry passes.
    await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 50));
    await assert.rejects(verifier.verify(token));
  });

  it('asks identity once per user for a few seconds while Redis cannot vouch, and answers 503 when identity cannot either', async () => {
    const { verifier, privateKey, minimum } = await setup();
    const token = await signAccessToken(privateKey, user);
    minimum.version = undefined;
    const asked: string[] = [];
    verifier.authority = {
      minimumVersion: async (u) => {
        asked.push(u.id);
        return 3;
      },
    };
    await assert.rejects(verifier.verify(token), /token revoked/);
    await assert.rejects(verifier.verify(token), /token revoked/);
    assert.deepEqual(asked, [user.id]);

    const other = { ...user, id: '6f1c2d34-0000-4000-8000-000000000002' };
    verifier.authority = { minimumVersion: () => Promise.reject(new Error('identity down')) };
    await assert.rejects(verifier.verify(await signAccessToken(privateKey, other)), (err: unknown) => isUnavailable(err) && err.status === 503);
  });
});
