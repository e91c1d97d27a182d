import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { SignJWT, generateKeyPair } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { ME, registerCustomer, startIdentity, type IdentityUnderTest } from './support/identity-app';

let identity: IdentityUnderTest;
let provider: OAuth2Server;

before(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  identity = await startIdentity({ GOOGLE_CLIENT_ID: 'shop-client', GOOGLE_CLIENT_SECRET: 'shop-secret', GOOGLE_ISSUER: provider.issuer.url });
});
after(async () => {
  await identity.close();
  await provider.stop();
});
beforeEach(() => provider.service.removeAllListeners());

interface Claims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  [k: string]: unknown;
}

/** What the provider puts into the ID token of the next sign-in. */
function providerSays(claims: Claims): void {
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, claims));
}

const location = (res: Response) => new URL(res.headers.get('location') ?? '');

/** Goes through the flow as a browser would and answers where identity finally sends it. */
async function signIn(opts: { cookie?: (state: string) => string | undefined; atProvider?: (authorize: URL) => Promise<void> } = {}): Promise<URL> {
  const start = await fetch(`${identity.url}/oauth/google`, { redirect: 'manual' });
  assert.equal(start.status, 302);
  await opts.atProvider?.(location(start));
  const state = /shop_oidc_state=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const atProvider = await fetch(location(start), { redirect: 'manual' });
  const back = location(atProvider);
  const cookie = opts.cookie ? opts.cookie(state) : `shop_oidc_state=${state}`;
  const callback = await fetch(`${identity.url}/oauth/google/callback${back.search}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  assert.equal(callback.status, 302);
  return location(callback);
}

const failureOf = (url: URL) => ({ success: url.searchParams.get('success'), error: url.searchParams.get('error'), token: url.searchParams.get('token') });

describe('external sign-in (OpenID Connect)', () => {
  it('redirects to the provider with state, nonce and a PKCE S256 challenge, and binds the state to the browser', async () => {
    const res = await fetch(`${identity.url}/oauth/google`, { redirect: 'manual' });
    assert.equal(res.status, 302);
    const url = location(res);
    assert.equal(`${url.origin}${url.pathname}`, `${provider.issuer.url}/authorize`);
    assert.equal(url.searchParams.get('response_type'), 'code');
    assert.equal(url.searchParams.get('client_id'), 'shop-client');
    assert.equal(url.searchParams.get('redirect_uri'), 'http://shop.test/api/auth/google/callback');
    assert.match(url.searchParams.get('scope') ?? '', /openid.*email/);
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.match(url.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.ok((url.searchParams.get('state') ?? '').length >= 20);
    assert.ok((url.searchParams.get('nonce') ?? '').length >= 20);
    const cookie = res.headers.get('set-cookie') ?? '';
    assert.match(cookie, new RegExp(`shop_oidc_state=${url.searchParams.get('state')};`));
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Lax/);
  });

  it('creates a customer for a new verified e-mail and sends the browser to /auth/callback with a token', async () => {
    const email = `g.${Date.now()}@gmail.example`;
    providerSays({ sub: `google-${Date.now()}`, email, email_verified: true, name: 'Võ Thị Sáu' });
    const back = await signIn();
    assert.equal(`${back.origin}${back.pathname}`, 'http://shop.test/auth/callback');
    assert.equal(back.searchParams.get('success'), 'true');
    const me = await identity.gql(ME, {}, { token: back.searchParams.get('token')! });
    assert.equal(me.data.me.email, email);
    assert.equal(me.data.me.name, 'Võ Thị Sáu');
    assert.equal(me.data.me.role, 'customer');
    const events = await identity.pool.query("SELECT 1 FROM outbox WHERE type = 'identity.UserRegistered' AND payload->>'email' = $1", [email]);
    assert.equal(events.rowCount, 1);
  });

  it('links to an existing account with the same e-mail, and finds it again by the provider subject', async () => {
    const { user, email } = await registerCustomer(identity);
    const sub = `google-link-${Date.now()}`;
    providerSays({ sub, email: email.toUpperCase(), email_verified: true });
    const first = await signIn();
    assert.equal((await identity.gql(ME, {}, { token: first.searchParams.get('token')! })).data.me.id, user.id);
    provider.service.removeAllListeners();
    providerSays({ sub, email: `changed.${email}`, email_verified: true });
    const second = await signIn();
    assert.equal((await identity.gql(ME, {}, { token: second.searchParams.get('token')! })).data.me.id, user.id);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    providerSays({ sub: `google-unverified-${Date.now()}`, email: `u.${Date.now()}@gmail.example`, email_verified: false });
    assert.deepEqual(failureOf(await signIn()), { success: 'false', error: 'Email Google của bạn chưa được xác minh', token: null });
  });

  it('refuses a locked account', async () => {
    const { user, email } = await registerCustomer(identity);
    await identity.pool.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
    providerSays({ sub: `google-locked-${Date.now()}`, email, email_verified: true });
    assert.equal(failureOf(await signIn()).error, 'Tài khoản đã bị khóa');
  });

  it('refuses a callback from another browser (no or another state cookie)', async () => {
    providerSays({ sub: `google-csrf-${Date.now()}`, email: `c.${Date.now()}@gmail.example`, email_verified: true });
    assert.equal(failureOf(await signIn({ cookie: () => undefined })).success, 'false');
    assert.equal(failureOf(await signIn({ cookie: () => 'shop_oidc_state=someone-elses-state' })).success, 'false');
  });

  it('uses a state once: replaying the callback fails', async () => {
    providerSays({ sub: `google-replay-${Date.now()}`, email: `r.${Date.now()}@gmail.example`, email_verified: true });
    const start = await fetch(`${identity.url}/oauth/google`, { redirect: 'manual' });
    const state = /shop_oidc_state=([^;]+)/.exec(start.headers.get('set-cookie') ?? '')?.[1];
    const back = location(await fetch(location(start), { redirect: 'manual' }));
    const call = () => fetch(`${identity.url}/oauth/google/callback${back.search}`, { redirect: 'manual', headers: { cookie: `shop_oidc_state=${state}` } });
    assert.equal(location(await call()).searchParams.get('success'), 'true');
    assert.deepEqual(failureOf(location(await call())), { success: 'false', error: 'Phiên đăng nhập Google đã hết hạn, vui lòng thử lại', token: null });
  });

  it('refuses an ID token for another audience, with another nonce, or not signed by the provider', async () => {
    const base = { email: `t.${Date.now()}@gmail.example`, email_verified: true };
    providerSays({ sub: 'aud-test', ...base, aud: 'another-client' });
    assert.equal(failureOf(await signIn()).success, 'false', 'audience');
    provider.service.removeAllListeners();
    providerSays({ sub: 'nonce-test', ...base, nonce: 'not-the-nonce' });
    assert.equal(failureOf(await signIn()).success, 'false', 'nonce');
    provider.service.removeAllListeners();
    const stranger = await generateKeyPair('RS256');
    const kid = provider.issuer.keys.toJSON()[0].kid;
    const forged = await signIn({
      atProvider: async (authorize) => {
        const now = Math.floor(Date.now() / 1000);
        const token = await new SignJWT({ ...base, nonce: authorize.searchParams.get('nonce') })
          .setProtectedHeader({ alg: 'RS256', kid })
          .setIssuer(provider.issuer.url!)
          .setAudience('shop-client')
          .setSubject('forged')
          .setIssuedAt(now)
          .setExpirationTime(now + 300)
          .sign(stranger.privateKey);
        provider.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
          response.body.id_token = token;
        });
      },
    });
    assert.equal(failureOf(forged).success, 'false', 'signature');
    const users = await identity.pool.query("SELECT 1 FROM external_identities WHERE subject = 'forged'");
    assert.equal(users.rowCount, 0);
  });

  it('answers 503 "Không thể kết nối đến server" when no provider is configured or it cannot be reached', async () => {
    const saved = process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_ID;
    try {
      const res = await fetch(`${identity.url}/oauth/google`, { redirect: 'manual' });
      assert.equal(res.status, 503);
      assert.deepEqual(await res.json(), { success: false, message: 'Không thể kết nối đến server', code: 'OAUTH_UNAVAILABLE' });
    } finally {
      process.env.GOOGLE_CLIENT_ID = saved;
    }
    const issuer = process.env.GOOGLE_ISSUER;
    process.env.GOOGLE_ISSUER = 'http://127.0.0.1:1';
    try {
      const res = await fetch(`${identity.url}/oauth/google`, { redirect: 'manual' });
      assert.equal(res.status, 503);
      assert.equal(((await res.json()) as { message: string }).message, 'Không thể kết nối đến server');
    } finally {
      process.env.GOOGLE_ISSUER = issuer;
    }
  });
});
