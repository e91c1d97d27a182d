import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Queue } from 'bullmq';
import { createLogger } from '@shop/config';
import { TRANSACTIONS } from '@shop/platform';
import { waitFor } from '@shop/testing';
import type { Transactions } from '../src/db/database';
import { EXPIRY_QUEUE, queuePrefix, redisConnection } from '../src/expiry/expiry-queue';
import { ExpiryService } from '../src/expiry/expiry.service';
import { startPayments, type PaymentsUnderTest } from './support/payments-app';
import { killWorkers, startWorker } from './support/worker-process';

// A hold of 3 s instead of 30 minutes, and no sweep during the test: what expires here, the
// delayed BullMQ jobs expired.
const HOLD_MINUTES = '0.05';
let svc: PaymentsUnderTest;
let seq = 0;

before(async () => {
  svc = await startPayments({ PAYMENT_HOLD_MINUTES: HOLD_MINUTES, PAYMENT_SWEEP_SECONDS: '3600' });
});
after(async () => {
  killWorkers();
  await svc?.close();
});

async function qrOrder(): Promise<{ orderId: string; orderNumber: string }> {
  const orderId = randomUUID();
  const orderNumber = `DH${String(700_000 + ++seq)}`;
  await svc.openSession({ orderId, orderNumber, customerId: svc.customerId, amount: 250_000 });
  return { orderId, orderNumber };
}

const count = async (sql: string, params: unknown[]) => (await svc.pool.query(sql, params)).rows[0].n as number;
const expiredEvents = (orderId: string) =>
  count(`SELECT count(*)::int AS n FROM outbox WHERE type = 'payments.PaymentExpired' AND payload->>'orderId' = $1`, [orderId]);
const overdue = (id: string) => count('SELECT count(*)::int AS n FROM order_payments WHERE order_id = $1 AND hold_until < now()', [id]);
const holdsOver = (orders: { orderId: string }[]) =>
  waitFor(async () => (await Promise.all(orders.map((o) => overdue(o.orderId)))).every((n) => n === 1), { what: 'every hold over' });
const confirmedEvents = (orderId: string) =>
  count(`SELECT count(*)::int AS n FROM outbox WHERE type = 'payments.PaymentConfirmed' AND payload->>'orderId' = $1`, [orderId]);

// Before any worker runs: the holds end with nobody to run their jobs, as when Redis lost them.
describe('the sweep', () => {
  it('expires every order whose hold ended, however many batches that takes', async () => {
    const expiry = new ExpiryService(svc.app.get<Transactions>(TRANSACTIONS), createLogger('payments'), 0.05);
    const orders = await Promise.all(Array.from({ length: 5 }, () => qrOrder()));
    await holdsOver(orders);
    const result = await expiry.sweep(2);
    assert.equal(result.holds, 5);
    for (const { orderId } of orders) assert.equal(await expiredEvents(orderId), 1);
  });
});

describe('the expiry worker', () => {
  it('still expires unpaid orders after being killed with their jobs pending and started again', async () => {
    const { child: worker } = await startWorker();
    const orders = [await qrOrder(), await qrOrder(), await qrOrder()];
    const paid = await qrOrder();
    await svc.gql(
      `mutation ($id: ID!) { confirmPayment(orderId: $id, input: { transactionId: "FT-worker-${paid.orderId}" }) { isPaid } }`,
      { id: paid.orderId },
      svc.staffToken,
    );
    worker.kill('SIGKILL');
    await new Promise((r) => worker.once('exit', r));
    // The holds end while no worker runs: nothing may happen yet.
    await holdsOver(orders);
    for (const { orderId } of orders) assert.equal(await expiredEvents(orderId), 0);
    // A job the killed worker had already taken comes back once its lock lapses (worker.ts: at
    // most lockDuration + stalledInterval, 20 s); the others are due at once.
    await startWorker();
    for (const { orderId } of orders) {
      await waitFor(async () => (await expiredEvents(orderId)) === 1, { what: `expiry of ${orderId}`, timeoutMs: 60_000 });
      const row = (await svc.pool.query('SELECT closed_reason, payment_status FROM order_payments WHERE order_id = $1', [orderId])).rows[0];
      assert.deepEqual(row, { closed_reason: 'expired', payment_status: 'pending' });
      const event = (await svc.pool.query(`SELECT payload FROM outbox WHERE type = 'payments.PaymentExpired' AND payload->>'orderId' = $1`, [orderId])).rows[0]
        .payload;
      assert.equal(event.reason, 'Hết thời gian chờ thanh toán chuyển khoản (0.05 phút)');
    }
    // The paid order's job ran too, and left it alone.
    const jobs = new Queue(EXPIRY_QUEUE, { connection: redisConnection(), prefix: queuePrefix() });
    try {
      await waitFor(async () => (await jobs.getJobState(`hold-${paid.orderId}`)) === 'completed', { what: "the paid order's expiry job", timeoutMs: 30_000 });
    } finally {
      await jobs.close();
    }
    assert.equal(await expiredEvents(paid.orderId), 0);
    assert.equal((await svc.pool.query('SELECT closed_reason FROM order_payments WHERE order_id = $1', [paid.orderId])).rows[0].closed_reason, null);
  });

  it('never leaves a paid order expired when the payment and the expiry come at the same moment', async () => {
    const expiry = new ExpiryService(svc.app.get<Transactions>(TRANSACTIONS), createLogger('payments'), 0.05);
    const orders = await Promise.all(Array.from({ length: 6 }, () => qrOrder()));
    await holdsOver(orders);
    const outcomes = await Promise.all(
      orders.map(async ({ orderId, orderNumber }, i) => {
        const body = {
          id: 880_000 + seq * 10 + i,
          gateway: 'ACB',
          content: `DONHANG ${orderNumber}`,
          transferType: 'in',
          transferAmount: 250_000,
          referenceCode: null,
          description: '',
        };
        await Promise.all([expiry.expireHold(orderId), svc.webhook(body)]);
        await waitFor(
          async () =>
            (await count('SELECT count(*)::int AS n FROM bank_transactions WHERE provider_id = $1 AND processed_at IS NOT NULL', [String(body.id)])) === 1,
          {
            what: 'transfer processed',
          },
        );
        const row = (await svc.pool.query('SELECT closed_reason, payment_status FROM order_payments WHERE order_id = $1', [orderId])).rows[0];
        const transfer = (await svc.pool.query('SELECT outcome FROM bank_transactions WHERE provider_id = $1', [String(body.id)])).rows[0].outcome;
        return { row, transfer, expired: await expiredEvents(orderId), confirmed: await confirmedEvents(orderId) };
      }),
    );
    assert.equal(outcomes.length, 6);
    for (const o of outcomes) {
      if (o.row.payment_status === 'paid') {
        assert.deepEqual(o, { row: { closed_reason: null, payment_status: 'paid' }, transfer: 'paid', expired: 0, confirmed: 1 });
      } else {
        // The expiry won: the money is kept for a refund, the order is never paid.
        assert.deepEqual(o, { row: { closed_reason: 'expired', payment_status: 'pending' }, transfer: 'refund_due', expired: 1, confirmed: 0 });
      }
    }
  });
});
