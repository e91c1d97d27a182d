import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { stockPair } from '../api/orders-support';
import { openStaff, screenshotOnFailure } from './support/admin';
import { customerWithAnOrder, myOrdersListing } from './support/orders';
import { createCustomer, DESKTOP, openVisitor, PHONE, signInAs } from './support/session';
import { eventually, productCards } from './support/storefront';
import { postSepayTransfer, waitForListedTransfer } from '../support/sepay';
import { useShop } from '../support/shop';

// A list whose next search, tab or page fails to load says so, with 'Thử lại', and no longer shows
// the previous answer's rows as if they were the answer, nor its 'none' text; 'Thử lại' then shows
// the right rows (decision 0922). A first load that fails says the same, and nothing else: no 'none'.

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
    const { account, order } = await customerWithAnOrder(shop.baseUrl, 'Khách Xem Đơn', 150_000);

    const { page, close } = await openVisitor(PHONE);
    let failed = true;
    try {
      const card = await myOrdersListing(page, shop.baseUrl, account, order);

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
      // 'Thử lại' loads page 2 again (placeholders meanwhile, decision 0924); then page 2's products come
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

describe(`staff products at ${DESKTOP.width}px`, () => {
  it("shows the error and 'Thử lại', not page 1's rows, when page 2 fails, and 'Thử lại' recovers", async () => {
    const staff = await openStaff(shop.baseUrl, 'admin', DESKTOP);
    const { page } = staff;
    let failed = true;
    try {
      const rows = page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: /^Sửa / }) });
      await page.goto(`${shop.baseUrl}/admin/products`);
      await rows.first().waitFor();
      const broken = await failOperation(page, 'AdminProducts', (v) => (v.filter as { page?: number } | undefined)?.page === 2);
      await page.locator('.ant-pagination').getByLabel('Trang 2', { exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Không thể tải danh sách sản phẩm' });
      await alert.waitFor({ timeout: 15_000 });
      assert.ok(broken.failures() >= 1, "page 2's load was answered with an error");
      assert.equal(await rows.count(), 0, "page 1's products are not shown as page 2");
      assert.equal(await page.getByText('Không có sản phẩm nào').count(), 0, 'nothing says there are no products');

      broken.release();
      await alert.getByRole('button', { name: 'Thử lại' }).click();
      await rows.first().waitFor();
      await alert.waitFor({ state: 'detached' });
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-failed-load-admin-products', failed);
      await staff.close();
    }
  });
});

describe(`staff inventory at ${DESKTOP.width}px`, () => {
  it("shows the error and 'Thử lại', not the previous filter's rows, when the next filter fails, and 'Thử lại' recovers", async () => {
    // Two products of its own, found by a search: the first page of the whole inventory depends on
    // what the tests before this one left in stock.
    const tag = await stockPair(shop.baseUrl);
    const staff = await openStaff(shop.baseUrl, 'admin', DESKTOP);
    const { page } = staff;
    let failed = true;
    try {
      const inStock = page.getByRole('table').getByRole('row').filter({ hasText: 'Còn hàng' });
      const outOfStock = page.getByRole('table').getByRole('row').filter({ hasText: 'Hết hàng' });
      await page.goto(`${shop.baseUrl}/admin/inventory?search=${encodeURIComponent(tag)}`);
      await inStock.first().waitFor();

      const broken = await failOperation(page, 'AdminInventory', (v) => v.filter === 'out');
      await page.getByRole('radiogroup', { name: 'Lọc theo tồn kho' }).getByText('Hết hàng', { exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Không thể tải tồn kho' });
      await alert.waitFor({ timeout: 15_000 });
      assert.ok(broken.failures() >= 1, "the out-of-stock filter's load was answered with an error");
      const stockRows = page
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: /Còn hàng|Sắp hết|Hết hàng/ });
      assert.equal(await stockRows.count(), 0, 'no product row of the previous filter is shown');
      assert.equal(await page.getByText('Không có sản phẩm nào').count(), 0, 'nothing says there are no products');

      broken.release();
      await alert.getByRole('button', { name: 'Thử lại' }).click();
      await outOfStock.first().waitFor();
      assert.equal(new URL(page.url()).searchParams.get('filter'), 'out');
      await alert.waitFor({ state: 'detached' });
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-failed-load-inventory', failed);
      await staff.close();
    }
  });
});

describe(`staff transfers to check at ${DESKTOP.width}px`, () => {
  it("shows only the error and 'Thử lại' when the list fails to load, and 'Thử lại' lists the transfers", async () => {
    const staff = await openStaff(shop.baseUrl, 'admin', DESKTOP);
    const { page } = staff;
    let failed = true;
    try {
      // a transfer naming no order: it waits in the list for a person
      const transfer = await postSepayTransfer(shop.baseUrl, `chuyen tien khong ghi ma ${Date.now()}`, 64_000);
      await waitForListedTransfer(staff.api, transfer);

      const broken = await failOperation(page, 'AdminBankTransfers', () => true);
      await page.goto(`${shop.baseUrl}/admin/orders/transfers`);
      const alert = page.getByRole('alert').filter({ hasText: 'Không thể tải danh sách giao dịch' });
      await alert.waitFor({ timeout: 15_000 });
      assert.ok(broken.failures() >= 1, 'the list was answered with an error');
      const item = page.getByRole('listitem', { name: `Giao dịch ${transfer}` });
      assert.equal(await page.getByRole('list', { name: 'Giao dịch chuyển khoản' }).count(), 0, 'no transfer is listed');
      assert.equal(await page.getByText('Không có giao dịch nào').count(), 0, 'nothing says there are no transfers');
      assert.equal(await page.getByText(/\d+ giao dịch$/).count(), 0, 'no count of transfers is claimed');

      broken.release();
      await alert.getByRole('button', { name: 'Thử lại' }).click();
      await item.waitFor();
      await alert.waitFor({ state: 'detached' });
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-failed-load-transfers', failed);
      await staff.close();
    }
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  describe(`my orders at ${viewport.width}px, first load`, () => {
    it("shows only the error and 'Thử lại' when the orders fail to load, and 'Thử lại' lists them", async () => {
      const { account, order } = await customerWithAnOrder(shop.baseUrl, 'Khách Lỗi Tải', 120_000);

      const { page, close } = await openVisitor(viewport);
      let failed = true;
      try {
        await signInAs(page, shop.baseUrl, account.email, account.password);
        const broken = await failOperation(page, 'MyOrders', () => true);
        await page.goto(`${shop.baseUrl}/my-orders`);
        const alert = page.getByRole('alert').filter({ hasText: 'Không thể tải thông tin đơn hàng' });
        await alert.waitFor({ timeout: 15_000 });
        assert.ok(broken.failures() >= 1, 'the orders were answered with an error');
        assert.equal(await page.getByText(/Không có đơn hàng nào/).count(), 0, 'nothing says there is no order');
        assert.equal(await page.getByText('Bạn chưa có đơn hàng nào').count(), 0);
        assert.equal(await page.getByText('Đang tải đơn hàng...').count(), 0, 'the error is not shown beside a loading state');
        assert.equal(await page.getByTestId('order-card').count(), 0);

        broken.release();
        await alert.getByRole('button', { name: 'Thử lại' }).click();
        await page.getByTestId('order-card').filter({ hasText: order.orderNumber }).waitFor();
        assert.equal(await alert.count(), 0);
        failed = false;
      } finally {
        await screenshotOnFailure(page, `lists-failed-load-my-orders-first-${viewport.width}`, failed);
        await close();
      }
    });
  });
}
