import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { ShopClient } from '../support/http';
import { orderPayload, staffClient, stockedProduct } from '../api/orders-support';
import { openStaff, screenshotOnFailure } from './support/admin';
import { customerClient } from './support/orders';
import { createCustomer, DESKTOP, openVisitor, PHONE, signInAs } from './support/session';
import { eventually, productCards } from './support/storefront';
import { useShop } from '../support/shop';

// A list whose next search, tab or page fails to load says so, with 'Thử lại', and no longer shows
// the previous answer's rows as if they were the answer, nor its 'none' text; 'Thử lại' then shows
// the right rows (decision 0922). While the next answer is on its way the previous rows stay (§15).

const shop = useShop();

/**
 * Answers the page's `operation` requests whose variables match with a 502 until `release()` (the
 * app tries a failed query once more, so every attempt fails), and counts them.
 */
async function failOperation(page: Page, operation: string, matches: (variables: Record<string, unknown>) => boolean) {
  let failing = true;
  let failures = 0;
  await page.route('**/graphql', (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
    if (!failing || body?.operationName !== operation || !matches(body.variables ?? {})) return route.continue();
    failures++;
    return route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' });
  });
  return {
    release: () => (failing = false),
    failures: () => failures,
  };
}

describe(`staff customer list at ${DESKTOP.width}px`, () => {
  it("shows the error and 'Thử lại', not the previous search's rows, when the next search fails", async () => {
    const first = await createCustomer(shop.baseUrl, 'Khách Tìm Trước');
    const second = await createCustomer(shop.baseUrl, 'Khách Tìm Sau');
    const staff = await openStaff(shop.baseUrl, 'admin', DESKTOP);
    const { page } = staff;
    let failed = true;
    try {
      const row = (email: string) => page.getByRole('row').filter({ hasText: email });
      await page.goto(`${shop.baseUrl}/admin/customers?search=${encodeURIComponent(first.email)}`);
      await row(first.email).waitFor();

      const broken = await failOperation(page, 'AdminCustomers', (v) => v.search === second.email);
      await page.getByLabel('Tìm khách hàng').fill(second.email);
      await page.getByRole('button', { name: 'Tìm kiếm' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Không thể tải danh sách khách hàng' });
      await alert.waitFor({ timeout: 15_000 });
      assert.ok(broken.failures() >= 1, 'the search for the second customer was answered with an error');
      assert.equal(await row(first.email).count(), 0, "the previous search's customer is not shown as the answer");
      assert.equal(await page.getByText('Không có khách hàng nào').count(), 0, 'nothing says there are no customers');

      broken.release();
      await alert.getByRole('button', { name: 'Thử lại' }).click();
      await row(second.email).waitFor();
      assert.equal(await row(first.email).count(), 0);
      await alert.waitFor({ state: 'detached' });
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-failed-load-customers', failed);
      await staff.close();
    }
  });
});

describe(`my orders at ${PHONE.width}px`, () => {
  it("shows the error and 'Thử lại', not the previous tab's orders, when the next tab fails", async () => {
    const account = await createCustomer(shop.baseUrl, 'Khách Xem Đơn');
    const buyer = await customerClient(shop.baseUrl, account.email, account.password);
    const product = await stockedProduct(new ShopClient(shop.baseUrl), await staffClient(new ShopClient(shop.baseUrl)), 10, 150_000);
    const placed = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]));
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const order = placed.body.data.order as { orderNumber: string };

    const { page, close } = await openVisitor(PHONE);
    let failed = true;
    try {
      await signInAs(page, shop.baseUrl, account.email, account.password);
      await page.goto(`${shop.baseUrl}/my-orders`);
      const card = page.getByTestId('order-card').filter({ hasText: order.orderNumber });
      await card.waitFor();

      const broken = await failOperation(page, 'MyOrders', (v) => (v.filter as { status?: string } | undefined)?.status === 'delivered');
      await page.getByRole('tab', { name: 'Đã giao' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Không thể tải thông tin đơn hàng' });
      await alert.waitFor({ timeout: 15_000 });
      assert.ok(broken.failures() >= 1, "the delivered tab's load was answered with an error");
      assert.equal(await card.count(), 0, "the pending order of the previous tab is not shown under 'Đã giao'");
      assert.equal(await page.getByText('Không có đơn hàng nào ở trạng thái này').count(), 0, 'nothing says the tab is empty');
      assert.equal(await page.getByText('Bạn chưa có đơn hàng nào').count(), 0);

      broken.release();
      await alert.getByRole('button', { name: 'Thử lại' }).click();
      // the right answer: no delivered order yet
      await page.getByText('Không có đơn hàng nào ở trạng thái này').waitFor();
      assert.equal(await card.count(), 0);
      assert.equal(await alert.count(), 0);
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-failed-load-my-orders', failed);
      await close();
    }
  });
});

describe(`product grid at ${DESKTOP.width}px`, () => {
  it("shows the error and 'Thử lại', not page 1's products, when page 2 fails", async () => {
    const { page, close } = await openVisitor(DESKTOP);
    let failed = true;
    try {
      await page.goto(`${shop.baseUrl}/products`);
      await productCards(page).first().waitFor();
      const firstOfPage1 = await productCards(page).first().getByRole('heading').innerText();
      const named = (name: string) => productCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

      const broken = await failOperation(page, 'StorefrontProducts', (v) => (v.filter as { page?: number } | undefined)?.page === 2);
      await page.getByRole('button', { name: 'Trang 2' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Không thể tải danh sách sản phẩm' });
      await alert.waitFor({ timeout: 15_000 });
      assert.ok(broken.failures() >= 1, "page 2's load was answered with an error");
      assert.equal(await productCards(page).count(), 0, "page 1's products are not shown as page 2");
      assert.equal(await page.getByText('Không tìm thấy sản phẩm nào').count(), 0, 'nothing says no product was found');
      assert.equal(await page.getByText(/^Tìm thấy/).count(), 0, 'no count of products is claimed');

      broken.release();
      await alert.getByRole('button', { name: 'Thử lại' }).click();
      // while 'Thử lại' loads, page 1's products stay as during any load (§15); then page 2's come
      await eventually(async () => {
        assert.equal(await page.getByRole('button', { name: 'Trang 2' }).getAttribute('aria-current'), 'page');
        assert.ok((await productCards(page).count()) > 0, "page 2's products are shown");
        assert.equal(await named(firstOfPage1).count(), 0, "page 2 holds other products than page 1's");
      }, 15_000);
      assert.equal(await alert.count(), 0);
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-failed-load-products', failed);
      await close();
    }
  });
});
