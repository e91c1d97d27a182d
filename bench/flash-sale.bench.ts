import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { seedBenchCatalog } from './catalog.bench';
import { type BenchRow } from './lib/measure';
import {
  DEMO_ADMIN,
  bearer,
  call,
  categories,
  createCoupon,
  createProduct,
  graphql,
  registerCustomers,
  signIn,
  tag,
  type Answer,
  type Json,
  type MadeProduct,
} from './lib/shop';

// The sale-day scenario: shoppers arrive over a minute, each opens the home
// page's data, lists, searches, opens a hot product, adds it to the cart and orders it; a third
// pay by QR and SePay tells the shop the money arrived. Five hot products have 50 units each.
// Afterwards the shop's own databases are asked whether every invariant holds.

const SHOPPERS = Number(process.env.FLASH_SHOPPERS ?? 1000);
const SECONDS = Number(process.env.FLASH_SECONDS ?? 60);
const HOT = 5;
const UNITS = 50;
const SEPAY_KEY = process.env.SEPAY_WEBHOOK_API_KEY ?? 'bench-sepay-webhook-key';
type Step = 'home' | 'list' | 'search' | 'product' | 'add to cart' | 'place order' | 'SePay webhook' | 'paid seen';
const STEPS: Step[] = ['home', 'list', 'search', 'product', 'add to cart', 'place order', 'SePay webhook', 'paid seen'];

const CARD = 'id name brand price originalPrice discountPercent images { id url alt color } totalStock soldCount isNewArrival isFeatured';
const HOME = `query HomeRows {
  featured: products(filter: { featured: true, limit: 4 }) { products { ${CARD} } }
  newArrivals: products(filter: { newArrival: true, limit: 4 }) { products { ${CARD} } }
  bestSellers: products(filter: { sortBy: soldCount, order: desc, limit: 4 }) { products { ${CARD} } }
  categories { id name slug }
}`;
const LIST = `query Products($f: ProductFilter) { products(filter: $f) { products { ${CARD} } pagination { page limit pages total } colors sizes } }`;
const DETAIL = `query Product($id: ID!) { product(id: $id) { ${CARD} description colors materials sizes variants { id name color sku stock } ratings { average count } } }`;

class Recorder {
  readonly times = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
  readonly failures: string[] = [];
  requests = 0;

  async time<T>(step: Step, fn: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await fn();
    } finally {
      this.requests++;
      this.times.get(step)!.push(performance.now() - started);
    }
  }
}

const hotProduct = (baseUrl: string, admin: string, category: string, n: number) =>
  createProduct(baseUrl, admin, {
    name: `Balo Flash Sale ${n + 1} ${tag(6)}`,
    shortDescription: 'Balo canvas giảm giá ngày hội',
    description: '<p>Balo canvas, số lượng có hạn.</p>',
    price: 199_000,
    originalPrice: 399_000,
    category,
    isFeatured: true,
    color: 'Đen',
    sku: `FLASH-${n}-${tag()}`,
    stock: UNITS,
  });

const outOfStock = (r: Answer) => r.status === 409 && ['OUT_OF_STOCK', 'INSUFFICIENT_STOCK'].includes(r.body.code as string);

interface Outcome {
  shopper: number;
  product: number;
  result: 'ordered' | 'sold out seen' | 'refused for stock' | 'error';
  orderId?: string;
  qr?: boolean;
  coupon?: boolean;
  paid?: boolean;
  error?: string;
}

