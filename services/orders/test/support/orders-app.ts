import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AuthUser } from '@shop/auth';
import { createLogger, rabbitmqUrl } from '@shop/config';
import { CatalogCommands, type RequestOf, type ResponseOf } from '@shop/contracts';
import { MessageBus, setEventProducer } from '@shop/messaging';
import { MESSAGE_BUS, PG_POOL, createServiceApp, databaseUnreachable, runMigrations } from '@shop/platform';
import { createTestDatabase, createTestPool, waitFor, type TestDatabase } from '@shop/testing';
import type { Pool } from 'pg';
import type { CouponInput } from '../../src/coupons/coupon.inputs';
import type { PlaceOrderInput } from '../../src/orders/order.inputs';

const migrations = path.join(__dirname, '../../../drizzle');

/**
 * The catalog's side of the stock commands, as their contract (libs/contracts
 * commands/catalog.ts) defines them, over the real broker: the orders service is tested here at
 * its own boundary; the e2e tier runs it against the real catalog service.
 */
export class CatalogStandIn {
  readonly stock = new Map<string, number>();
  readonly hidden = new Set<string>();
  readonly reservations = new Map<string, { key: string; quantity: number }[]>();
  readonly released: string[] = [];
  reserveCalls = 0;
  /** While true, reserveStock and quoteAndReserve take the stock but answer too late (a catalog that hung mid-call). */
  silent = false;
  /** While set, the stock commands throw it, as the catalog's handlers throw what its database raised. */
  failWith?: Error;
  bus?: MessageBus;

  product(stock: number, price = 100_000): { productId: string; variantId: string; price: number } {
    const productId = randomUUID();
    const variantId = randomUUID();
    this.stock.set(`${productId}|${variantId}`, stock);
    this.prices.set(productId, price);
    return { productId, variantId, price };
  }

  private readonly prices = new Map<string, number>();

  quote(req: RequestOf<typeof CatalogCommands.QuoteLines>): ResponseOf<typeof CatalogCommands.QuoteLines> {
    return {
      lines: req.lines.map((l) => {
        const key = `${l.productId}|${l.variantId ?? ''}`;
        const known = this.stock.has(key) && !this.hidden.has(l.productId);
        // As the catalog: a product on sale without the asked variant says that variant is gone.
        const variantGone = !known && !this.hidden.has(l.productId) && [...this.stock.keys()].some((k) => k.startsWith(`${l.productId}|`));
        return {
          productId: l.productId,
          variantId: l.variantId,
          available: known,
          ...(variantGone ? { variantGone: true } : {}),
          name: known || variantGone ? `Túi ${l.productId.slice(0, 4)}` : '',
          image: known ? `/images/${l.productId}.webp` : null,
          price: this.prices.get(l.productId) ?? 0,
          originalPrice: null,
          stock: this.stock.get(key) ?? 0,
          variant: l.variantId ? { name: 'Xanh', color: 'Xanh', material: 'Canvas', size: null, sku: `SKU-${l.variantId.slice(0, 6)}` } : null,
        };
      }),
    };
  }

  reserve(req: RequestOf<typeof CatalogCommands.ReserveStock>): ResponseOf<typeof CatalogCommands.ReserveStock> {
    this.reserveCalls++;
    if (this.reservations.has(req.orderId)) return { ok: true };
    const wanted = req.lines.map((l) => ({ key: `${l.productId}|${l.variantId ?? ''}`, quantity: l.quantity, productId: l.productId, variantId: l.variantId }));
    const short = wanted.filter((w) => (this.stock.get(w.key) ?? 0) < w.quantity);
    if (short.length) {
      return {
        ok: false,
        shortages: short.map((s) => ({
          productId: s.productId,
          variantId: s.variantId,
          name: `Túi ${s.productId.slice(0, 4)}`,
          requested: s.quantity,
          available: this.stock.get(s.key) ?? 0,
        })),
      };
    }
    for (const w of wanted) this.stock.set(w.key, (this.stock.get(w.key) ?? 0) - w.quantity);
    this.reservations.set(req.orderId, wanted);
    return { ok: true };
  }

  /** As the catalog: nothing is taken unless every line is on sale. */
  quoteAndReserve(req: RequestOf<typeof CatalogCommands.QuoteAndReserve>): ResponseOf<typeof CatalogCommands.QuoteAndReserve> {
    const { lines } = this.quote({ lines: req.lines.map(({ productId, variantId }) => ({ productId, variantId })) });
    if (lines.some((l) => !l.available)) return { lines, reserved: false, shortages: [] };
    const reserved = this.reserve(req);
    return { lines, reserved: reserved.ok, shortages: reserved.ok ? [] : reserved.shortages };
  }

  release(orderId: string): { released: boolean } {
    const taken = this.reservations.get(orderId);
    if (!taken) return { released: false };
    for (const t of taken) this.stock.set(t.key, (this.stock.get(t.key) ?? 0) + t.quantity);
    this.reservations.delete(orderId);
    this.released.push(orderId);
    return { released: true };
  }

