import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { repoRoot } from './system';

/**
 * The OpenID provider of the whole-system tests. identity in the e2e system is configured with
 * GOOGLE_ISSUER=http://localhost:18090, GOOGLE_CLIENT_ID=shop-e2e, GOOGLE_CLIENT_SECRET=shop-e2e-secret
 * (scripts/test.mjs, e2e/support/system.ts); a test starts this mock on that port while it needs it.
 */
const port = Number(process.env.E2E_OIDC_PORT ?? 18090);
export const E2E_OIDC = { port, issuer: `http://localhost:${port}`, clientId: 'shop-e2e', clientSecret: 'shop-e2e-secret' };

/**
 * One signing key for every run, kept in var/: identity caches the provider's key set, and a
 * provider that came back with a new key would be refused until that cache may refresh.
 */
async function signingKey(): Promise<Record<string, unknown>> {
  const file = path.join(repoRoot, 'var/test-keys/oidc-mock-provider.jwk.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', kid: 'e2e-mock-provider', use: 'sig' };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  return jwk;
}

export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
}

/** Starts the mock provider; `signInAs` decides whose ID token the next sign-ins get. */
export async function startMockProvider(): Promise<{ server: OAuth2Server; signInAs(account: ProviderAccount): void; stop(): Promise<void> }> {
  const server = new OAuth2Server();
  await server.issuer.keys.add(await signingKey());
  await server.start(E2E_OIDC.port, 'localhost');
  return {
    server,
    signInAs(account) {
      server.service.removeAllListeners('beforeTokenSigning');
      server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) =>
        Object.assign(token.payload, { email_verified: true, ...account }),
      );
    },
    stop: () => server.stop(),
  };
}
