import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { storedSession } from './session';

/** The budget: the JavaScript a page a shopper opens loads, gzipped (gzip -9). */
export const SHOPPER_PAGE_BUDGET_BYTES = 200 * 1024;

/**
 * Signs `page`'s fresh profile in before its first page loads (the stored session, as the web app
 * keeps it), and records every script of the shop the page fetches from then on: call before the
 * first `goto`, so the browser's cache is empty and nothing loaded earlier is left out.
 */
export async function recordScriptsSignedIn(page: Page, baseUrl: string, email: string, password: string): Promise<Set<string>> {
  const entries = await storedSession(baseUrl, email, password);
  await page.context().addInitScript((stored: Record<string, string>) => {
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, entries);
  const scripts = new Set<string>();
  const origin = new URL(baseUrl).origin;
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).origin === origin) scripts.add(request.url());
  });
  return scripts;
}

/** The gzipped size (gzip -9, as `npm run bench -- bundle` counts) of these scripts together. */
export async function gzipBytes(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    total += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}
