import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { stays } from '@shop/testing';
import { mailCount, newsletterConfirmLinkIn, newsletterUnsubscribeLinkIn, waitForMail } from '../support/mail';
import { uniqueEmail, ShopClient } from '../support/http';
import { DEMO } from '../support/identity';
import { createCustomer, pickProvince, signInAs, toast, waitForPath } from './support/session';
import { foreignNames, makeSoldOutProduct, makeToteWithColours } from './support/shop-polish';
import { Catalog, eventually, foundCount, openBrowser, productCards, useShopper, VIEWPORTS } from './support/storefront';
import { useShop } from '../support/shop';

// Storefront details: what shoppers noticed, on a phone and on a desktop screen.

let catalog: Catalog;
const shop = useShop({}, async () => {
  catalog = Catalog.at(shop.baseUrl);
});

const ROWS = [
  { title: 'Sản phẩm nổi bật', link: 'Xem tất cả sản phẩm nổi bật', filter: { featured: true }, url: (u: URL) => u.searchParams.get('featured') === 'true' },
  { title: 'Hàng mới về', link: 'Xem tất cả hàng mới về', filter: { newArrival: true }, url: (u: URL) => u.searchParams.get('newArrival') === 'true' },
  {
    title: 'Bán chạy nhất',
    link: 'Xem tất cả sản phẩm bán chạy',
    filter: { sortBy: 'soldCount', order: 'desc' },
    url: (u: URL) => u.searchParams.get('sortBy') === 'soldCount',
  },
] as const;

