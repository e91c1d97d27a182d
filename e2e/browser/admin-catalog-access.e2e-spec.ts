import { describe, it } from 'node:test';
import { DEMO } from '../support/identity';
import { DESKTOP, openVisitor, PHONE, signInAs, waitForPath } from './support/session';
import { useShop } from '../support/shop';

// product §2 redirect rules: a customer who opens the catalog's admin screens lands on /.

const shop = useShop();

const ROUTES = ['/admin/products', '/admin/products/new', '/admin/products/edit/00000000-0000-4000-8000-000000000000', '/admin/inventory', '/admin/categories'];

for (const viewport of [DESKTOP, PHONE]) {
  describe(`catalog admin screens for a customer at ${viewport.width}px`, () => {
    it('sends the customer home from every one of them', async () => {
      const { page, close } = await openVisitor(viewport);
      try {
        await signInAs(page, shop.baseUrl, DEMO.customer.email, DEMO.customer.password);
        for (const route of ROUTES) {
          await page.goto(`${shop.baseUrl}${route}`);
          await waitForPath(page, '/');
        }
      } finally {
        await close();
      }
    });
  });
}
