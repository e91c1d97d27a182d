import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNone, axeViolations, faintControls, type AxeViolation } from './support/axe';
import {
  Catalog,
  chooseVariant,
  eventually,
  firstOption,
  productCards,
  useShopper,
  VIEWPORTS,
  type CatalogProduct,
  type CatalogVariant,
} from './support/storefront';
import { useShop } from '../support/shop';

// Decision 0920: no serious or critical axe violation on any page a guest shopper opens, in each
// state a person sees it (filters open, a variant chosen, a dialog open, an empty cart and a full
// one), at 390×844 and 1280×800. The signed-in pages: shopper-axe-account.e2e-spec.ts.

let catalog: Catalog;
let item: { product: CatalogProduct; variant: CatalogVariant };
const shop = useShop({}, async () => {
  catalog = Catalog.at(shop.baseUrl);
  [item] = await catalog.withChoices(2);
  assert.ok(item, 'the demo catalog has a product with variants in stock');
});

// The footer's policy buttons, each opening its dialog (product §2).
const POLICY_TITLES = ['Chính sách bảo hành', 'Chính sách bảo mật', 'Phương thức thanh toán và đặt hàng', 'Phương thức vận chuyển'];

for (const viewport of VIEWPORTS) {
  describe(`axe on the guest shopper pages (${viewport.name})`, () => {
    const shopper = useShopper(viewport);
    const base = () => shop.baseUrl;
    const at = (name: string) => `${name} @${viewport.width}`;
    const check = async (page: Page, name: string, found: AxeViolation[]) => found.push(...(await axeViolations(page, at(name))));

    it('home, its rows and the newsletter form with its answer', async () => {
      const { page } = shopper;
      const found: AxeViolation[] = [];
      await page.goto(`${base()}/`);
      await page.getByRole('region', { name: 'Sản phẩm nổi bật' }).getByRole('article').first().waitFor();
      await check(page, 'home', found);
      if (viewport.phone) {
        await page.getByRole('button', { name: 'Mở menu' }).click();
        await page.getByRole('navigation', { name: 'Menu chính' }).waitFor();
        await check(page, 'home, phone menu open', found);
        await page.keyboard.press('Escape');
        await page.getByRole('navigation', { name: 'Menu chính' }).waitFor({ state: 'hidden' });
      }
      const email = page.getByLabel('Email nhận bản tin');
      await email.fill(`axe-${Date.now()}@example.com`);
      await email.press('Enter');
      await page.locator('form', { has: email }).getByRole('status').filter({ hasText: /./ }).waitFor();
      await check(page, 'home, newsletter answered', found);
      await page.goto(`${base()}/about`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check(page, 'about', found);
      await page.goto(`${base()}/newsletter/confirm?token=khong-hop-le`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check(page, 'newsletter link (invalid)', found);
      assertNone(found);
    });

    it('the policy dialogs of the footer', async () => {
      const { page } = shopper;
      const found: AxeViolation[] = [];
      await page.goto(`${base()}/about`);
      for (const title of POLICY_TITLES) {
        await page.getByRole('contentinfo').getByRole('button', { name: title }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        await check(page, `policy dialog '${title}'`, found);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
      assertNone(found);
    });

    it('the product listing with its filters open, search results and a search that finds nothing', async () => {
      const { page } = shopper;
      const found: AxeViolation[] = [];
      await page.goto(`${base()}/products`);
      await productCards(page).first().waitFor();
      await check(page, 'product listing', found);
      const toggle = page.getByRole('button', { name: 'Bộ lọc', exact: true });
      if (await toggle.isVisible()) {
        await toggle.click();
        await page.getByRole('dialog', { name: 'Bộ lọc' }).waitFor();
        await check(page, 'product listing, filters open', found);
        await page.keyboard.press('Escape');
      }
      await page.goto(`${base()}/products?search=${encodeURIComponent(item.product.name.split(' ')[0])}`);
      await productCards(page).first().waitFor();
      await check(page, 'search results', found);
      await page.goto(`${base()}/products?search=khongcosanphamnaonhuthe`);
      await page.getByText('Không tìm thấy sản phẩm nào').waitFor({ timeout: 30_000 });
      await check(page, 'search without results', found);
      assertNone(found);
    });

    it('a product page with a variant chosen, its buy buttons in each state, and a product that does not exist', async () => {
      const { page } = shopper;
      const found: AxeViolation[] = [];
      // The buy buttons (on a phone, the bar fixed at the bottom of the screen): axe leaves them out
      // while they are disabled, so their colours are also measured directly, in each state.
      const buyButtons = page.getByRole('main').getByRole('button', { name: /^(Thêm vào giỏ hàng|Mua ngay)$/ });
      const buttons = async (state: string) => found.push(...(await faintControls(page, buyButtons, at(`product page, buy buttons ${state}`))));
      await page.goto(`${base()}/products/${item.product.id}`);
      await page.getByRole('heading', { level: 1, name: item.product.name, exact: true }).waitFor();
      await check(page, 'product page', found);
      await buttons('before a choice');
      await chooseVariant(page, item.variant);
      await eventually(async () => assert.ok(await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).isEnabled(), 'a variant is chosen'));
      await check(page, 'product page, variant chosen', found);
      await buttons('with a variant chosen');
      // The first option clicked again is taken back: disabled again, as they are whenever an
      // option is still open.
      const [label, value] = firstOption(item.variant);
      await page
        .getByRole('group', { name: new RegExp(`^${label}`) })
        .getByRole('button', { name: value, exact: true })
        .click();
      await eventually(async () => assert.ok(await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).isDisabled(), 'an option is open again'));
      await buttons('with an option taken back');
      await page.goto(`${base()}/products/00000000-0000-4000-8000-000000000000`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check(page, 'product not found', found);
      assertNone(found);
    });

    it('the cart empty and with lines, and checkout as a guest', async () => {
      const { page } = shopper;
      const found: AxeViolation[] = [];
      await page.goto(`${base()}/cart`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check(page, 'cart, empty', found);
      await page.goto(`${base()}/products/${item.product.id}`);
      await page.getByRole('heading', { level: 1, name: item.product.name, exact: true }).waitFor();
      await chooseVariant(page, item.variant);
      await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
      await page.goto(`${base()}/cart`);
      await page.getByRole('link', { name: item.product.name }).first().waitFor();
      await check(page, 'cart with a line', found);
      await page.goto(`${base()}/checkout`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await check(page, 'checkout as a guest', found);
      assertNone(found);
    });

    it('sign in, sign up and the forgotten password, also with their errors shown', async () => {
      const { page } = shopper;
      const found: AxeViolation[] = [];
      for (const [path, name, submit] of [
        ['/login', 'sign in', 'Đăng nhập'],
        ['/register', 'sign up', 'Đăng ký'],
        ['/forgot-password', 'forgot password', /Gửi/],
      ] as const) {
        await page.goto(`${base()}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await check(page, name, found);
        await page
          .getByRole('main')
          .getByRole('button', { name: submit, exact: typeof submit === 'string' })
          .click();
        await page.getByRole('main').locator('[aria-invalid="true"]').first().waitFor();
        await check(page, `${name}, errors shown`, found);
      }
      await page.goto(`${base()}/reset-password`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check(page, 'reset password', found);
      assertNone(found);
    });
  });
}
