import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { chromiumPath, HEADLESS_CHROMIUM_FLAGS } from '@shop/testing';
import { ShopClient, uniqueEmail } from '../../support/http';
import { clientAt } from '../../support/identity';

// Browser fixtures of the shell, account and admin journeys: a fresh profile per visitor,
// accounts made through the API, and sign-in by seeding the stored session.

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface Visitor {
  page: Page;
  close(): Promise<void>;
}

/**
 * A fresh Chromium profile (empty localStorage, so signed out with an empty cart). Each visitor
 * gets its own client address (X-Forwarded-For, believed by the gateway from loopback), so the
 * sign-in and password-reset rate limits (docs/decisions/0101) count per test, not per suite.
 */
export async function openVisitor(
  viewport: { width: number; height: number } = DESKTOP,
  { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
): Promise<Visitor> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-visitor-'));
  const context: BrowserContext = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    javaScriptEnabled,
    // As a visitor who asked for less motion (decision 0006): no antd animation whose end a busy
    // machine may never deliver (a closed dialog or a spinner left in the page).
    reducedMotion: 'reduce',
    args: HEADLESS_CHROMIUM_FLAGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize(viewport);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `2001:db8:b0::${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}` });
  page.setDefaultTimeout(15_000);
  if (javaScriptEnabled) waitForTheAppAfterLoads(page);
  return {
    page,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The gateway draws the first screen of some pages as HTML, inert until the app replaces it
 * (decision 0904). A person waits until the page reacts; the journeys do the same: after
 * `goto` and `reload`, until the app has taken the page over.
 */
function waitForTheAppAfterLoads(page: Page): void {
  const tookOver = () => page.waitForFunction(() => !document.querySelector('[data-first-screen]'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await tookOver();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await tookOver();
    return response;
  };
}

export interface Account {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** A new customer registered through the REST facade (not signed in in any browser). */
export async function createCustomer(baseUrl: string, name = 'Khách Thử Nghiệm'): Promise<Account> {
  const account = {
    name: `${name} ${randomInt(1e6)}`,
    email: uniqueEmail('web'),
    phone: `09${randomInt(1e8).toString().padStart(8, '0')}`,
    password: 'matkhau123',
  };
  // From an address of its own: registrations are limited per address (decision 0101).
  const res = await clientAt(new ShopClient(baseUrl)).post('/api/auth/register', account);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return account;
}

/** Signs in through the API: the localStorage entries the web app keeps for its session (token, user, isAuthenticated). */
export async function storedSession(baseUrl: string, email: string, password: string): Promise<Record<string, string>> {
  const res = await new ShopClient(baseUrl).post('/api/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { token, user } = res.body.data;
  return {
    token,
    user: JSON.stringify({ id: user._id, name: user.name, email: user.email, phone: user.phone, role: user.role }),
    isAuthenticated: 'true',
  };
}

/** Signs in through the API and stores the session as the web app does. */
export async function signInAs(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const entries = await storedSession(baseUrl, email, password);
  await page.goto(`${baseUrl}/about`);
  await page.evaluate((stored: Record<string, string>) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
}

/** Signs in with the login form, as a person would. */
export async function signInWithForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** A toast (top-right notification) with this text. */
export const toast = (page: Page, text: string | RegExp): Locator => page.locator('.ant-notification').getByText(text).first();

/** The path of the page, once it is `expected`. */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === expected);
}

/**
 * Picks a province in the 'Tỉnh/Thành phố' combobox (address form, checkout) by typing `typed`
 * (accents optional) and choosing with Enter the one option it leaves, which must
 * be `expected`.
 */
export async function pickProvince(page: Page, typed: string, expected: string): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Tỉnh/Thành phố' });
  await field.fill(typed);
  const options = page.getByRole('listbox', { name: 'Danh sách tỉnh thành' }).getByRole('option');
  await options.filter({ hasText: expected }).first().waitFor();
  if ((await options.count()) !== 1) throw new Error(`'${typed}' should leave one province, not ${(await options.allInnerTexts()).join(' | ')}`);
  await field.press('Enter');
  // The list closes and the field shows the chosen province.
  await options.first().waitFor({ state: 'detached' });
  const id = await field.getAttribute('id');
  await page.waitForFunction(([fieldId, want]) => (document.getElementById(fieldId) as HTMLInputElement | null)?.value === want, [id ?? '', expected] as const);
}