  async start(pool: Pool, url: string): Promise<void> {
    // As the platform builds the catalog's bus: a database it cannot reach is answered UNAVAILABLE.
    const bus = new MessageBus({
      service: 'catalog',
      url,
      pool,
      logger: createLogger('catalog'),
      unavailable: (err) => databaseUnreachable(err) !== undefined,
    });
    setEventProducer('orders'); // the stand-in publishes nothing; orders' events keep their producer
    const failing = () => {
      if (this.failWith) throw this.failWith;
    };
    bus.handle(CatalogCommands.QuoteLines, async (req) => (failing(), this.quote(req)));
    bus.handle(CatalogCommands.ReserveStock, async (req) => {
      failing();
      if (this.silent) {
        const answer = this.reserve(req);
        // Answers long after orders stopped waiting (a catalog that hung mid-call).
        return new Promise<typeof answer>((resolve) => setTimeout(() => resolve(answer), 12_000));
      }
      return this.reserve(req);
    });
    bus.handle(CatalogCommands.QuoteAndReserve, async (req) => {
      failing();
      const answer = this.quoteAndReserve(req);
      // Answers long after orders stopped waiting (a catalog that hung mid-call).
      if (this.silent) return new Promise<typeof answer>((resolve) => setTimeout(() => resolve(answer), 12_000));
      return answer;
    });
    bus.handle(CatalogCommands.ReleaseStock, async (req) => this.release(req.orderId));
    await bus.start();
    await waitFor(() => bus.isConnected(), { what: 'stand-in bus connected' });
    this.bus = bus;
  }
}

export interface OrdersTestApp {
  app: NestExpressApplication;
  pool: Pool;
  db: TestDatabase;
  catalog: CatalogStandIn;
  mailDir: string;
  close(): Promise<void>;
}

/**
 * The orders service on a database of its own and a bus namespace of its own (test files run in
 * parallel and must not take each other's events or commands). `ordersRabbitmqUrl` leads orders
 * (not the catalog stand-in) to RabbitMQ some other way, e.g. through a proxy a test cuts.
 */
export async function startOrdersApp(tag: string, { ordersRabbitmqUrl = rabbitmqUrl() } = {}): Promise<OrdersTestApp> {
  const brokerUrl = rabbitmqUrl();
  process.env.BUS_NAMESPACE = `${process.env.BUS_NAMESPACE ?? 'test-int'}-${tag}-${randomBytes(3).toString('hex')}`;
  process.env.ORDERS_CATALOG_TIMEOUT_MS = '5000'; // roomy: a loaded machine must not look like a silent catalog
  process.env.ORDERS_PAYMENTS_TIMEOUT_MS = '300'; // no payments service runs here
  const mailDir = mkdtempSync(path.join(os.tmpdir(), `orders-${tag}-`));
  process.env.VAR_DIR = mailDir;
  const db = await createTestDatabase(`orders_${tag}`);
  await runMigrations(db.url, migrations);
  process.env.ORDERS_DATABASE_URL = db.url;
  process.env.RABBITMQ_URL = ordersRabbitmqUrl; // read while the module is made
  const { AppModule } = await import('../../src/app.module.js');
  const app = await createServiceApp({ service: 'orders', module: AppModule });
  process.env.RABBITMQ_URL = brokerUrl;
  await app.init();
  const bus = app.get<MessageBus>(MESSAGE_BUS);
  await bus.start();
  await waitFor(() => bus.isConnected(), { what: 'orders bus connected' });
  const pool = app.get<Pool>(PG_POOL);
  // The stand-in's bus has an outbox relay of its own: it gets a database of its own, so it never
  // publishes orders' outbox rows.
  const standInDb = await createTestDatabase('orders_catalog_standin');
  await runMigrations(standInDb.url, migrations);
  const standInPool = createTestPool(standInDb.url);
  const catalog = new CatalogStandIn();
  await catalog.start(standInPool, brokerUrl);
  return {
    app,
    pool,
    db,
    catalog,
    mailDir: path.join(mailDir, 'mail'),
    async close() {
      await catalog.bus?.stop();
      await standInPool.end();
      await app.close();
      await db.drop();
      await standInDb.drop();
    },
  };
}

let n = 0;
const DAY_MS = 24 * 3600 * 1000;
/** A coupon as staff would make it, valid from yesterday to tomorrow. */
export const couponValidToday = ({
  discountType,
  ...input
}: Omit<CouponInput, 'discountType' | 'startDate' | 'endDate'> & { discountType: 'fixed' | 'percentage' }): CouponInput => ({
  ...input,
  discountType: discountType as never,
  startDate: new Date(Date.now() - DAY_MS),
  endDate: new Date(Date.now() + DAY_MS),
});

export const customer = (): AuthUser => ({ id: randomUUID(), role: 'customer', email: `khach${++n}@example.com`, name: `Khách ${n}`, sessionVersion: 0 });
export const staff = (): AuthUser => ({ id: randomUUID(), role: 'admin', email: 'admin@example.com', name: 'Quản trị', sessionVersion: 0 });

/** An order of `lines` as the checkout sends it, `extra` replacing or adding fields, for the placement service's own calls. */
export const orderInput = (lines: { productId: string; variantId: string | null; quantity: number }[], extra: Record<string, unknown> = {}): PlaceOrderInput =>
  ({
    items: lines,
    customerInfo: { name: 'Nguyễn Văn Khách', email: 'khach@example.com', phone: '0912345678' },
    shippingAddress: { fullName: 'Nguyễn Văn Khách', phone: '0912345678', addressLine: '12 Tràng Tiền', ward: null, district: 'Hoàn Kiếm', city: 'Hà Nội' },
    ...extra,
  }) as unknown as PlaceOrderInput;
