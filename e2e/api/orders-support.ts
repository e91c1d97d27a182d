import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { waitFor } from '@shop/testing';
import { Pool } from 'pg';
import { ShopClient } from '../support/http';
import { signWithSystemKey } from '../support/identity';
import { demoStaff } from '../support/shop';
import { serviceDatabaseUrl } from '../support/system';
import { png, upload } from './catalog-support';

// Helpers of the orders e2e files: staff-made products with known stock, many distinct customers,
// order payloads as the checkout page sends them.

export interface StockedProduct {
  productId: string;
  variantId: string;
  variant: Record<string, unknown>;
  price: number;
}

let n = 0;
const sku = () => `E2E-ORD-${Date.now().toString(36).toUpperCase()}-${process.pid}-${n++}`;

/** The demo admin, signed in. */
export const staffClient = (api: ShopClient): Promise<ShopClient> => demoStaff(api, 'admin');

/** A product with one variant holding `stock` units, made through the staff REST API. */
export async function stockedProduct(api: ShopClient, admin: ShopClient, stock: number, price = 120_000, name?: string): Promise<StockedProduct> {
  const up = await upload(api.baseUrl, admin.token, [{ name: 'anh.png', type: 'image/png', bytes: png(4, 4) }]);
  assert.equal(up.status, 200, JSON.stringify(up.body));
  const categories = (await api.get('/api/categories')).body.data.categories;
  const res = await admin.post('/api/products', {
    name: name ?? `Túi đặt hàng ${Date.now()} ${n++}`,
    shortDescription: 'Túi vải canvas',
    description: '<p>Túi vải canvas in hoa sen</p>',
    price,
    originalPrice: price + 30_000,
    category: categories[0]._id,
    images: [{ url: up.body.data.images[0].url, alt: 'Ảnh chính' }],
    variants: [{ name: 'Xanh rêu', color: 'Xanh rêu', material: 'Canvas', sku: sku(), stock }],
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const product = res.body.data.product;
  return { productId: product._id, variantId: product.variants[0]._id, variant: product.variants[0], price };
}

/** Two new products named after one tag, one with 50 in stock and one sold out, for a list searched by the tag; answers the tag. */
export async function stockPair(baseUrl: string): Promise<string> {
  const tag = `Kho ${Date.now().toString(36)}${n++}`;
  const api = new ShopClient(baseUrl);
  const admin = await staffClient(api);
  await stockedProduct(api, admin, 50, 120_000, `${tag} còn`);
  await stockedProduct(api, admin, 0, 120_000, `${tag} hết`);
  return tag;
}

/** The variant's stock as the product page shows it. */
export async function variantStock(api: ShopClient, p: StockedProduct): Promise<number> {
  const res = await api.get(`/api/products/${p.productId}`);
  return res.body.data.product.variants.find((v: { _id: string }) => v._id === p.variantId).stock;
}

/** Waits until the product page shows `stock` for the variant (the catalog hears the orders' events a moment later). */
export async function waitForStock(api: ShopClient, p: StockedProduct, stock: number, timeoutMs = 20_000): Promise<void> {
  await waitFor(async () => (await variantStock(api, p)) === stock, { timeoutMs, intervalMs: 200, what: `variant ${p.variantId} to show ${stock} in stock` });
}

/** Waits until orders shows the order paid (it hears payments.PaymentConfirmed a moment after the payment). */
export async function waitForOrderPaid(client: ShopClient, orderId: string): Promise<void> {
  await waitFor(async () => (await client.get(`/api/orders/${orderId}`)).body.data?.order?.paymentStatus === 'paid', {
    timeoutMs: 15_000,
    intervalMs: 200,
    what: `orders to show order ${orderId} paid`,
  });
}

let identityDb: Promise<Pool> | undefined;
/** The tiers' identity database, for customers written straight into it (one pool per test file). */
function identityPool(): Promise<Pool> {
  // allowExitOnIdle: idle connections never keep a test file's process alive.
  identityDb ??= serviceDatabaseUrl('identity').then((url) => new Pool({ connectionString: url, max: 4, allowExitOnIdle: true }));
  return identityDb;
}

/**
 * A customer of its own, written into identity's users (without a password: nobody signs in as
 * it) and signed with the system's key as identity signs: hundreds can be made at once without
 * hundreds of password hashes, and to orders each is a different customer. It is a user identity
 * knows, so when the gateway cannot read a session version from Redis in time (a loaded machine)
 * and asks identity, identity vouches for it as for any customer.
 */
export async function syntheticCustomer(api: ShopClient): Promise<ShopClient> {
  const id = randomUUID();
  await (
    await identityPool()
  ).query(`INSERT INTO users (id, name, email, role, password_hash) VALUES ($1, 'Khách thử', $2, 'customer', '!')`, [id, `khach.${id}@example.com`]);
  const token = await signWithSystemKey({ sub: id, role: 'customer' }, Math.floor(Date.now() / 1000) + 3600);
  return api.withToken(token);
}

export function orderPayload(lines: { p: StockedProduct; quantity: number }[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    items: lines.map(({ p, quantity }) => ({ productId: p.productId, variant: p.variant, quantity, price: 1 })),
    customerInfo: { name: 'Trần Thị Mua', email: 'mua.hang@example.com', phone: '0912345678' },
    shippingAddress: { fullName: 'Trần Thị Mua', phone: '0912345678', addressLine: '5 Hàng Bài', ward: 'Tràng Tiền', district: 'Hoàn Kiếm', city: 'Hà Nội' },
    shippingMethod: 'standard',
    paymentMethod: 'cod',
    customerNote: 'Giao giờ hành chính',
    ...extra,
  };
}

/** A coupon of 20.000đ with a fresh code, valid from yesterday to tomorrow. */
export function couponBody(body: Record<string, unknown> = {}): Record<string, unknown> {
  const day = 24 * 3600 * 1000;
  return {
    code: `E2E${Date.now().toString(36).toUpperCase()}${n++}`,
    discountType: 'fixed',
    discountValue: 20_000,
    startDate: new Date(Date.now() - day).toISOString(),
    endDate: new Date(Date.now() + day).toISOString(),
    ...body,
  };
}

export async function createCoupon(admin: ShopClient, body: Record<string, unknown>): Promise<any> {
  const res = await admin.post('/api/coupons', couponBody(body));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data.coupon;
}
