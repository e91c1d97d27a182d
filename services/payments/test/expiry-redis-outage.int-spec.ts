import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Queue } from 'bullmq';
import { startOwnRedis, waitFor, type OwnRedis } from '@shop/testing';
import { EXPIRY_QUEUE, queuePrefix, redisConnection } from '../src/expiry/expiry-queue';
import { startPayments, type PaymentsUnderTest } from './support/payments-app';
import { killWorkers, startWorker } from './support/worker-process';

// Redis only times the work; the database is the truth (decision 0702). The worker's Redis goes
// away and comes back empty: the sweep's scheduler and every delayed job are gone. The worker must
// schedule the sweep again, and the sweep must expire the order whose hold ended meanwhile.

// A hold of 6 s, a sweep every 2 s, and a Redis of this file's own.
let redis: OwnRedis;
let svc: PaymentsUnderTest;
let queue: Queue;

before(async () => {
  redis = await startOwnRedis();
  svc = await startPayments({ REDIS_URL: redis.url, PAYMENT_HOLD_MINUTES: '0.1', PAYMENT_SWEEP_SECONDS: '2' });
  queue = new Queue(EXPIRY_QUEUE, { connection: { ...redisConnection(), retryStrategy: () => 200 }, prefix: queuePrefix() });
  queue.on('error', () => undefined); // Redis is away on purpose for a while
});
after(async () => {
  killWorkers();
  await queue?.close();
  await svc?.close();
  await redis?.close();
});

const readiness = async (healthUrl: string) => (await fetch(`${healthUrl}/ready`, { signal: AbortSignal.timeout(2000) })).status;
const expired = async (orderId: string) =>
  (
    await svc.pool.query(
      `SELECT count(*)::int AS n, bool_and(published_at IS NOT NULL) AS published FROM outbox WHERE type = 'payments.PaymentExpired' AND payload->>'orderId' = $1`,
      [orderId],
    )
  ).rows[0] as { n: number; published: boolean | null };

describe('the expiry worker when its Redis restarts empty', () => {
  it('is not ready while Redis is away, schedules the sweep again when it is back, and expires the order whose hold ended meanwhile', async () => {
    const { healthUrl } = await startWorker();
    await waitFor(async () => (await readiness(healthUrl)) === 200, { what: 'worker ready' });
    await waitFor(() => queue.getJobScheduler('payments-sweep'), { what: 'sweep scheduled' });

    const orderId = randomUUID();
    await svc.openSession({ orderId, orderNumber: `DH${String(Date.now()).slice(-6)}`, customerId: svc.customerId, amount: 180_000 });
    // Its hold job is in Redis, to be lost with it.
    await waitFor(() => queue.getJob(`hold-${orderId}`), { what: 'hold job in Redis' });

    await redis.stop();
    await waitFor(async () => (await readiness(healthUrl)) === 503, { what: 'worker not ready without Redis' });
    // The hold ends while Redis is away: nothing can expire it yet.
    await waitFor(async () => (await svc.pool.query('SELECT hold_until < now() AS over FROM order_payments WHERE order_id = $1', [orderId])).rows[0].over, {
      what: 'hold over',
      timeoutMs: 15_000,
    });
    assert.equal((await expired(orderId)).n, 0);
    assert.equal(await readiness(healthUrl), 503);

    await redis.start();
    const back = Date.now();
    await waitFor(async () => (await readiness(healthUrl)) === 200, { what: 'worker ready again', timeoutMs: 30_000 });
    assert.equal(await queue.getJob(`hold-${orderId}`), undefined, 'the delayed job was lost with Redis');
    await waitFor(() => queue.getJobScheduler('payments-sweep'), { what: 'sweep scheduled again', timeoutMs: 60_000 });
    // The sweep reads the database: the order is expired, and PaymentExpired (on which orders
    // cancels it and gives its stock back) is published.
    await waitFor(async () => (await expired(orderId)).published, { what: 'PaymentExpired published', timeoutMs: 60_000 - (Date.now() - back) });
    assert.equal((await expired(orderId)).n, 1);
    const row = (await svc.pool.query('SELECT closed_reason FROM order_payments WHERE order_id = $1', [orderId])).rows[0];
    assert.equal(row.closed_reason, 'expired');
  });
});