for (const viewport of VIEWPORTS) {
  describe(`storefront details on a ${viewport.name}`, () => {
    const shopper = useShopper(viewport);

    it('shows rows of featured, new and best-selling products, each linking to its list, with lazy images at the size drawn', async () => {
      const { page } = shopper;
      await page.goto(`${shop.baseUrl}/`);
      for (const row of ROWS) {
        const expected = await catalog.page({ ...row.filter, limit: 4 });
        assert.ok(expected.products.length > 0, `the demo catalog has ${row.title}`);
        const section = page.getByRole('region', { name: row.title });
        await section.scrollIntoViewIfNeeded();
        await eventually(async () =>
          assert.deepEqual(
            await section.getByRole('article').getByRole('heading').allInnerTexts(),
            expected.products.map((p) => p.name),
          ),
        );
        // Images: lazy, from the WebP renditions at the card's size (320 px, 640 for dense screens).
        const images = section.getByRole('article').getByRole('img');
        assert.equal(await images.count(), expected.products.length);
        for (const img of await images.all()) {
          assert.equal(await img.getAttribute('loading'), 'lazy');
          assert.match((await img.getAttribute('src')) ?? '', /^\/images\/[0-9a-f-]+\.webp\?w=320$/);
          assert.match((await img.getAttribute('srcset')) ?? '', /\?w=320 320w, .*\?w=640 640w$/);
        }
        await eventually(async () => assert.match(await images.first().evaluate((i: HTMLImageElement) => i.currentSrc), /\?w=320$/));
      }

      await page.getByRole('link', { name: ROWS[0].link }).click();
      await page.waitForURL((u) => u.pathname === '/products' && ROWS[0].url(u));
      const featured = await catalog.page({ featured: true });
      await eventually(async () => assert.equal(await foundCount(page), featured.total));

      await page.goto(`${shop.baseUrl}/`);
      await page.getByRole('link', { name: ROWS[2].link }).click();
      await page.waitForURL((u) => u.pathname === '/products' && ROWS[2].url(u));
      const best = await catalog.page({ sortBy: 'soldCount', order: 'desc' });
      await eventually(async () => assert.equal(await productCards(page).first().getByRole('heading').innerText(), best.products[0].name));
    });

    it("marks options without stock 'Hết hàng', shows the photo of the chosen colour, and says 'Hết hàng' for a sold-out product", async () => {
      const { page } = shopper;
      const tote = await makeToteWithColours(shop.baseUrl, `Túi tote hai màu ${viewport.width} ${Date.now() % 100000}`);
      await page.goto(`${shop.baseUrl}/products/${tote.id}`);
      await page.getByRole('heading', { level: 1, name: tote.name }).waitFor();
      const main = page.locator('img[fetchpriority="high"]');
      await eventually(async () => assert.match((await main.getAttribute('src')) ?? '', new RegExp(tote.images[0].id)));

      const colour = page.getByRole('group', { name: /^Màu sắc/ });
      const size = page.getByRole('group', { name: /^Kích thước/ });
      await colour.getByRole('button', { name: 'Đen', exact: true }).click();
      const soldOutL = size.getByRole('button', { name: 'L Hết hàng' });
      await soldOutL.waitFor();
      assert.equal(await soldOutL.isDisabled(), true, 'a sold-out combination cannot be picked');
      assert.equal(await size.getByRole('button', { name: 'M', exact: true }).isEnabled(), true);
      await size.getByRole('button', { name: 'M', exact: true }).click();
      await page.getByText('3 sản phẩm có sẵn').waitFor();

      // With size M chosen, beige has no stock; without it, beige can be chosen and its photo shows.
      assert.equal(await colour.getByRole('button', { name: 'Be Hết hàng' }).isDisabled(), true);
      await size.getByRole('button', { name: 'M', exact: true }).click();
      await colour.getByRole('button', { name: 'Be', exact: true }).click();
      await eventually(async () => assert.match((await main.getAttribute('src')) ?? '', new RegExp(tote.images[1].id)));
      assert.equal(await main.getAttribute('alt'), `${tote.name} – màu Be`);
      assert.equal(await size.getByRole('button', { name: 'M Hết hàng' }).isDisabled(), true);

      const soldOut = await makeSoldOutProduct(shop.baseUrl, `Móc khóa đã hết ${viewport.width} ${Date.now() % 100000}`);
      await page.goto(`${shop.baseUrl}/products/${soldOut}`);
      await page.getByText('Hết hàng', { exact: true }).first().waitFor();
      assert.equal(await page.getByText(/0 sản phẩm có sẵn/).count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).isDisabled(), true);
    });

    it('lets staff tag a photo with a colour in the product form', async () => {
      const tote = await makeToteWithColours(shop.baseUrl, `Túi tote gắn màu ${viewport.width} ${Date.now() % 100000}`, false);
      const staff = await openBrowser(viewport);
      try {
        await signInAs(staff.page, shop.baseUrl, DEMO.admin.email, DEMO.admin.password);
        await staff.page.goto(`${shop.baseUrl}/admin/products/edit/${tote.id}`);
        await staff.page.getByLabel('Màu của ảnh 1').selectOption('Đen');
        await staff.page.getByRole('button', { name: 'Cập nhật sản phẩm' }).click();
        await toast(staff.page, 'Cập nhật sản phẩm thành công').waitFor();
        const res = await new ShopClient(shop.baseUrl).graphql<{ product: { images: { color: string | null }[] } }>(
          `query ($id: ID!) { product(id: $id) { images { color } } }`,
          {
            id: tote.id,
          },
        );
        assert.deepEqual(
          res.body.data?.product.images.map((i) => i.color),
          ['Đen', null],
        );
      } finally {
        await staff.close();
      }
    });

    it('accepts only a province of the 2025 list and asks to pick again for an address saved with free text', async () => {
      const account = await createCustomer(shop.baseUrl);
      const { client } = await new ShopClient(shop.baseUrl).login(account.email, account.password);
      const saved = await client.post('/api/users/addresses', { fullName: 'Đỗ Văn Cũ', phone: '0912000111', addressLine: '5 Hàng Bạc', city: 'Hà Nội' });
      assert.equal(saved.status, 201);
      const visitor = await openBrowser(viewport);
      try {
        const { page } = visitor;
        await signInAs(page, shop.baseUrl, account.email, account.password);
        await page.goto(`${shop.baseUrl}/profile?tab=addresses`);
        const card = page.getByRole('listitem', { name: 'Địa chỉ của Đỗ Văn Cũ' });
        await card.getByText('“Hà Nội” không có trong danh sách tỉnh/thành phố mới.', { exact: false }).waitFor();
        await card.getByRole('button', { name: 'Chọn lại tỉnh/thành phố' }).click();
        await page.getByText('Địa chỉ này đang lưu “Hà Nội”', { exact: false }).waitFor();
        await page.getByRole('button', { name: 'Cập nhật địa chỉ' }).click();
        await page.getByText('Vui lòng chọn lại tỉnh/thành phố trong danh sách', { exact: true }).waitFor();
        await pickProvince(page, 'ha noi', 'Thành phố Hà Nội');
        await eventually(async () =>
          assert.equal(await page.getByText('Địa chỉ này đang lưu', { exact: false }).count(), 0, 'the prompt goes once a province is picked'),
        );
        await page.getByRole('button', { name: 'Cập nhật địa chỉ' }).click();
        await toast(page, 'Cập nhật địa chỉ thành công').waitFor();
        await card.getByText('5 Hàng Bạc, Thành phố Hà Nội').waitFor();
        assert.equal(await card.getByText('không có trong danh sách', { exact: false }).count(), 0);
      } finally {
        await visitor.close();
      }
    });

    it('signs up for the newsletter with a confirmation mail, twice without error, and staff download the confirmed list', async () => {
      const { page } = shopper;
      const email = uniqueEmail(`tin-${viewport.width}`);
      const form = page.getByRole('region', { name: 'Nhận tin ưu đãi' });
      const signUp = async () => {
        await page.goto(`${shop.baseUrl}/`);
        await form.getByLabel('Email nhận bản tin').fill(email);
        await form.getByRole('button', { name: 'Đăng ký' }).click();
        await form.getByText('Vui lòng kiểm tra email và bấm vào liên kết xác nhận để hoàn tất đăng ký.').waitFor();
      };
      await signUp();
      const raw = await waitForMail(email);
      const link = new URL(newsletterConfirmLinkIn(raw));
      await page.goto(`${shop.baseUrl}${link.pathname}${link.search}`);
      await page.getByRole('heading', { level: 1, name: 'Xác nhận đăng ký bản tin' }).waitFor();
      await page.getByText('Bạn đã đăng ký nhận bản tin Túi Việt thành công.').waitFor();

      // The same address again: the same answer, no error, no second confirmation mail.
      await signUp();
      await stays(() => mailCount(email) === 1, { forMs: 500, what: 'one mail for a confirmed address' });

      const staff = await openBrowser(viewport);
      try {
        await signInAs(staff.page, shop.baseUrl, DEMO.admin.email, DEMO.admin.password);
        await staff.page.goto(`${shop.baseUrl}/admin/customers`);
        const [download] = await Promise.all([
          staff.page.waitForEvent('download'),
          staff.page.getByRole('button', { name: 'Tải danh sách nhận bản tin (CSV)' }).click(),
        ]);
        assert.match(download.suggestedFilename(), /^ban-tin-tui-viet-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = readFileSync(await download.path(), 'utf8');
        assert.match(csv, /^\uFEFFEmail,Nguồn đăng ký,Thời điểm đồng ý,Thời điểm xác nhận\r\n/);
        assert.match(csv, new RegExp(`\r\n${email.replace(/[.+]/g, '\\$&')},home,\\d{4}-`));
        assert.equal(csv.split(email).length - 1, 1, 'listed once');
      } finally {
        await staff.close();
      }

      const unsubscribe = new URL(newsletterUnsubscribeLinkIn(raw));
      await page.goto(`${shop.baseUrl}${unsubscribe.pathname}${unsubscribe.search}`);
      await page.getByText('Bạn đã hủy đăng ký nhận bản tin Túi Việt.').waitFor();
      await page.goto(`${shop.baseUrl}/newsletter/confirm?token=khong-hop-le`);
      await page.getByRole('alert').getByText('Liên kết không hợp lệ hoặc đã hết hạn').waitFor();
    });

    it('names everything in Vietnamese: no icon file names or English landmarks', async () => {
      const { page } = shopper;
      const [{ product }] = await catalog.withChoices(1);
      await page.goto(`${shop.baseUrl}/login`);
      await page.getByLabel('Mật khẩu', { exact: true }).waitFor();
      assert.deepEqual(await foreignNames(page), []);
      await page.goto(`${shop.baseUrl}/products/${product.id}`);
      await page.getByRole('navigation', { name: 'Đường dẫn' }).waitFor();
      assert.deepEqual(await foreignNames(page), []);

      const staff = await openBrowser(viewport);
      try {
        await signInAs(staff.page, shop.baseUrl, DEMO.admin.email, DEMO.admin.password);
        await staff.page.goto(`${shop.baseUrl}/admin/customers`);
        await staff.page.getByRole('heading', { name: 'Khách hàng' }).waitFor();
        await staff.page.getByRole('table').getByRole('row').nth(1).waitFor();
        assert.deepEqual(await foreignNames(staff.page), []);
        if (viewport.phone) {
          await staff.page.getByRole('button', { name: 'Mở menu' }).click();
          await staff.page.getByRole('navigation', { name: 'Menu quản trị' }).waitFor();
          assert.deepEqual(await foreignNames(staff.page), []);
        }
      } finally {
        await staff.close();
      }
    });

    it('sends a signed-in customer from /login and /register to the home page, and staff to /admin', async () => {
      const account = await createCustomer(shop.baseUrl);
      const customer = await openBrowser(viewport);
      const staff = await openBrowser(viewport);
      try {
        await signInAs(customer.page, shop.baseUrl, account.email, account.password);
        for (const path of ['/login', '/register']) {
          await customer.page.goto(`${shop.baseUrl}${path}`);
          await waitForPath(customer.page, '/');
        }
        await signInAs(staff.page, shop.baseUrl, DEMO.seller.email, DEMO.seller.password);
        await staff.page.goto(`${shop.baseUrl}/login`);
        await waitForPath(staff.page, '/admin');
      } finally {
        await customer.close();
        await staff.close();
      }
    });

    it("heads the list with the chosen category's name and corrects page numbers out of range in the address bar", async () => {
      const { page } = shopper;
      const [category] = await catalog.categories();
      await page.goto(`${shop.baseUrl}/products?category=${encodeURIComponent(category.id)}`);
      await page.getByRole('heading', { level: 1, name: category.name, exact: true }).waitFor();
      assert.match(await page.title(), new RegExp(category.name));

      const all = await catalog.page({});
      await page.goto(`${shop.baseUrl}/products?page=999`);
      await page.waitForURL((u) => u.searchParams.get('page') === String(all.pages));
      await eventually(async () => assert.equal(await page.getByRole('button', { name: `Trang ${all.pages}` }).getAttribute('aria-current'), 'page'));
      for (const bad of ['0', '-3', 'abc', '1']) {
        await page.goto(`${shop.baseUrl}/products?page=${bad}&sortBy=price&order=asc`);
        await page.waitForURL((u) => u.pathname === '/products' && !u.searchParams.has('page') && u.searchParams.get('sortBy') === 'price');
      }
    });
  });
}