async function journey(baseUrl: string, rec: Recorder, shopper: number, token: string, hot: MadeProduct[], couponCode: string): Promise<Outcome> {
  const p = shopper % HOT;
  const product = hot[p];
  const auth = bearer(token);
  const fail = (step: string, r: Answer): Outcome => ({
    shopper,
    product: p,
    result: 'error',
    error: `${step}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`,
  });
  try {
    const home = await rec.time('home', () => graphql(baseUrl, HOME, {}, token));
    if (home.status !== 200 || home.body.errors) return fail('home', home);
    const list = await rec.time('list', () =>
      graphql(baseUrl, LIST, { f: { category: 'balo', sortBy: 'price', order: 'asc', page: 1 + (shopper % 3) } }, token),
    );
    if (list.status !== 200 || list.body.errors) return fail('list', list);
    const search = await rec.time('search', () => graphql(baseUrl, LIST, { f: { search: 'balo flash sale' } }, token));
    if (search.status !== 200 || search.body.errors) return fail('search', search);
    const detail = await rec.time('product', () => graphql(baseUrl, DETAIL, { id: product.id }, token));
    if (detail.status !== 200 || detail.body.errors) return fail('product', detail);
    const variant = (detail.body.data.product.variants as Json[]).find((v) => v.id === product.variant._id);
    // The page says 'Hết hàng' and the button is off: this shopper leaves.
    if (!variant || variant.stock < 1) return { shopper, product: p, result: 'sold out seen' };

    const variantInput = { _id: product.variant._id, name: product.variant.name, color: product.variant.color };
    const added = await rec.time('add to cart', () =>
      call(baseUrl, 'POST', '/api/cart/items', { productId: product.id, quantity: 1, variant: variantInput }, auth),
    );
    if (outOfStock(added)) return { shopper, product: p, result: 'refused for stock' };
    if (added.status >= 300) return fail('add to cart', added);

    const qr = shopper % 3 === 0;
    const coupon = shopper % 2 === 0;
    const placed = await rec.time('place order', () =>
      call(
        baseUrl,
        'POST',
        '/api/orders',
        {
          items: [{ productId: product.id, variant: variantInput, quantity: 1 }],
          customerInfo: { name: `Khách Săn Sale ${shopper}`, email: `flash${shopper}@example.com`, phone: '0912345678' },
          shippingAddress: { fullName: `Khách Săn Sale ${shopper}`, phone: '0912345678', addressLine: '1 Lê Lợi', city: 'Thành phố Hồ Chí Minh' },
          paymentMethod: qr ? 'qr_payment' : 'cod',
          ...(coupon ? { couponCode } : {}),
        },
        { ...auth, 'idempotency-key': randomUUID() },
      ),
    );
    if (outOfStock(placed)) return { shopper, product: p, result: 'refused for stock', qr, coupon };
    if (placed.status !== 201) return fail('place order', placed);
    const order = placed.body.data.order as Json;
    const outcome: Outcome = { shopper, product: p, result: 'ordered', orderId: order._id as string, qr, coupon };
    if (!qr) return outcome;

    const payment = placed.body.data.paymentData as Json | null;
    if (!payment) return { ...outcome, error: 'no paymentData on a QR order' };
    const webhook = await rec.time('SePay webhook', () =>
      call(
        baseUrl,
        'POST',
        '/api/payments/webhooks/sepay',
        {
          id: 7_000_000 + shopper,
          gateway: 'Vietcombank',
          transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
          accountNumber: '0011004455667',
          code: null,
          content: `MBVCB.${shopper}. ${payment.transferContent} CT tu 0123`,
          transferType: 'in',
          transferAmount: payment.amount,
          accumulated: payment.amount,
          subAccount: null,
          referenceCode: `FT${shopper}`,
          description: '',
        },
        { authorization: `Apikey ${SEPAY_KEY}` },
      ),
    );
    if (webhook.status !== 200) return { ...outcome, error: `SePay webhook: ${webhook.status} ${JSON.stringify(webhook.body)}` };
    // The QR page asks every 5 s; this shopper asks every second until it says paid (30 s at most).
    const started = performance.now();
    for (let i = 0; i < 30; i++) {
      const status = await call(baseUrl, 'GET', `/api/orders/${order._id}/payment-status`, undefined, auth);
      rec.requests++;
      if (status.body.data?.isPaid) {
        rec.times.get('paid seen')!.push(performance.now() - started);
        return { ...outcome, paid: true };
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    return { ...outcome, paid: false, error: 'the QR order was not seen paid within 30 s of the webhook' };
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    return { shopper, product: p, result: 'error', error: `${String(err)}${cause ? ` (${String(cause)})` : ''}` };
  }
}

const percentile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0);

async function query<T extends Json>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function runFlashSaleBench({ baseUrl, ceiling }: { baseUrl: string; ceiling?: number }): Promise<BenchRow[]> {
  const catalogDb = process.env.CATALOG_DATABASE_URL;
  const ordersDb = process.env.ORDERS_DATABASE_URL;
  if (!catalogDb || !ordersDb) throw new Error('flash-sale bench: CATALOG_DATABASE_URL and ORDERS_DATABASE_URL are needed for the invariants');
  const [{ n }] = await query<{ n: number }>(catalogDb, 'SELECT count(*)::int AS n FROM products');
  if (n < 10_000) await seedBenchCatalog();

  const admin = (await signIn(baseUrl, DEMO_ADMIN)).token;
  const all = await categories(baseUrl);
  const hot: MadeProduct[] = [];
  for (let i = 0; i < HOT; i++) hot.push(await hotProduct(baseUrl, admin, (all.find((c) => c.slug === 'balo') ?? all[0])._id as string, i));
  const couponCode = await createCoupon(baseUrl, admin, { prefix: 'SALE', percent: 10, maxDiscount: 30_000 });
  const registering = performance.now();
  const tokens = await registerCustomers(baseUrl, SHOPPERS, { name: 'Khách Săn Sale', emailPrefix: 'flash', addressGroup: 'f1a5', atOnce: 8 });
  console.log(
    `\nflash sale: ${SHOPPERS} shoppers registered in ${((performance.now() - registering) / 1000).toFixed(1)} s; ${HOT} hot products × ${UNITS} units; the sale opens`,
  );

  // Shoppers arrive evenly over the sale's minute, each running its journey at once.
  const rec = new Recorder();
  const opened = performance.now();
  const outcomes = await Promise.all(
    tokens.map(async (token, i) => {
      const at = (i * SECONDS * 1000) / SHOPPERS;
      const wait = opened + at - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      return journey(baseUrl, rec, i, token, hot, couponCode);
    }),
  );
  const wall = (performance.now() - opened) / 1000;

  // Let events settle: OrderPlaced confirmations, PaymentConfirmed, stock changes.
  const placedIds = outcomes.filter((o) => o.result === 'ordered').map((o) => o.orderId!);
  const paidQrIds = outcomes.filter((o) => o.paid).map((o) => o.orderId!);
  const unsettled = async () =>
    (await query<{ n: number }>(ordersDb, 'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL'))[0].n +
    (
      await query<{ n: number }>(catalogDb, "SELECT count(*)::int AS n FROM stock_reservations WHERE order_id = ANY($1) AND status <> 'confirmed'", [placedIds])
    )[0].n +
    // PaymentConfirmed heard by orders: what payments saw paid, orders shows paid.
    (await query<{ n: number }>(ordersDb, "SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND payment_status <> 'paid'", [paidQrIds]))[0].n;
  for (let i = 0; i < 30 && (await unsettled()) > 0; i++) await new Promise((r) => setTimeout(r, 1000));

  const hotIds = hot.map((h) => h.id);
  const sold = await query<{ product_id: string; units: number; orders: number }>(
    ordersDb,
    `SELECT i.product_id, sum(i.quantity)::int AS units, count(DISTINCT o.id)::int AS orders
       FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.product_id = ANY($1) AND o.status <> 'cancelled' GROUP BY i.product_id`,
    [hotIds],
  );
  const dbOrders = await query<{ id: string; payment_status: string; coupon_code: string | null }>(
    ordersDb,
    'SELECT o.id, o.payment_status, o.coupon_code FROM orders o WHERE EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.product_id = ANY($1))',
    [hotIds],
  );
  const [coupon] = await query<{ used_count: number }>(ordersDb, 'SELECT used_count FROM coupons WHERE code = $1', [couponCode]);
  const stock = await query<{ product_id: string; stock: number }>(
    catalogDb,
    'SELECT product_id, sum(stock)::int AS stock FROM variants WHERE product_id = ANY($1) GROUP BY product_id',
    [hotIds],
  );
  const reservations = await query<{ order_id: string; status: string }>(
    catalogDb,
    "SELECT order_id, status FROM stock_reservations WHERE status <> 'released' AND lines::text LIKE ANY($1)",
    [hotIds.map((id) => `%${id}%`)],
  );
  const unpublished = (await query<{ n: number }>(ordersDb, 'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL'))[0].n;

  const count = (r: Outcome['result']) => outcomes.filter((o) => o.result === r).length;
  const errors = outcomes.filter((o) => o.result === 'error' || o.error);
  const dbIds = new Set(dbOrders.map((o) => o.id));
  const answered = new Set(placedIds);
  const lost = placedIds.filter((id) => !dbIds.has(id)).length;
  const unknown = dbOrders.filter((o) => !answered.has(o.id)).length;
  const orphanReservations = reservations.filter((r) => !dbIds.has(r.order_id)).length;
  const unconfirmed = reservations.filter((r) => dbIds.has(r.order_id) && r.status !== 'confirmed').length;
  const qrOrders = outcomes.filter((o) => o.result === 'ordered' && o.qr);
  const qrPaidInDb = dbOrders.filter((o) => qrOrders.some((q) => q.orderId === o.id) && o.payment_status === 'paid').length;
  const withCoupon = dbOrders.filter((o) => o.coupon_code === couponCode).length;

  const rows: BenchRow[] = STEPS.map((step) => {
    const t = [...rec.times.get(step)!].sort((a, b) => a - b);
    return {
      name: `flash sale: ${step} (${t.length})`,
      requestsPerSec: Math.round(t.length / wall),
      p50: Math.round(percentile(t, 0.5)),
      p99: Math.round(percentile(t, 0.99)),
      non2xx: 0,
      errors: 0,
    };
  });
  console.log(
    `\nflash sale: ${SHOPPERS} shoppers over ${SECONDS} s, finished in ${wall.toFixed(1)} s, ${rec.requests} requests (${Math.round(rec.requests / wall)} requests/s${ceiling ? `; bare Node ceiling ${ceiling} requests/s` : ''})`,
  );
  console.log(`${'step'.padEnd(22)}${'count'.padStart(7)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
  for (const step of STEPS) {
    const t = [...rec.times.get(step)!].sort((a, b) => a - b);
    console.log(
      `${step.padEnd(22)}${String(t.length).padStart(7)}${String(Math.round(percentile(t, 0.5))).padStart(9)}${String(Math.round(percentile(t, 0.99))).padStart(9)}`,
    );
  }
  const units = hotIds.map((id) => sold.find((s) => s.product_id === id)?.units ?? 0);
  console.log(
    `orders placed ${count('ordered')} (${qrOrders.length} by QR, ${withCoupon} with the coupon); refused for stock ${count('refused for stock')}; ` +
      `saw 'Hết hàng' and left ${count('sold out seen')}; other errors ${errors.length}`,
  );
  console.log(`units sold per hot product: ${units.join(', ')} (stock left ${hotIds.map((id) => stock.find((s) => s.product_id === id)?.stock).join(', ')})`);

  if (errors.length) {
    // What went wrong, by step, status and code (the first 40 characters past those).
    const kinds = new Map<string, number>();
    for (const e of errors) {
      const kind = (e.error ?? '').replace(/"message":"[^"]*",?/, '').slice(0, 90);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    console.log('errors by kind:');
    for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${String(n).padStart(5)}  ${kind}`);
  }
  const problems: string[] = [];
  units.forEach((u, i) => u !== UNITS && problems.push(`hot product ${i + 1}: ${u} units sold, not ${UNITS}`));
  stock.forEach((s) => s.stock !== 0 && problems.push(`stock left ${s.stock} on ${s.product_id}`));
  if (count('ordered') !== HOT * UNITS) problems.push(`${count('ordered')} orders answered 201, not ${HOT * UNITS}`);
  if (lost) problems.push(`${lost} orders answered 201 but missing`);
  if (unknown) problems.push(`${unknown} orders in the database that no shopper was told of`);
  if (errors.length) problems.push(`${errors.length} errors other than out of stock, e.g. ${errors[0].error}`);
  if (coupon.used_count !== withCoupon) problems.push(`coupon used ${coupon.used_count} times for ${withCoupon} orders`);
  if (unpublished) problems.push(`${unpublished} events still in orders' outbox`);
  if (unconfirmed) problems.push(`${unconfirmed} orders whose reservation OrderPlaced did not confirm`);
  if (orphanReservations) problems.push(`${orphanReservations} reservations without an order`);
  if (qrPaidInDb !== qrOrders.length) problems.push(`${qrOrders.length - qrPaidInDb} QR orders not paid in orders after SePay's notice`);
  console.log(
    problems.length
      ? `INVARIANTS BROKEN: ${problems.join('; ')}`
      : `invariants: 0 oversold, 0 lost orders, 0 errors besides out of stock, coupon used ${coupon.used_count} = ${withCoupon} orders, every OrderPlaced consumed (${dbIds.size} reservations confirmed, 0 without an order), ${qrPaidInDb}/${qrOrders.length} QR orders paid — all hold`,
  );
  if (problems.length) process.exitCode = 1;
  return rows;
}
