import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from '@shop/testing';
import { ShopClient } from '../support/http';
import { startMockProvider } from '../support/oidc';
import { startSystem, type RunningSystem } from '../support/system';

// External sign-in in the browser (product §10 Login and /auth/callback, §10 Authentication, §13),
// against the mock OpenID provider the e2e system is configured for (e2e/support/oidc.ts).

let system: RunningSystem;
let browser: Browser;
let provider: Awaited<ReturnType<typeof startMockProvider>>;

before(async () => {
  system = await startSystem();
  provider = await startMockProvider();
  browser = await chromium.launch({ executablePath: chromiumPath(), headless: true });
});
after(async () => {
  await browser?.close();
  await provider?.stop();
  await system?.stop();
});

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

async function clickExternalSignIn(page: Page): Promise<void> {
  await page.goto(`${system.baseUrl}/login`);
  await page
    .getByRole('button', { name: /google/i })
    .or(page.getByRole('link', { name: /google/i }))
    .first()
    .click();
}

/** The token the web app stored locally (product §10: signed in means a user and a token are stored). */
const storedToken = (page: Page): Promise<string | undefined> =>
  page.evaluate(
    (pattern) =>
      Object.values(localStorage)
        .map((v) => v.replace(/^"|"$/g, ''))
        .find((v) => new RegExp(pattern).test(v)),
    JWT.source,
  );

describe('external sign-in in the browser', () => {
  it("signs a new customer in: 'Đăng nhập Google thành công!', token removed from the address bar, then the home page", async () => {
    const email = `browser.${Date.now()}@gmail.example`;
    provider.signInAs({ sub: `browser-${Date.now()}`, email, name: 'Trình Duyệt' });
    const page = await browser.newPage();
    const urls: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && urls.push(f.url()));
    await clickExternalSignIn(page);
    await page.getByText('Đăng nhập Google thành công!').waitFor({ timeout: 10_000 });
    assert.ok(!page.url().includes('token='), `the token left the address bar: ${page.url()}`);
    await page.waitForURL(`${system.baseUrl}/`, { timeout: 5_000 });
    assert.ok(
      urls.some((u) => u.startsWith(`${system.baseUrl}/auth/callback`)),
      'went through /auth/callback',
    );
    const token = await storedToken(page);
    assert.ok(token, 'a token is stored locally');
    const me = await new ShopClient(system.baseUrl, token).get('/api/auth/me');
    assert.equal(me.body.data.user.email, email);
    await page.close();
  });

  it('shows the error and returns to /login when the provider e-mail is not verified', async () => {
    provider.signInAs({ sub: `browser-unverified-${Date.now()}`, email: `unverified.${Date.now()}@gmail.example`, email_verified: false });
    const page = await browser.newPage();
    await clickExternalSignIn(page);
    await page.getByText('Email Google của bạn chưa được xác minh').waitFor({ timeout: 10_000 });
    await page.waitForURL(`${system.baseUrl}/login`, { timeout: 5_000 });
    assert.equal(await storedToken(page), undefined);
    await page.close();
  });
});
