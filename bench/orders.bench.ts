import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuPerUnit, cpuSnapshot, describeCpu } from './lib/cpu';
import { BENCH_DURATION, type BenchRow, type Target } from './lib/measure';
import { DEMO_ADMIN, bearer, call, categories, createCoupon, createProduct, ok, registerCustomers, signIn, tag, type Json, type MadeProduct } from './lib/shop';

// Order placement through the gateway: distinct customers, a coupon and a stock
// reservation on every order, then the invariants checked against what the shop says afterwards.

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100);
/** Concurrent placements of the main row (decision 0613: the target holds at 50). */
const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 50);

export const product = async (baseUrl: string, admin: string, stock: number) =>
  createProduct(baseUrl, admin, {
    name: `Túi bench ${tag()}`,
    shortDescription: 'Túi canvas',
    description: '<p>Túi canvas</p>',
    price: 150_000,
    category: (await categories(baseUrl))[0]._id as string,
    color: 'Be',
    sku: `BENCH-${tag()}`,
    stock,
  });

const stockOf = async (baseUrl: string, productId: string): Promise<number> =>
  (await ok(call(baseUrl, 'GET', `/api/products/${productId}`), 'product')).data.product.variants[0].stock;

export const payload = (productId: string, variant: Json, couponCode: string) =>
  JSON.stringify({
    items: [{ productId, variant, quantity: 1 }],
    customerInfo: { name: 'Khách Bench', email: 'bench@example.com', phone: '0912345678' },
    shippingAddress: { fullName: 'Khách Bench', phone: '0912345678', addressLine: '1 Lê Lợi', city: 'Hồ Chí Minh' },
    paymentMethod: 'cod',
    couponCode,
  });

/** POST /api/orders under load, rotating customers, one Idempotency-Key per request. */
export async function place(
  baseUrl: string,
  name: string,
  tokens: string[],
  bodies: string[],
  opts: { durationSec?: number; amount?: number; connections?: number },
): Promise<BenchRow & { created: number }> {
  let next = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/orders`,
    method: 'POST',
    connections: opts.connections ?? 20,
    // A loaded machine answers slowly; a request given up on would still place its order.
    timeout: 60,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.durationSec ?? BENCH_DURATION }),
    body: bodies[0],
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: Json) => {
          const i = next++;
          return {
            ...req,
            body: bodies[i % bodies.length],
            headers: { ...req.headers, authorization: `Bearer ${tokens[i % tokens.length]}`, 'idempotency-key': randomUUID() },
          };
        },
      },
    ],
  } as autocannon.Options);
  return {
    name,
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    answered: result['2xx'],
    created: result['2xx'],
  };
}

/** The target of order placement under a rush, at 50 connections: 350 orders a second, p99 under 300 ms (decision 0613). */
export const PLACEMENT_TARGET: Target = { perSec: 350, p99Ms: 300 };

export async function runOrdersBench({ baseUrl }: { baseUrl: string }): Promise<(BenchRow & { target?: Target })[]> {
  const admin = (await signIn(baseUrl, DEMO_ADMIN)).token;
  const tokens = await registerCustomers(baseUrl, CUSTOMERS, { name: 'Khách Bench', emailPrefix: 'bench', addressGroup: 'be', atOnce: 10 });
  const couponCode = await createCoupon(baseUrl, admin, { prefix: 'BENCH', percent: 5, maxDiscount: 20_000 });
  // A shop sells more than one bag: orders spread over 10 products, all with the same coupon.
  const initial = 1_000_000;
  const bigs: MadeProduct[] = [];
  while (bigs.length < 10) bigs.push(await product(baseUrl, admin, initial));
  const bodies = bigs.map((b) => payload(b.id, b.variant, couponCode));
  await place(baseUrl, 'warm-up', tokens, bodies, { durationSec: 2 });
  const cpuBefore = cpuSnapshot();
  const row = await place(baseUrl, `POST /api/orders (10 products, coupon, ${ORDER_CONNECTIONS} conn.)`, tokens, bodies, { connections: ORDER_CONNECTIONS });
  const cpuAfter = cpuSnapshot();
  // Oversell check: 50 units, 400 orders as fast as they come.
  const scarce = await product(baseUrl, admin, 50);
  const rush = await place(baseUrl, 'POST /api/orders (50 units, 400 orders)', tokens, [payload(scarce.id, scarce.variant, couponCode)], {
    amount: 400,
    connections: 40,
  });

  // Invariants, once the shop has settled (a request autocannon gave up on may still complete):
  // every order took one unit and one coupon use, and the 50 units made exactly 50 orders.
  const totalOrders = async () => (await ok(call(baseUrl, 'GET', '/api/orders?limit=1', undefined, bearer(admin)), 'orders')).data.pagination.total as number;
  let orders = await totalOrders();
  for (let settled = 0; settled < 2;) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await totalOrders();
    settled = now === orders ? settled + 1 : 0;
    orders = now;
  }
  let bigLeft = 0;
  for (const b of bigs) bigLeft += await stockOf(baseUrl, b.id);
  const scarceLeft = await stockOf(baseUrl, scarce.id);
  const coupon = (await ok(call(baseUrl, 'GET', '/api/coupons', undefined, bearer(admin)), 'coupons')).data.coupons.find((c: Json) => c.code === couponCode);
  const bigOrders = initial * bigs.length - bigLeft;
  const scarceOrders = orders - bigOrders;
  const problems: string[] = [];
  if (bigLeft < 0 || scarceLeft < 0) problems.push('negative stock');
  if (coupon.usedCount !== orders) problems.push(`coupon used ${coupon.usedCount} times for ${orders} orders`);
  if (scarceOrders !== 50 || scarceLeft !== 0) problems.push(`50 units: ${scarceOrders} orders, stock left ${scarceLeft}`);
  if (rush.created > 50) problems.push(`${rush.created} answers 201 for 50 units`);

  console.log(
    `\norders bench: ${row.created} orders answered in ${BENCH_DURATION} s (${Math.round(row.created / BENCH_DURATION)} orders/s, p50 ${row.p50} ms, p99 ${row.p99} ms). ` +
      `Invariants over all ${orders} orders: stock of the 10 products ${initial * bigs.length} → ${bigLeft} (${bigOrders} orders) and 50 → ${scarceLeft} (${scarceOrders} orders, oversold ${Math.max(0, scarceOrders - 50)}), coupon used ${coupon.usedCount}` +
      (problems.length ? `\nINVARIANTS BROKEN: ${problems.join('; ')}` : ' — all hold'),
  );
  // Where the CPU of those orders went (requests per second on this machine vary more than this).
  if (cpuBefore && cpuAfter) console.log(describeCpu(cpuPerUnit(cpuBefore, cpuAfter, row.created), 'order'));
  if (problems.length) process.exitCode = 1;
  return [{ ...row, target: PLACEMENT_TARGET }, rush];
}
