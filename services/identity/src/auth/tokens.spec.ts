import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { SignJWT, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8 } from 'jose';
import { TokenVerifier, type AuthUser } from '@shop/auth';
import { TokenIssuer } from './token-issuer';

const user: AuthUser = { id: '6f1c7a52-9f0e-4a8e-bf53-0a3c2b1d9e11', role: 'customer', email: 'lan@example.com', name: 'Lan', sessionVersion: 2 };

/** A verifier whose Redis is replaced by a fixed minimum session version. */
function verifierWithMinimumVersion(min: number): TokenVerifier {
  const verifier = new TokenVerifier();
  (verifier as unknown as { sessions: { current: () => Promise<number> } }).sessions = { current: async () => min };
  return verifier;
}

describe('access tokens', () => {
  before(async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    process.env.JWT_PRIVATE_KEY = await exportPKCS8(privateKey);
    process.env.JWT_PUBLIC_KEY = await exportSPKI(publicKey);
  });

  it('are EdDSA-signed by identity and carry id, role, e-mail, name and session version', async () => {
    const token = await new TokenIssuer().issue(user);
    assert.equal(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg, 'EdDSA');
    assert.deepEqual(await verifierWithMinimumVersion(0).verify(token), user);
  });

  it('are refused when a single character of the payload is changed', async () => {
    const [h, p, s] = (await new TokenIssuer().issue(user)).split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url')}.${s}`;
    await assert.rejects(verifierWithMinimumVersion(0).verify(tampered));
  });

  it('are refused when signed with another key or not signed at all', async () => {
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ role: 'admin', sv: 0 })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(user.id)
      .setIssuer('shop-identity')
      .setAudience('shop')
      .setExpirationTime('1h')
      .sign(other.privateKey);
    await assert.rejects(verifierWithMinimumVersion(0).verify(forged));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, role: 'admin', iss: 'shop-identity', aud: 'shop' })).toString('base64url')}.`;
    await assert.rejects(verifierWithMinimumVersion(0).verify(none));
  });

  it('are refused once expired', async () => {
    process.env.JWT_TTL = '-1s';
    try {
      const token = await new TokenIssuer().issue(user);
      await assert.rejects(verifierWithMinimumVersion(0).verify(token));
    } finally {
      delete process.env.JWT_TTL;
    }
  });

  it('are refused everywhere once the password changed (their session version is below the current one)', async () => {
    const token = await new TokenIssuer().issue(user);
    await verifierWithMinimumVersion(2).verify(token);
    await assert.rejects(verifierWithMinimumVersion(3).verify(token), /revoked/);
  });

  it('from another issuer or for another audience are refused, even with the right key', async () => {
    const key = await importPKCS8(process.env.JWT_PRIVATE_KEY!, 'EdDSA');
    const make = (iss: string, aud: string) =>
      new SignJWT({ role: 'customer', sv: 2 })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setSubject(user.id)
        .setIssuer(iss)
        .setAudience(aud)
        .setExpirationTime('1h')
        .sign(key);
    await verifierWithMinimumVersion(0).verify(await make('shop-identity', 'shop'));
    await assert.rejects(verifierWithMinimumVersion(0).verify(await make('someone-else', 'shop')));
    await assert.rejects(verifierWithMinimumVersion(0).verify(await make('shop-identity', 'another-app')));
  });
});
