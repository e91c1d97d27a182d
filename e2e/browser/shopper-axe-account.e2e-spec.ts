import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { ShopClient } from '../support/http';
import { assertNone, axeViolations, type AxeViolation } from './support/axe';
import { addToServerCart, createCoupon, customerClient, placeOrder } from './support/orders';
import { createCustomer, signInAs, type Account } from './support/session';
import { Catalog, useShopper, VIEWPORTS, type CatalogProduct, type CatalogVariant } from './support/storefront';
import { useShop } from '../support/shop';

// Decision 0920: no serious or critical axe violation on any page a signed-in shopper opens:
// checkout (COD and QR chosen, the voucher list open, the saved-address picker), the QR payment
// page, the order's success page, my orders (empty and listed), the order page in every status
// (cancelled, and shipping with its carrier's tracking link), the account's tabs; at 390×844
// and 1280×800. The guest pages: shopper-axe-browse.e2e-spec.ts.

let catalog: Catalog;
let item: { product: CatalogProduct; variant: CatalogVariant };
const shop = useShop({ signIn: ['admin'] }, async () => {
  catalog = Catalog.at(shop.baseUrl);
  [item] = await catalog.withChoices(20);
  assert.ok(item, 'the demo catalog has a product with variants in stock');
  // A public coupon, so the voucher list has an offer to show.
  await createCoupon(shop.admin);
});

const STEPS = ['pending', 'confirmed', 'processing', 'shipping', 'delivered'] as const;
type Step = (typeof STEPS)[number];

