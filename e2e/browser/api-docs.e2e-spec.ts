import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP, openVisitor } from './support/session';
import { useShop } from '../support/shop';

// The REST reference at /api/docs (decision 0451) is drawn in the browser by Swagger UI from the
// gateway's own files, under the shop's Content-Security-Policy (decision 0405).
const shop = useShop();

describe('the REST API reference page', () => {
  it('renders the document in Chromium under the shop’s CSP, with no violation and nothing loaded from elsewhere', async () => {
    const { page, close } = await openVisitor(DESKTOP);
    try {
      const violations: string[] = [];
      const elsewhere: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __csp: string[] }).__csp ??= [];
          (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      page.on('request', (r) => {
        if (!r.url().startsWith(shop.baseUrl) && !r.url().startsWith('data:')) elsewhere.push(r.url());
      });
      const answer = await page.goto(`${shop.baseUrl}/api/docs`);
      assert.match(answer?.headers()['content-security-policy'] ?? '', /script-src 'self'/, 'the page is served under the CSP');

      await page.getByRole('heading', { name: /Túi Việt REST API/ }).waitFor();
      await page.getByRole('heading', { name: 'Orders' }).first().waitFor();
      // An operation opens to show its parameters and answers.
      const placement = page.locator('#operations-Orders-Orders_place');
      await placement
        .getByRole('button', { name: /POST \/api\/orders/ })
        .first()
        .click();
      await placement.getByText('Idempotency-Key').first().waitFor();
      await page.waitForLoadState('networkidle');

      violations.push(...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])) as string[]));
      assert.deepEqual(violations, []);
      assert.deepEqual(elsewhere, []);
    } finally {
      await close();
    }
  });
});
