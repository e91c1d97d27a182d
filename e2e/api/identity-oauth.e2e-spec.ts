import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { registerCustomer } from '../support/identity';
import { E2E_OIDC, startMockProvider } from '../support/oidc';
import { useShop } from '../support/shop';

const shop = useShop();

const location = (res: Response): URL => new URL(res.headers.get('location') ?? '', shop.baseUrl);

/** Follows the external sign-in as a browser does, keeping the state cookie; answers the final page. */
async function browserSignIn(): Promise<URL> {
  const start = await fetch(`${shop.baseUrl}/api/auth/google`, { redirect: 'manual' });
  assert.equal(start.status, 302);
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0];
  const back = await fetch(location(start), { redirect: 'manual' });
  assert.equal(back.status, 302);
  const callback = location(back);
  assert.equal(callback.pathname, '/api/auth/google/callback');
  const done = await fetch(callback, { redirect: 'manual', headers: { cookie } });
  assert.equal(done.status, 302);
  return location(done);
}

describe('external sign-in through the gateway (OpenID Connect against a mock provider)', () => {
  it('answers 503 "Không thể kết nối đến server" while the provider cannot be reached', async () => {
    const res = await shop.api.get('/api/auth/google');
    assert.equal(res.status, 503);
    assert.deepEqual(res.body, { success: false, message: 'Không thể kết nối đến server', code: 'OAUTH_UNAVAILABLE' });
  });

  describe('with the provider up', () => {
    let provider: Awaited<ReturnType<typeof startMockProvider>>;
    before(async () => {
      provider = await startMockProvider();
    });
    after(() => provider.stop());

    it('redirects to the provider with state, nonce and PKCE S256, and back to the gateway callback', async () => {
      const res = await fetch(`${shop.baseUrl}/api/auth/google`, { redirect: 'manual' });
      assert.equal(res.status, 302);
      const url = location(res);
      assert.equal(url.origin, E2E_OIDC.issuer);
      assert.equal(url.searchParams.get('client_id'), E2E_OIDC.clientId);
      assert.equal(url.searchParams.get('redirect_uri'), `${shop.baseUrl}/api/auth/google/callback`);
      assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
      for (const p of ['state', 'nonce', 'code_challenge']) assert.ok(url.searchParams.get(p), p);
      assert.match(res.headers.get('set-cookie') ?? '', /^shop_oidc_state=.+HttpOnly/);
    });

    it('creates a customer and lands on /auth/callback with token and success=true; the token works on /api/auth/me', async () => {
      const email = `google.${Date.now()}@gmail.example`;
      provider.signInAs({ sub: `g-${Date.now()}`, email, name: 'Lý Thị Google' });
      const page = await browserSignIn();
      assert.equal(`${page.origin}${page.pathname}`, `${shop.baseUrl}/auth/callback`);
      assert.equal(page.searchParams.get('success'), 'true');
      const me = await shop.api.withToken(page.searchParams.get('token')!).get('/api/auth/me');
      assert.equal(me.status, 200);
      assert.equal(me.body.data.user.email, email);
      assert.equal(me.body.data.user.role, 'customer');
      assert.equal(me.body.data.user.name, 'Lý Thị Google');
    });

    it('links to the existing account with the same verified e-mail', async () => {
      const { user, email } = await registerCustomer(shop.api);
      provider.signInAs({ sub: `g-link-${Date.now()}`, email });
      const page = await browserSignIn();
      const me = await shop.api.withToken(page.searchParams.get('token')!).get('/api/auth/me');
      assert.equal(me.body.data.user._id, user._id);
    });

    it('sends the browser to /auth/callback with success=false and the error for an unverified e-mail', async () => {
      provider.signInAs({ sub: `g-unverified-${Date.now()}`, email: `u.${Date.now()}@gmail.example`, email_verified: false });
      const page = await browserSignIn();
      assert.equal(page.pathname, '/auth/callback');
      assert.equal(page.searchParams.get('success'), 'false');
      assert.equal(page.searchParams.get('error'), 'Email Google của bạn chưa được xác minh');
      assert.equal(page.searchParams.get('token'), null);
    });

    it('refuses a callback that did not start in this browser (no state cookie)', async () => {
      provider.signInAs({ sub: `g-csrf-${Date.now()}`, email: `c.${Date.now()}@gmail.example` });
      const start = await fetch(`${shop.baseUrl}/api/auth/google`, { redirect: 'manual' });
      const back = await fetch(location(start), { redirect: 'manual' });
      const done = await fetch(location(back), { redirect: 'manual' });
      assert.equal(location(done).searchParams.get('success'), 'false');
    });
  });
});
