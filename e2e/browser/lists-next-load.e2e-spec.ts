import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page, Route } from 'playwright-core';
import { chooseOption, openStaff, screenshotOnFailure } from './support/admin';
import { customerClient, customerWithAnOrder, myOrdersListing, paidOrderCancelled } from './support/orders';
import { createCustomer, DESKTOP, openVisitor, PHONE } from './support/session';
import { eventually, productCards } from './support/storefront';
import { useShop } from '../support/shop';
import { stockPair } from '../api/orders-support';
import { postSepayTransfer, waitForListedTransfer } from '../support/sepay';

// While a list's next page, search or filter is on its way, the list says it is loading, and the
// previous answer's rows never read as the answer: they are gone, or dimmed under a spinner in a
// region marked busy (decision 0924). Each test holds that one request until it has looked, then
// lets it through and waits for the right rows.

const shop = useShop();

/** Holds the page's `operation` requests whose variables match until `release()`; `arrived` settles with the first. */
async function holdOperation(page: Page, operation: string, matches: (variables: Record<string, unknown>) => boolean) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
    if (body?.operationName !== operation || !matches(body.variables ?? {})) return route.continue();
    arrive();
    await released;
    return route.continue();
  });
  return { arrived, release };
}

/**
 * What the page shows while the held load is on its way: how many of the previous answer's rows
 * still read as an answer (visible, not inside an `aria-busy` region), and whether the part of the
 * page in view says it is loading (a 'Đang tải' text or antd's spinner inside the viewport: a
 * spinner in the middle of a table taller than the screen says nothing to the person looking).
 */
async function whileLoading(page: Page, previous: Locator): Promise<{ staleAsAnswer: number; saysLoading: boolean }> {
  const staleAsAnswer = await previous.evaluateAll(
    (elements) => elements.filter((el) => (el as HTMLElement).offsetParent !== null && !el.closest('[aria-busy="true"]')).length,
  );
  const inView = (elements: Element[]) =>
    elements.some((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight && getComputedStyle(el).visibility !== 'hidden';
    });
  const spinner = await page.locator('.ant-spin-spinning .ant-spin-dot').evaluateAll(inView);
  const text = await page.getByText(/Đang tải/).evaluateAll(inView);
  return { staleAsAnswer, saysLoading: spinner || text };
}

/**
 * While the load is held, the page comes to say it is loading with none of the previous rows read
 * as the answer (a page that shows them as the answer never does: the load waits for the test).
 */
async function assertLoadingShown(page: Page, previous: Locator, what: string): Promise<void> {
  await eventually(async () => {
    const seen = await whileLoading(page, previous);
    assert.equal(seen.staleAsAnswer, 0, `${what}: the previous answer's rows are not shown as the answer while the next one loads`);
    assert.ok(seen.saysLoading, `${what}: the page in view says it is loading`);
  }, 5_000);
}

