import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Queue } from 'bullmq';
import { MetricsProbe, waitFor } from '@shop/testing';
import { queuePrefix, redisConnection } from '../src/expiry/expiry-queue';
import { observeJobCounts } from '../src/expiry/expiry-queue-metrics';
import { startPayments, type PaymentsUnderTest } from './support/payments-app';

// Before any instrument is used: what the process's OpenTelemetry SDK does at boot.
const probe = MetricsProbe.install();

let svc: PaymentsUnderTest;
let orderSeq = 0;
let providerSeq = Math.floor(Math.random() * 1e9) * 1000;

before(async () => {
  svc = await startPayments();
});
after(async () => {
  await svc?.close();
});

async function order(amount: number): Promise<{ orderId: string; orderNumber: string }> {
  const orderId = randomUUID();
  const orderNumber = `DH${String(400_000 + ((process.pid * 100 + ++orderSeq) % 300_000)).padStart(6, '0')}`;
  await svc.openSession({ orderId, orderNumber, customerId: svc.customerId, amount });
  return { orderId, orderNumber };
}

/** A SePay notification, waited for until reconciliation processed it; its row id. */
async function transfer(content: string, transferAmount: number): Promise<string> {
  const body = {
    id: ++providerSeq,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-23 10:00:00',
    accountNumber: '0011004455667',
    code: null,
    content,
    transferType: 'in',
    transferAmount,
    accumulated: 0,
    subAccount: null,
    referenceCode: 'FT2632712345',
    description: '',
  };
  assert.equal((await svc.webhook(body)).status, 200);
  const processed = async () =>
    (await svc.pool.query('SELECT id FROM bank_transactions WHERE provider_id = $1 AND processed_at IS NOT NULL', [String(body.id)])).rows[0]?.id as
      string | undefined;
  return waitFor(processed, { what: 'transfer processed' });
}

const matched = (source: string) => probe.value('shop_payments_matched_total', { source });
const transfers = (outcome: string) => probe.value('shop_bank_transfers_total', { outcome });
const ATTACH = `mutation ($id: ID!, $n: String!) { attachBankTransfer(id: $id, input: { orderNumber: $n }) { paid } }`;
const CONFIRM = `mutation ($id: ID!, $t: String!) { confirmPayment(orderId: $id, input: { transactionId: $t }) { isPaid } }`;

describe('payment metrics', () => {
  it('counts transfers by outcome, and the ones that paid an order as matched by the webhook', async () => {
    const [paid, overpaid, unmatched, byWebhook] = [
      await transfers('paid'),
      await transfers('overpaid'),
      await transfers('unmatched'),
      await matched('webhook'),
    ];
    const exact = await order(250_000);
    await transfer(`DONHANG ${exact.orderNumber}`, 250_000);
    const generous = await order(100_000);
    await transfer(`MBVCB donhang ${generous.orderNumber} CT`, 120_000);
    await transfer('chuyen tien tui', 80_000);
    // Counted just after the commit that the wait above saw.
    await waitFor(async () => (await transfers('unmatched')) === unmatched + 1, { what: 'the last transfer counted' });
    assert.equal(await transfers('paid'), paid + 1);
    assert.equal(await transfers('overpaid'), overpaid + 1);
    assert.equal(await matched('webhook'), byWebhook + 2);
  });

  it('counts payments staff confirm or match by attaching a transfer, and not a refused confirmation', async () => {
    const before = await matched('staff');
    const confirmed = await order(150_000);
    const ok = await svc.gql(CONFIRM, { id: confirmed.orderId, t: `FT-${randomUUID().slice(0, 8)}` }, svc.staffToken);
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    const again = await svc.gql(CONFIRM, { id: confirmed.orderId, t: `FT-${randomUUID().slice(0, 8)}` }, svc.staffToken);
    assert.equal(again.errors?.[0]?.extensions?.code, 'ALREADY_PAID');
    assert.equal(await matched('staff'), before + 1);

    const attached = await order(90_000);
    const id = await transfer('ck tien hang', 90_000);
    const res = await svc.gql(ATTACH, { id, n: attached.orderNumber }, svc.staffToken);
    assert.equal(res.data?.attachBankTransfer.paid, true, JSON.stringify(res.errors));
    assert.equal(await matched('staff'), before + 2);
  });
});

describe('the expiry queue gauge', () => {
  const queue = new Queue(`metrics-${randomUUID().slice(0, 8)}`, { connection: redisConnection(), prefix: queuePrefix() });
  let unobserve: () => void;
  before(() => {
    unobserve = observeJobCounts(queue);
  });
  after(async () => {
    unobserve();
    await queue.obliterate({ force: true });
    await queue.close();
  });

  const jobs = (state: string) => probe.value('shop_bullmq_jobs', { queue: queue.name, state });

  it('reports the jobs of each state, read at most every 5 s', async () => {
    assert.equal(await jobs('delayed'), 0);
    await queue.add('hold-expiry', { orderId: randomUUID() }, { delay: 60_000 });
    await queue.add('hold-expiry', { orderId: randomUUID() }, { delay: 60_000 });
    await queue.add('session-expiry', { sessionId: randomUUID() });
    assert.equal(await jobs('delayed'), 0, 'the reading of the previous scrape');
    await waitFor(async () => (await jobs('delayed')) === 2, { what: 'a fresh reading', timeoutMs: 8000 });
    assert.equal(await jobs('waiting'), 1);
    assert.equal(await jobs('active'), 0);
    assert.deepEqual(
      (await probe.labelSets('shop_bullmq_jobs')).filter((l) => l.queue === queue.name).map((l) => l.state),
      ['waiting', 'active', 'delayed', 'failed', 'completed'],
    );
  });
});
