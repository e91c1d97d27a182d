import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  Catalog,
  cardPrices,
  cartBadgeCount,
  chooseVariant,
  eventually,
  foundCount,
  useShopper,
  productCards,
  searchFromHeader,
  VIEWPORTS,
} from './support/storefront';
import { toast } from './support/session';
import { useShop } from '../support/shop';

// Catalog browser journeys: browse and filter, search from the header, open a product, pick a
// variant, add it to the cart; on a phone and on a desktop screen.

let catalog: Catalog;
const shop = useShop({}, async () => {
  catalog = Catalog.at(shop.baseUrl);
});

for (const viewport of VIEWPORTS) {
  describe(`storefront catalog on a ${viewport.name}`, () => {
    const shopper = useShopper(viewport);

    /** The filter panel: the sidebar on a desktop, the drawer behind 'Bộ lọc' on a phone. */
    const filters = async () => {
      const { page } = shopper;
      if (!viewport.phone) return page.getByRole('complementary', { name: 'Bộ lọc sản phẩm' });
      await page.getByRole('button', { name: 'Bộ lọc' }).click();
      return page.getByRole('dialog', { name: 'Bộ lọc' });
    };
    const closeFilters = async () => {
      if (viewport.phone) await shopper.page.getByRole('button', { name: /^Xem [\d.]+ sản phẩm$/ }).click();
    };

    it('lists 12 products with the found count and moves to the next page at the top', async () => {
      const { page } = shopper;
      const all = await catalog.page({});
      await page.goto(`${shop.baseUrl}/products`);
      await page.getByRole('heading', { level: 1, name: 'Sản phẩm' }).waitFor();
      await eventually(async () => assert.equal(await foundCount(page), all.total));
      assert.equal(await productCards(page).count(), Math.min(12, all.total));
      assert.ok(all.pages > 1, 'the demo catalog fills more than one page');

      await page.mouse.wheel(0, 2000);
      await page.getByRole('button', { name: 'Trang 2' }).click();
      await page.waitForURL(/[?&]page=2/);
      await eventually(async () => assert.equal(await page.getByRole('button', { name: 'Trang 2' }).getAttribute('aria-current'), 'page'));
      await eventually(async () => assert.equal(await page.evaluate(() => window.scrollY), 0));
      assert.equal(await page.getByRole('button', { name: 'Trang trước' }).isEnabled(), true);
    });

    it('filters by category and price range, going back to page 1 each time', async () => {
      const { page } = shopper;
      const [category] = await catalog.categories();
      const inCategory = await catalog.page({ category: category.id });
      await page.goto(`${shop.baseUrl}/products?page=2`);

      await (await filters()).getByRole('group', { name: 'Danh mục' }).getByRole('radio', { name: category.name, exact: true }).click();
      await closeFilters();
      await page.waitForURL((url) => url.searchParams.get('category') === category.id && !url.searchParams.has('page'));
      await eventually(async () => assert.equal(await foundCount(page), inCategory.total));

      await (
        await filters()
      )
        .getByRole('group', { name: 'Khoảng giá' })
        .getByRole('radio', { name: /^Dưới 500\.000\s₫$/ })
        .click();
      await closeFilters();
      await page.waitForURL((url) => url.searchParams.get('maxPrice') === '500000');
      const cheap = await catalog.page({ category: category.id, maxPrice: 500000 });
      await eventually(async () => assert.equal(await foundCount(page), cheap.total));
      for (const price of await cardPrices(page)) assert.ok(price <= 500000, `${price} is under 500.000 ₫`);

      await (await filters()).getByRole('button', { name: 'Xóa tất cả bộ lọc' }).click();
      await closeFilters();
      await page.waitForURL((url) => url.search === '');
    });

    it('sorts by price ascending', async () => {
      const { page } = shopper;
      await page.goto(`${shop.baseUrl}/products`);
      await page.getByLabel('Sắp xếp').selectOption({ label: 'Giá tăng dần' });
      await page.waitForURL((url) => url.searchParams.get('sortBy') === 'price' && url.searchParams.get('order') === 'asc');
      const cheapest = (await catalog.page({ sortBy: 'price', order: 'asc' })).products[0];
      await eventually(async () => assert.equal(await productCards(page).first().getByRole('heading').innerText(), cheapest.name));
      const prices = await cardPrices(page);
      assert.ok(prices.length > 1);
      for (let i = 1; i < prices.length; i++) assert.ok(prices[i - 1] <= prices[i], `prices ascend: ${prices.join(', ')}`);
    });

    it('finds bags typed without accents from the header search', async () => {
      const { page } = shopper;
      await page.goto(`${shop.baseUrl}/`);
      await searchFromHeader(page, viewport, 'tui');
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('search') === 'tui');
      await page.getByRole('heading', { level: 1, name: /tui/ }).waitFor();
      await eventually(async () => {
        const names = await productCards(page).getByRole('heading').allInnerTexts();
        assert.ok(
          names.some((n) => n.startsWith('Túi')),
          `a 'Túi …' product among ${names.join(' | ')}`,
        );
      });
    });

    it('opens a product, asks for the missing options, and adds the chosen variant to the cart', async () => {
      const { page } = shopper;
      const [{ product, variant }] = await catalog.withChoices(2);
      await page.goto(`${shop.baseUrl}/products?search=${encodeURIComponent(product.name)}`);
      await productCards(page).filter({ hasText: product.name }).first().getByRole('link').click();
      await page.waitForURL(`**/products/${product.id}`);
      await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();

      const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
      const hint = page.getByText(/^Vui lòng chọn /);
      assert.equal(await hint.isVisible(), true);
      assert.equal(await add.isDisabled(), true);

      await chooseVariant(page, variant);
      await eventually(async () => assert.equal(await add.isEnabled(), true));
      assert.equal(await page.getByText(/^Vui lòng chọn .*(màu sắc|chất liệu|kích thước)/).count(), 0);

      const before = await cartBadgeCount(page);
      await page.getByRole('spinbutton', { name: 'Số lượng' }).fill(String(variant.stock + 1));
      await page.getByText(`Chỉ còn ${variant.stock} sản phẩm có sẵn`).waitFor();
      await page.getByRole('spinbutton', { name: 'Số lượng' }).fill('2');
      await add.click();
      await toast(page, 'Đã thêm vào giỏ hàng').waitFor();
      await eventually(async () => assert.equal(await cartBadgeCount(page), before + 2));
    });

    it('says so when a product does not exist', async () => {
      const { page } = shopper;
      await page.goto(`${shop.baseUrl}/products/00000000-0000-4000-8000-000000000000`);
      await page.getByRole('heading', { name: 'Không tìm thấy sản phẩm' }).waitFor();
    });
  });
}
