import { randomUUID } from 'node:crypto';
import { orderPayload, type StockedProduct } from '../../api/orders-support';

// The traffic of the outage runs: orders at a steady rate through the gateway (cash on delivery
// and some VietQR, some with a coupon, some cancelled by their customer at once) and catalog reads
// beside them. Every request is recorded with when it was sent, how long it took and what came
// back, so a run can say what clients saw during an outage and when ordering worked again.

export type Kind = 'order' | 'cancel' | 'read';

export interface Sample {
  kind: Kind;
  /** Date.now() when sent and answered (or given up). */
  sentAt: number;
  doneAt: number;
  /** The HTTP status; 0 when no answer came (connection refused or reset, or no answer in time). */
  status: number;
  /** The shop's `code`, when it gave one. */
  code?: string;
  message?: string;
  /** The correlation id the request carried: the services' log lines of it carry it too. */
  correlationId: string;
}

/** An order the shop answered 201 to. */
export interface PlacedOrder {
  id: string;
  number: string;
  key: string;
}

export interface LoadTargets {
  baseUrl: string;
  /** Bearer tokens of the customers the orders come from, in turn. */
  customers: string[];
  products: StockedProduct[];
  /** The coupon some orders carry (it has a usage limit). */
  couponCode: () => string;
}

/** Longer than any answer may take; a request still open then counts as no answer. */
const GIVE_UP_MS = 15_000;

/** One request of the load, sent through the gateway with a correlation id of its own. */
interface LoadRequest {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Waits `ms`: the outage runs are about time, their load runs for set spans. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(baseUrl: string, correlationId: string, { method, path, token, body, headers = {} }: LoadRequest) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-correlation-id': correlationId,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(GIVE_UP_MS),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Record<string, any> };
  } catch {
    return { status: res.status, body: { message: text.slice(0, 200) } as Record<string, any> };
  }
}

export class Load {
  readonly samples: Sample[] = [];
  readonly placed: PlacedOrder[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly targets: LoadTargets,
    private readonly rates: { ordersPerSecond: number; readsPerSecond: number },
  ) {}

  /** Sends at the set rates until `stop`, catching up after a slow tick rather than drifting. */
  start(): void {
    const began = performance.now();
    let orders = 0;
    let reads = 0;
    this.timer = setInterval(() => {
      const seconds = (performance.now() - began) / 1000;
      while (orders < seconds * this.rates.ordersPerSecond) this.track(this.order(orders++));
      while (reads < seconds * this.rates.readsPerSecond) this.track(this.read(reads++));
    }, 20);
  }

  /** Stops sending and waits for what is under way (at most GIVE_UP_MS). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.inFlight]);
  }

  private track(work: Promise<unknown>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async timed(kind: Kind, request: LoadRequest) {
    const sentAt = Date.now();
    const correlationId = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    // The abort signal's own timer is not trusted alone: a request that outlives it by a second
    // counts as unanswered all the same, so a run always ends.
    const giveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${GIVE_UP_MS / 1000} s`)), GIVE_UP_MS + 1000);
    });
    try {
      const res = await Promise.race([send(this.targets.baseUrl, correlationId, request), giveUp]);
      this.samples.push({ kind, sentAt, doneAt: Date.now(), status: res.status, code: res.body.code, message: res.body.message, correlationId });
      return res;
    } catch (err) {
      this.samples.push({ kind, sentAt, doneAt: Date.now(), status: 0, message: String((err as { cause?: unknown }).cause ?? err), correlationId });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The i-th order: a fifth by VietQR, a sixth with the coupon, one COD order in ten cancelled at once. */
  private async order(i: number): Promise<void> {
    const { customers, products } = this.targets;
    const token = customers[i % customers.length];
    const key = randomUUID();
    const qr = i % 5 === 0;
    const payload = orderPayload([{ p: products[i % products.length], quantity: 1 + (i % 2) }], {
      paymentMethod: qr ? 'qr_payment' : 'cod',
      ...(i % 6 === 3 ? { couponCode: this.targets.couponCode() } : {}),
    });
    const res = await this.timed('order', { method: 'POST', path: '/api/orders', token, body: payload, headers: { 'idempotency-key': key } });
    if (res?.status !== 201) return;
    const order = res.body.data.order as { _id: string; orderNumber: string };
    this.placed.push({ id: order._id, number: order.orderNumber, key });
    if (!qr && i % 10 === 1) {
      await this.timed('cancel', { method: 'PUT', path: `/api/orders/${order._id}/cancel`, token, body: { reason: 'Đặt nhầm, tôi muốn đổi sản phẩm' } });
    }
  }

  /** Reads a shopper makes meanwhile: a product page, a listing, a search. */
  private async read(i: number): Promise<void> {
    const { products } = this.targets;
    const paths = [`/api/products/${products[i % products.length].productId}`, '/api/products?limit=12&page=1', '/api/products?search=t%C3%BAi&limit=12'];
    await this.timed('read', { method: 'GET', path: paths[i % paths.length] });
  }
}

const percentile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0);

export interface WindowSummary {
  requests: number;
  /** Answers by status (0: none), e.g. { 201: 250, 503: 40 }. */
  byStatus: Record<string, number>;
  /** Answers by status and the shop's code, e.g. "503 SERVICE_UNAVAILABLE". */
  byCode: Record<string, number>;
  maxMs: number;
  p99Ms: number;
}

/**
 * The requests of an outage run, by what they met: answered before the cut began; in flight when
 * it began or sent before the restore (what clients saw of the outage); sent after the restore.
 */
export function windows(samples: Sample[], cutBegunAt: number, restoredAt: number): Record<'before' | 'during' | 'after', Sample[]> {
  return {
    before: samples.filter((s) => s.doneAt < cutBegunAt),
    during: samples.filter((s) => s.doneAt >= cutBegunAt && s.sentAt < restoredAt),
    after: samples.filter((s) => s.sentAt >= restoredAt),
  };
}

/** What clients saw of these requests. */
export function summarize(inWindow: Sample[]): WindowSummary {
  const times = inWindow.map((s) => s.doneAt - s.sentAt).sort((a, b) => a - b);
  const count = (key: (s: Sample) => string) => {
    const out: Record<string, number> = {};
    for (const s of inWindow) out[key(s)] = (out[key(s)] ?? 0) + 1;
    return out;
  };
  return {
    requests: inWindow.length,
    byStatus: count((s) => String(s.status)),
    byCode: count((s) => `${s.status}${s.code ? ` ${s.code}` : ''}`),
    maxMs: times.at(-1) ?? 0,
    p99Ms: percentile(times, 0.99),
  };
}

/** When the first order sent at or after `restoredAt` was answered 201, in ms after `restoredAt`; undefined if none was. */
export function recoveryMs(samples: Sample[], restoredAt: number): number | undefined {
  const ok = samples.filter((s) => s.kind === 'order' && s.status === 201 && s.sentAt >= restoredAt).map((s) => s.doneAt);
  return ok.length ? Math.min(...ok) - restoredAt : undefined;
}
