import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DESKTOP, openVisitor, PHONE } from './support/session';
import { useShop } from '../support/shop';

// The search box in the top bar at every width, with suggestions as the shopper types (an ARIA
// combobox: arrows choose, Enter opens, Escape closes).

const shop = useShop();

for (const viewport of [PHONE, DESKTOP]) {
  describe(`search suggestions at ${viewport.width}px`, () => {
    it('keeps the search box in the top bar, suggests without accents, and opens the chosen product with arrow and Enter', async () => {
      const { page, close } = await openVisitor(viewport);
      try {
        await page.goto(`${shop.baseUrl}/`);
        const banner = page.getByRole('banner');
        const box = banner.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
        await box.waitFor();
        // Logo, search, cart and menu fit side by side in the bar.
        const boxArea = (await box.boundingBox())!;
        assert.ok(boxArea.width >= 100, `search box ${boxArea.width}px wide`);
        const cart = (await banner.getByRole('link', { name: /Giỏ hàng/ }).boundingBox())!;
        assert.ok(cart.x + cart.width <= viewport.width && Math.abs(cart.y - boxArea.y) < 40, 'cart on the same row, inside the screen');

        await box.pressSequentially('tui dong', { delay: 30 });
        const list = page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' });
        await list.waitFor();
        const option = list.getByRole('option', { name: /Túi tote Đông Sơn trống đồng/ });
        await option.waitFor();
        assert.match((await option.textContent()) ?? '', /\d{1,3}(\.\d{3})+\s₫/);

        await box.press('Escape');
        await list.waitFor({ state: 'hidden' });
        await box.press('ArrowDown');
        await list.waitFor();
        const options = await list.getByRole('option').allTextContents();
        const index = options.findIndex((t) => t.includes('Túi tote Đông Sơn trống đồng'));
        for (let i = 1; i <= index; i++) await box.press('ArrowDown');
        assert.equal(await option.getAttribute('aria-selected'), 'true');
        assert.equal(await box.getAttribute('aria-activedescendant'), await option.getAttribute('id'));
        await box.press('Enter');
        await page.waitForURL((url) => /^\/products\/[0-9a-f-]{36}$/.test(url.pathname));
        await page.getByRole('heading', { level: 1, name: 'Túi tote Đông Sơn trống đồng' }).waitFor();
      } finally {
        await close();
      }
    });
  });
}
