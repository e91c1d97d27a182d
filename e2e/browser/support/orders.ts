import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { waitFor } from '@shop/testing';
import { orderPayload, staffClient, stockedProduct, waitForOrderPaid } from '../../api/orders-support';
import { postSepayTransfer } from '../../support/sepay';
import { ShopClient } from '../../support/http';
import { clientAt } from '../../support/identity';
import type { Locator, Page } from 'playwright-core';
import { createCustomer, signInAs } from './session';
import type { CatalogProduct, CatalogVariant } from './storefront';

// Fixtures of the order journeys: the staff API (coupons, order status) and a customer's API calls
// for what the journey does not need to click through (an order to deliver, a server cart line).

/** A customer's API client (the same account the browser signs in with). */
export async function customerClient(baseUrl: string, email: string, password: string): Promise<ShopClient> {
  const { client } = await clientAt(new ShopClient(baseUrl)).login(email, password);
  return client;
}

/** `buyer`'s order (POST /api/orders) of one unit of a product of its own at `price`, made by `staff`. */
async function orderOfItsOwn(baseUrl: string, staff: ShopClient, buyer: ShopClient, price: number, paymentMethod: 'cod' | 'qr_payment') {
  const product = await stockedProduct(new ShopClient(baseUrl), staff, 10, price);
  const placed = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }], { paymentMethod }));
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  return placed.body.data.order as { _id: string; orderNumber: string; totalAmount: number };
}

/** A new customer who has placed one order (cash on delivery) of a product of its own at `price`. */
export async function customerWithAnOrder(baseUrl: string, name: string, price: number) {
  const account = await createCustomer(baseUrl, name);
  const buyer = await customerClient(baseUrl, account.email, account.password);
  const order = await orderOfItsOwn(baseUrl, await staffClient(new ShopClient(baseUrl)), buyer, price, 'cod');
  return { account, order };
}

/** 'Đơn hàng của tôi' signed in as `account`, once it lists `order`: that order's card. */
export async function myOrdersListing(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  order: { orderNumber: string },
): Promise<Locator> {
  await signInAs(page, baseUrl, account.email, account.password);
  await page.goto(`${baseUrl}/my-orders`);
  const card = page.getByTestId('order-card').filter({ hasText: order.orderNumber });
  await card.waitFor();
  return card;
}

/**
 * An order of a product of its own at `price`, paid by QR (SePay's notice of the transfer) and then
 * cancelled by its customer: staff owe its refund (decision 0730) once this returns.
 */
export async function paidOrderCancelled(baseUrl: string, staff: ShopClient, buyer: ShopClient, price: number) {
  const order = await orderOfItsOwn(baseUrl, staff, buyer, price, 'qr_payment');
  await postSepayTransfer(baseUrl, `DONHANG ${order.orderNumber}`, order.totalAmount);
  await waitForOrderPaid(buyer, order._id);
  assert.equal((await buyer.put(`/api/orders/${order._id}/cancel`, { reason: 'Đặt nhầm màu túi' })).status, 200);
  await waitFor(
    async () => ((await staff.get('/api/payments/refunds')).body.data.refunds as { orderNumber: string }[]).some((r) => r.orderNumber === order.orderNumber),
    { timeoutMs: 15_000, intervalMs: 200, what: 'the refund owed' },
  );
  return order;
}

/** A percentage coupon made through the staff API (product §15 POST /coupons), valid from yesterday for a week. */
export async function createCoupon(staff: ShopClient, percent = 10): Promise<string> {
  const code = `WEB${randomInt(1e9)}`;
  const day = 24 * 3600 * 1000;
  const res = await staff.post('/api/coupons', {
    code: code.toLowerCase(),
    description: 'Mã thử nghiệm của trình duyệt',
    discountType: 'percentage',
    discountValue: percent,
    minOrderValue: 0,
    usageLimit: 10,
    startDate: new Date(Date.now() - day).toISOString(),
    endDate: new Date(Date.now() + 7 * day).toISOString(),
    isActive: true,
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`create coupon: ${res.status} ${JSON.stringify(res.body)}`);
  return code;
}

/** Puts a line into the customer's server cart (GraphQL twin of POST /api/cart/items). */
export async function addToServerCart(customer: ShopClient, product: CatalogProduct, variant: CatalogVariant, quantity: number): Promise<void> {
  const res = await customer.graphql(`mutation ($input: CartItemInput!) { addToCart(input: $input) { items { quantity } } }`, {
    input: { productId: product.id, variantId: variant.id, quantity },
  });
  if (!res.body.data) throw new Error(`addToCart: ${JSON.stringify(res.body.errors)}`);
}

/** Places an order of one line through GraphQL (cash on delivery unless told); returns its id and number. */
export async function placeOrder(
  customer: ShopClient,
  who: { name: string; email: string; phone: string },
  product: CatalogProduct,
  variant: CatalogVariant,
  paymentMethod: 'cod' | 'qr_payment' = 'cod',
): Promise<{ id: string; orderNumber: string }> {
  const res = await customer.graphql<{ placeOrder: { order: { id: string; orderNumber: string } } }>(
    `mutation ($input: PlaceOrderInput!, $key: String) { placeOrder(input: $input, idempotencyKey: $key) { order { id orderNumber } } }`,
    {
      key: `web-e2e-${randomInt(1e12)}`,
      input: {
        items: [{ productId: product.id, variantId: variant.id, quantity: 1 }],
        customerInfo: { name: who.name, email: who.email, phone: who.phone },
        shippingAddress: { fullName: who.name, phone: who.phone, addressLine: '1 Tràng Tiền', city: 'Hà Nội' },
        shippingMethod: 'standard',
        paymentMethod,
      },
    },
  );
  if (!res.body.data) throw new Error(`placeOrder: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.placeOrder.order;
}

/** Moves an order to delivered through the staff API, one allowed step at a time. */
export async function deliver(staff: ShopClient, orderId: string): Promise<void> {
  for (const status of ['confirmed', 'processing', 'shipping', 'delivered']) {
    const res = await staff.put(`/api/orders/${orderId}/status`, {
      status,
      note: `Chuyển sang ${status}`,
      ...(status === 'shipping' ? { trackingNumber: `VN${randomInt(1e9)}` } : {}),
    });
    if (res.status !== 200) throw new Error(`status ${status}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