/** Moves an order through the staff API up to `status`, shipping with GHN and a tracking code. */
async function advance(staff: ShopClient, orderId: string, status: Step): Promise<void> {
  for (const next of STEPS.slice(1, STEPS.indexOf(status) + 1)) {
    const res = await staff.put(`/api/orders/${orderId}/status`, {
      status: next,
      note: `Chuyển sang ${next}`,
      ...(next === 'shipping' ? { carrier: 'ghn', trackingNumber: `GHN${Date.now() % 1e9}` } : {}),
    });
    if (res.status !== 200) throw new Error(`status ${next}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

for (const viewport of VIEWPORTS) {
  describe(`axe on the signed-in shopper pages (${viewport.name})`, () => {
    const shopper = useShopper(viewport);
    let account: Account;
    let customer: ShopClient;
    const base = () => shop.baseUrl;
    const at = (name: string) => `${name} @${viewport.width}`;
    const check = async (page: Page, name: string, found: AxeViolation[]) => found.push(...(await axeViolations(page, at(name))));

    before(async () => {
      account = await createCustomer(shop.baseUrl);
      customer = await customerClient(shop.baseUrl, account.email, account.password);
      await signInAs(shopper.page, shop.baseUrl, account.email, account.password);
    });

    it('my orders before the first order, and the account with its tabs', async () => {
      const { page } = shopper;
      const found: AxeViolation[] = [];
      await page.goto(`${base()}/my-orders`);
      await page.getByRole('heading', { level: 1, name: 'Đơn hàng của tôi' }).waitFor();
      await page.getByRole('tabpanel').getByText('Bạn chưa có đơn hàng nào').first().waitFor();
      await check(page, 'my orders, empty', found);
      const added = await customer.graphql(`mutation ($input: AddressInput!) { addAddress(input: $input) { id } }`, {
        input: {
          fullName: account.name,
          phone: account.phone,
          addressLine: '12 Tràng Tiền',
          ward: 'Phường Hoàn Kiếm',
          city: 'Thành phố Hà Nội',
          isDefault: true,
        },
      });
      assert.ok(added.body.data, JSON.stringify(added.body.errors));
      await page.goto(`${base()}/profile`);
      await page.getByRole('tabpanel').getByText(account.email).waitFor();
      await check(page, 'account, profile', found);
      await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
      await page.getByRole('button', { name: 'Lưu thay đổi' }).waitFor();
      await check(page, 'account, profile being edited', found);
      await page.goto(`${base()}/profile?tab=password`);
      await page.getByLabel('Mật khẩu hiện tại').waitFor();
      await check(page, 'account, password', found);
      await page.goto(`${base()}/profile?tab=addresses`);
      await page
        .getByRole('tabpanel')
        .getByText(/12 Tràng Tiền/)
        .first()
        .waitFor();
      await check(page, 'account, addresses', found);
      await page.getByRole('button', { name: 'Thêm địa chỉ' }).click();
      await page.getByRole('combobox', { name: 'Tỉnh/Thành phố' }).waitFor();
      await check(page, 'account, address form', found);
      assertNone(found);
    });

    it('checkout with the saved address, COD then QR chosen, and the voucher list open', async () => {
      const { page } = shopper;
      const found: AxeViolation[] = [];
      await addToServerCart(customer, item.product, item.variant, 1);
      await page.goto(`${base()}/checkout`);
      await page.getByRole('radiogroup', { name: 'Chọn địa chỉ đã lưu' }).getByRole('radio', { checked: true }).waitFor();
      await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)', checked: true }).waitFor();
      await check(page, 'checkout, COD', found);
      await page.getByRole('radio', { name: 'Chuyển khoản qua mã QR' }).check();
      await check(page, 'checkout, QR', found);
      await page.getByRole('button', { name: 'Chọn voucher' }).click();
      await page.getByRole('list', { name: 'Voucher của shop' }).getByRole('listitem').first().waitFor();
      await check(page, 'checkout, voucher list open', found);
      assertNone(found);
    });

    it('the success page and the QR payment page of a new order', async () => {
      const { page } = shopper;
      const found: AxeViolation[] = [];
      const cod = await placeOrder(customer, account, item.product, item.variant);
      await page.goto(`${base()}/order-success/${cod.id}`);
      await page.getByTestId('order-number').getByText(cod.orderNumber).waitFor();
      await check(page, 'order success', found);
      const qr = await placeOrder(customer, account, item.product, item.variant, 'qr_payment');
      await page.goto(`${base()}/payment/qr/${qr.id}`);
      await page.getByRole('region', { name: 'Quét mã VietQR để thanh toán' }).getByRole('img').first().waitFor();
      await check(page, 'QR payment', found);
      assertNone(found);
    });

    it('my orders listed, and the order page in every status', async () => {
      const { page } = shopper;
      const found: AxeViolation[] = [];
      const orders: { status: string; id: string; orderNumber: string }[] = [];
      for (const status of STEPS) {
        const order = await placeOrder(customer, account, item.product, item.variant);
        await advance(shop.admin, order.id, status);
        orders.push({ status, ...order });
      }
      const cancelled = await placeOrder(customer, account, item.product, item.variant);
      const res = await customer.graphql(`mutation ($id: ID!) { cancelOrder(id: $id, reason: "Tôi đổi ý") { id } }`, { id: cancelled.id });
      assert.ok(res.body.data, JSON.stringify(res.body.errors));
      orders.push({ status: 'cancelled', ...cancelled });

      await page.goto(`${base()}/my-orders`);
      await page.getByTestId('order-card').filter({ hasText: cancelled.orderNumber }).waitFor();
      await check(page, 'my orders, listed', found);
      for (const order of orders) {
        await page.goto(`${base()}/orders/${order.id}`);
        await page.getByRole('heading', { level: 1, name: `Đơn hàng ${order.orderNumber}` }).waitFor();
        if (order.status === 'shipping') await page.getByRole('link', { name: /GHN/ }).first().waitFor();
        await check(page, `order page, ${order.status}`, found);
        // The dialogs the page opens: cancelling a pending order, rating a delivered one.
        const dialog =
          order.status === 'pending'
            ? { button: 'Hủy đơn hàng', name: `Hủy đơn hàng ${order.orderNumber}` }
            : order.status === 'delivered'
              ? { button: 'Đánh giá sản phẩm', name: `Đánh giá: ${item.product.name}` }
              : null;
        if (dialog) {
          await page.getByRole('button', { name: dialog.button }).click();
          const open = page.getByRole('dialog', { name: dialog.name });
          await open.getByRole('radio').first().waitFor();
          // 'Lý do khác' opens the field where the reason is typed.
          if (order.status === 'pending') await open.getByRole('radio', { name: 'Lý do khác' }).check();
          await open.getByRole('textbox').waitFor();
          await check(page, `order page, ${order.status}, dialog '${dialog.button}' open`, found);
        }
      }
      await page.goto(`${base()}/orders/00000000-0000-4000-8000-000000000000`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check(page, 'order not found', found);
      assertNone(found);
    });
  });
}