describe(`staff lists at ${DESKTOP.width}px while the next load is on its way`, () => {
  it("customers: a full page's rows do not read as page 2", async () => {
    // 21 customers found by one search: a full page of 20 (taller than the screen), then one on page 2.
    const tag = `Chờ${Date.now().toString(36)}`;
    for (let i = 0; i < 21; i++) await createCustomer(shop.baseUrl, `Khách ${tag}`);
    const staff = await openStaff(shop.baseUrl, 'admin', DESKTOP);
    const { page } = staff;
    let failed = true;
    try {
      const rows = page.getByRole('table').getByRole('row').filter({ hasText: tag });
      await page.goto(`${shop.baseUrl}/admin/customers?search=${encodeURIComponent(tag)}`);
      await eventually(async () => assert.equal(await rows.count(), 20, 'a full first page'), 15_000);
      const onPage1 = await rows.allInnerTexts();

      const held = await holdOperation(page, 'AdminCustomers', (v) => v.search === tag && v.page === 2);
      await page.locator('.ant-pagination').getByLabel('Trang 2', { exact: true }).click();
      await held.arrived;
      await assertLoadingShown(page, rows, 'customers');

      held.release();
      await eventually(async () => {
        const shown = await rows.allInnerTexts();
        assert.equal(shown.length, 1, 'page 2 holds the 21st customer');
        assert.ok(!onPage1.includes(shown[0]), 'a customer of page 1 is not listed on page 2');
      }, 15_000);
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-next-load-customers', failed);
      await staff.close();
    }
  });

  it("products: page 1's rows do not read as page 2", async () => {
    const staff = await openStaff(shop.baseUrl, 'admin', DESKTOP);
    const { page } = staff;
    let failed = true;
    try {
      await page.goto(`${shop.baseUrl}/admin/products`);
      const rows = page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: /^Sửa / }) });
      await rows.first().waitFor();
      const firstName = (await rows.first().getByRole('link', { name: /^Sửa / }).getAttribute('aria-label'))!.slice('Sửa '.length);
      const named = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Sửa ${firstName}`, exact: true }) });

      const held = await holdOperation(page, 'AdminProducts', (v) => (v.filter as { page?: number } | undefined)?.page === 2);
      await page.locator('.ant-pagination').getByLabel('Trang 2', { exact: true }).click();
      await held.arrived;
      await assertLoadingShown(page, named, 'products');

      held.release();
      await eventually(async () => {
        assert.ok((await rows.count()) > 0, "page 2's products are listed");
        assert.equal(await named.count(), 0, "page 1's first product is not on page 2");
      }, 15_000);
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-next-load-products', failed);
      await staff.close();
    }
  });

  it("inventory: every product's rows do not read as the out-of-stock filter's answer", async () => {
    // Two products of its own, found by a search: the first page of the whole inventory depends on
    // what the tests before this one left in stock.
    const tag = await stockPair(shop.baseUrl);
    const staff = await openStaff(shop.baseUrl, 'admin', DESKTOP);
    const { page } = staff;
    let failed = true;
    try {
      await page.goto(`${shop.baseUrl}/admin/inventory?search=${encodeURIComponent(tag)}`);
      const inStock = page.getByRole('table').getByRole('row').filter({ hasText: 'Còn hàng' });
      await inStock.first().waitFor();

      const held = await holdOperation(page, 'AdminInventory', (v) => v.filter === 'out');
      await page.getByRole('radiogroup', { name: 'Lọc theo tồn kho' }).getByText('Hết hàng', { exact: true }).click();
      await held.arrived;
      await assertLoadingShown(page, inStock, 'inventory');

      held.release();
      await eventually(async () => assert.equal(await inStock.count(), 0, 'no item in stock is listed under "Hết hàng"'), 15_000);
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-next-load-inventory', failed);
      await staff.close();
    }
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  describe(`product grid at ${viewport.width}px while the next page is on its way`, () => {
    it("page 1's products do not read as page 2, and no count is claimed for it", async () => {
      const { page, close } = await openVisitor(viewport);
      let failed = true;
      try {
        await page.goto(`${shop.baseUrl}/products`);
        await productCards(page).first().waitFor();
        const firstOfPage1 = await productCards(page).first().getByRole('heading').innerText();
        const named = productCards(page).filter({ has: page.getByRole('heading', { name: firstOfPage1, exact: true }) });

        const held = await holdOperation(page, 'StorefrontProducts', (v) => (v.filter as { page?: number } | undefined)?.page === 2);
        await page.getByRole('button', { name: 'Trang 2' }).click();
        await held.arrived;
        await assertLoadingShown(page, productCards(page), 'product grid');
        assert.equal(await page.getByText(/^Tìm thấy/).count(), 0, 'no count of products is claimed for page 2 before it came');

        held.release();
        await eventually(async () => {
          assert.ok((await productCards(page).count()) > 0, "page 2's products are shown");
          assert.equal(await named.count(), 0, "page 2 holds other products than page 1's");
          assert.equal(await page.getByRole('button', { name: 'Trang 2' }).getAttribute('aria-current'), 'page');
        }, 15_000);
        await page.getByText(/^Tìm thấy/).waitFor();
        failed = false;
      } finally {
        await screenshotOnFailure(page, `lists-next-load-grid-${viewport.width}`, failed);
        await close();
      }
    });
  });
}

describe(`transfers to check at ${DESKTOP.width}px while the next view is on its way`, () => {
  it('the transfers to check do not read as the handled ones', async () => {
    const staff = await openStaff(shop.baseUrl, 'admin', DESKTOP);
    const { page } = staff;
    let failed = true;
    try {
      // a transfer naming no order: it waits under 'Cần kiểm tra', and is not among the handled ones
      const transfer = await postSepayTransfer(shop.baseUrl, `chuyen tien cho xem ${Date.now()}`, 66_000);
      await waitForListedTransfer(staff.api, transfer);
      await page.goto(`${shop.baseUrl}/admin/orders/transfers`);
      const item = page.getByRole('listitem', { name: `Giao dịch ${transfer}` });
      await item.waitFor();

      const held = await holdOperation(page, 'AdminBankTransfers', (v) => v.view === 'handled');
      await chooseOption(page, 'Lọc giao dịch', 'Đã xử lý');
      await held.arrived;
      await assertLoadingShown(page, item, 'transfers');
      assert.equal(await page.getByText(/\d+ giao dịch$/).count(), 0, 'no count of transfers is claimed for the handled view before it came');
      assert.equal(await page.getByRole('status').filter({ hasText: 'Đang tải danh sách giao dịch' }).count(), 1, 'a screen reader hears what is loading');

      held.release();
      await page.getByText(/\d+ giao dịch$/).waitFor({ timeout: 15_000 });
      assert.equal(await item.count(), 0, 'a transfer to check is not listed as handled');
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-next-load-transfers', failed);
      await staff.close();
    }
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  describe(`my orders at ${viewport.width}px while the next tab is on its way`, () => {
    it("the previous tab's orders do not read as the next tab's", async () => {
      const { account, order } = await customerWithAnOrder(shop.baseUrl, 'Khách Chờ Tải', 130_000);
      const { page, close } = await openVisitor(viewport);
      let failed = true;
      try {
        const card = await myOrdersListing(page, shop.baseUrl, account, order);

        const held = await holdOperation(page, 'MyOrders', (v) => (v.filter as { status?: string } | undefined)?.status === 'delivered');
        await page.getByRole('tab', { name: 'Đã giao' }).click();
        await held.arrived;
        await assertLoadingShown(page, card, 'my orders');

        held.release();
        // the right answer: no delivered order yet
        await page.getByText('Không có đơn hàng nào ở trạng thái này').waitFor({ timeout: 15_000 });
        assert.equal(await card.count(), 0, "the pending order is not listed under 'Đã giao'");
        failed = false;
      } finally {
        await screenshotOnFailure(page, `lists-next-load-my-orders-${viewport.width}`, failed);
        await close();
      }
    });
  });
}

describe(`refunds at ${DESKTOP.width}px while the next view is on its way`, () => {
  it('the refunds owed do not read as the refunded ones', async () => {
    const staff = await openStaff(shop.baseUrl, 'admin', DESKTOP);
    const { page } = staff;
    let failed = true;
    try {
      const account = await createCustomer(shop.baseUrl, 'Khách Chờ Hoàn');
      const order = await paidOrderCancelled(shop.baseUrl, staff.api, await customerClient(shop.baseUrl, account.email, account.password), 95_000);
      await page.goto(`${shop.baseUrl}/admin/orders/refunds`);
      const card = page.getByRole('listitem', { name: `Hoàn tiền đơn ${order.orderNumber}` });
      await card.waitFor();

      const held = await holdOperation(page, 'AdminRefunds', (v) => v.view === 'refunded');
      await chooseOption(page, 'Lọc khoản hoàn tiền', 'Đã hoàn tiền');
      await held.arrived;
      await assertLoadingShown(page, card, 'refunds');
      assert.equal(await page.getByText(/\d+ khoản$/).count(), 0, 'no count of refunds is claimed for the refunded view before it came');

      held.release();
      await page.getByText(/\d+ khoản$/).waitFor({ timeout: 15_000 });
      assert.equal(await card.count(), 0, 'a refund still owed is not listed as refunded');
      failed = false;
    } finally {
      await screenshotOnFailure(page, 'lists-next-load-refunds', failed);
      await staff.close();
    }
  });
});
