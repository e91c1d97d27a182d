import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { DEMO } from '../support/identity';
import { DESKTOP, PHONE, openVisitor, signInAs } from './support/session';
import { useShop } from '../support/shop';

// Decision 0405: the Content-Security-Policy allows what the web app loads.
// A page that needed anything else would report a violation here (scripts, styles, images, XHR).
const shop = useShop();

for (const viewport of [DESKTOP, PHONE]) {
  describe(`content security policy at ${viewport.width}px`, () => {
    it('lets the storefront, a product page, sign-in and the admin area load without a single violation', async () => {
      const products = (await new ShopClient(shop.baseUrl).get('/api/products?limit=1')).body.data.products as { _id: string }[];
      assert.equal(products.length, 1);
      const { page, close } = await openVisitor(viewport);
      try {
        const violations: string[] = [];
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (e) => {
            (window as unknown as { __csp: string[] }).__csp ??= [];
            (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
          });
        });
        page.on('console', (m) => {
          if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
        });
        const visit = async (path: string) => {
          await page.goto(`${shop.baseUrl}${path}`);
          await page.locator('#root main, #root [role="main"]').first().waitFor();
          // Lazy chunks, styles and images load after the first paint.
          await page.waitForLoadState('networkidle');
          violations.push(...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])) as string[]).map((v) => `${path}: ${v}`));
        };
        await visit('/');
        await visit(`/products/${products[0]._id}`);
        await visit('/login');
        await signInAs(page, shop.baseUrl, DEMO.admin.email, DEMO.admin.password);
        await visit('/admin');
        assert.deepEqual(violations, []);
      } finally {
        await close();
      }
    });
  });
}
