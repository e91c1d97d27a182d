import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO } from '../support/identity';
import { createCustomer, DESKTOP, openVisitor, PHONE, signInAs, waitForPath } from './support/session';
import { useShop } from '../support/shop';

// The staff customer list (product §2 "Admin customers", §11: view-only, 20 per page).

const shop = useShop();

for (const viewport of [DESKTOP, PHONE]) {
  describe(`customer list at ${viewport.width}px`, () => {
    it('finds a newly registered customer by e-mail and shows their row', async () => {
      const account = await createCustomer(shop.baseUrl, 'Khách Tìm Kiếm');
      const { page, close } = await openVisitor(viewport);
      try {
        await signInAs(page, shop.baseUrl, DEMO.admin.email, DEMO.admin.password);
        await page.goto(`${shop.baseUrl}/admin`);
        if (viewport === PHONE) await page.getByRole('button', { name: 'Mở menu' }).click();
        await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Khách hàng' }).click();
        await waitForPath(page, '/admin/customers');
        await page.getByRole('heading', { level: 1, name: 'Khách hàng' }).waitFor();
        await page.getByRole('row').nth(1).waitFor();

        await page.getByLabel('Tìm khách hàng').fill(account.email);
        await page.getByRole('button', { name: 'Tìm kiếm' }).click();
        await page.waitForURL((url) => url.searchParams.get('search') === account.email);
        // The unfiltered first page may still be on screen (and hold the new customer too) until the
        // search answers, so wait for the filtered list itself: the header row and one match.
        const rows = page.getByRole('row');
        for (const deadline = Date.now() + 10_000; (await rows.count()) !== 2 && Date.now() < deadline;) await page.waitForTimeout(100);
        const row = page.getByRole('row', { name: new RegExp(account.name) });
        await row.waitFor();
        const text = await row.innerText();
        // Registered just now, shown as dd/MM/yyyy in the browser's time zone.
        const today = await page.evaluate(() => new Date().toLocaleDateString('en-GB'));
        for (const part of [account.email, account.phone, 'Khách hàng', today, 'Hoạt động']) assert.ok(text.includes(part), `${part} in ${text}`);
        assert.equal(await page.getByRole('row').count(), 2, 'the header row and the one match');
        assert.equal(await row.getByRole('button').count(), 0, 'the list is view-only');
      } finally {
        await close();
      }
    });
  });
}
