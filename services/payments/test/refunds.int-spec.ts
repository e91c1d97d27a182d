import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { formatVnd } from '@shop/contracts';
import { Mailer, type Mail } from '@shop/platform';
import { plainText, useStarted, waitFor } from '@shop/testing';
import { startPayments, type PaymentsUnderTest } from './support/payments-app';
import { sepayBody } from './support/sepay-body';

// Decision 0730: every sum owed back is one refund, created once; staff enter the account, see its
// VietQR and mark it refunded once; the customer sees it on the order and gets a mail.

let orderSeq = 0;
const svc = useStarted(() => startPayments());

const q = async (sql: string, params: unknown[]) => (await svc.pool.query(sql, params)).rows;
const n = async (sql: string, params: unknown[]) => (await q(sql, params))[0].n as number;
const refundsOf = (orderId: string) =>
  q('SELECT source, amount::int AS amount, status, bank_transaction_id FROM refunds WHERE order_id = $1 ORDER BY created_at', [orderId]);

/** A QR order the way orders makes one: the command, then OrderPlaced with the customer's email. */
async function order(amount = 530_000): Promise<{ orderId: string; orderNumber: string; email: string }> {
  const orderId = randomUUID();
  const orderNumber = `DH${String(400_000 + ((process.pid * 100 + ++orderSeq) % 300_000)).padStart(6, '0')}`;
  const email = `refund-${orderId.slice(0, 8)}@example.com`;
  await svc.openSession({ orderId, orderNumber, customerId: svc.customerId, amount });
  await svc.publish('orders.OrderPlaced', {
    orderId,
    orderNumber,
    customerId: svc.customerId,
    customerName: 'Khách hoàn tiền',
    customerEmail: email,
    paymentMethod: 'qr_payment',
    paymentStatus: 'pending',
    subtotal: amount,
    shippingFee: 0,
    totalDiscount: 0,
    totalAmount: amount,
    couponCode: null,
    lines: [],
    placedAt: new Date().toISOString(),
  });
  await waitFor(async () => (await n('SELECT count(*)::int AS n FROM order_payments WHERE order_id = $1 AND customer_email = $2', [orderId, email])) === 1, {
    what: 'email known',
  });
  return { orderId, orderNumber, email };
}

/** orders.OrderCancelled, as a fresh message each time (a redelivery the inbox cannot recognise). */
async function cancel(o: { orderId: string; orderNumber: string }): Promise<string> {
  return svc.publish('orders.OrderCancelled', {
    orderId: o.orderId,
    orderNumber: o.orderNumber,
    customerId: svc.customerId,
    cancelledBy: 'staff',
    reason: 'Hết hàng',
    previousStatus: 'confirmed',
    cancelledAt: new Date().toISOString(),
  });
}

/** Posts a transfer (twice: SePay retries) and waits for it to be processed. */
async function transfer(over: Record<string, unknown>): Promise<{ id: string; outcome: string }> {
  const body = sepayBody(over);
  assert.equal((await svc.webhook(body)).status, 200);
  assert.equal((await svc.webhook(body)).status, 200);
  await waitFor(
    async () => (await n('SELECT count(*)::int AS n FROM bank_transactions WHERE provider_id = $1 AND processed_at IS NOT NULL', [String(body.id)])) === 1,
    {
      what: 'transfer processed',
    },
  );
  const [row] = await q('SELECT id, outcome FROM bank_transactions WHERE provider_id = $1', [String(body.id)]);
  return row;
}

const FIELDS = `id source orderId orderNumber amount status bankTransactionId transferContent senderAccount { bankBin bankName accountNo accountName }
  bankBin bankName accountNo accountName bankReference refundedAt refundedByName qr { transferContent payload dataUrl imageUrl }`;
const LIST = `query ($view: String) { refunds(view: $view, limit: 100) { refunds { ${FIELDS} } pagination { total } } }`;
const ACCOUNT = `mutation ($id: ID!, $bin: String!, $no: String!, $name: String!) {
  setRefundAccount(id: $id, input: { bankBin: $bin, accountNo: $no, accountName: $name }) { ${FIELDS} } }`;
const MARK = `mutation ($id: ID!, $ref: String!) { markRefunded(id: $id, input: { bankReference: $ref }) { ${FIELDS} } }`;
const CONFIRM = `mutation ($id: ID!, $t: String!) { confirmPayment(orderId: $id, input: { transactionId: $t }) { isPaid paymentStatus } }`;
const ORDER_REFUNDS = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on Order { id refunds { amount status refundedAt } } } }`;

type Gql = Awaited<ReturnType<PaymentsUnderTest['gql']>>;
const code = (res: Gql) => res.errors?.[0]?.extensions?.code;
const listed = async (orderId: string, view = 'all') =>
  (await svc.gql(LIST, { view }, svc.staffToken)).data.refunds.refunds.filter((r: { orderId: string }) => r.orderId === orderId);

async function paidOrder(amount: number) {
  const o = await order(amount);
  const t = await transfer({ content: `DONHANG ${o.orderNumber}`, transferAmount: amount });
  assert.equal(t.outcome, 'paid');
  return o;
}

describe('refunds owed, each once', () => {
  it('owes the whole amount of a paid order that is cancelled, once, though OrderCancelled arrives twice', async () => {
    const o = await paidOrder(450_000);
    const deliveries = [await cancel(o), await cancel(o)];
    await waitFor(async () => (await n('SELECT count(*)::int AS n FROM inbox WHERE event_id = ANY($1::uuid[])', [deliveries])) === 2, { what: 'both handled' });
    await waitFor(async () => (await refundsOf(o.orderId)).length === 1, { what: 'refund owed' });
    assert.deepEqual(await refundsOf(o.orderId), [{ source: 'cancelled_paid', amount: 450_000, status: 'owed', bank_transaction_id: null }]);
    const [row] = await listed(o.orderId, 'owed');
    assert.equal(row.orderNumber, o.orderNumber);
    assert.equal(row.amount, 450_000);
  });

  it("owes an overpaid transfer's excess, once, though SePay sends it twice", async () => {
    const o = await order(180_000);
    const t = await transfer({ content: `DONHANG ${o.orderNumber}`, transferAmount: 1_180_000 });
    assert.equal(t.outcome, 'overpaid');
    assert.deepEqual(await refundsOf(o.orderId), [{ source: 'overpaid', amount: 1_000_000, status: 'owed', bank_transaction_id: t.id }]);
  });

  it('owes all of a transfer for an order already paid', async () => {
    const o = await paidOrder(200_000);
    const t = await transfer({ content: `DONHANG ${o.orderNumber} lan 2`, transferAmount: 200_000 });
    assert.equal(t.outcome, 'already_paid');
    assert.deepEqual(await refundsOf(o.orderId), [{ source: 'already_paid', amount: 200_000, status: 'owed', bank_transaction_id: t.id }]);
  });

  it('owes all of a transfer for a cancelled order', async () => {
    const o = await order(300_000);
    await cancel(o);
    await waitFor(
      async () => (await n(`SELECT count(*)::int AS n FROM order_payments WHERE order_id = $1 AND closed_reason = 'cancelled'`, [o.orderId])) === 1,
      {
        what: 'closed',
      },
    );
    const t = await transfer({ content: `DONHANG ${o.orderNumber}`, transferAmount: 300_000 });
    assert.equal(t.outcome, 'refund_due');
    assert.deepEqual(await refundsOf(o.orderId), [{ source: 'closed_order', amount: 300_000, status: 'owed', bank_transaction_id: t.id }]);
  });

  it('lets staff confirm a payment on a cancelled, unpaid order, and owes it back, once', async () => {
    const o = await order(260_000);
    await cancel(o);
    await waitFor(
      async () => (await n(`SELECT count(*)::int AS n FROM order_payments WHERE order_id = $1 AND closed_reason = 'cancelled'`, [o.orderId])) === 1,
      {
        what: 'closed',
      },
    );
    const tx = `FT-${randomUUID().slice(0, 8)}`;
    const first = await svc.gql(CONFIRM, { id: o.orderId, t: tx }, svc.staffToken);
    assert.equal(first.errors, undefined, JSON.stringify(first.errors));
    assert.deepEqual(first.data.confirmPayment, { isPaid: true, paymentStatus: 'paid' });
    assert.equal(code(await svc.gql(CONFIRM, { id: o.orderId, t: `${tx}-2` }, svc.staffToken)), 'ALREADY_PAID');
    assert.deepEqual(await refundsOf(o.orderId), [{ source: 'cancelled_paid', amount: 260_000, status: 'owed', bank_transaction_id: null }]);
    // A later OrderCancelled (redelivered) owes nothing more: the cause is the same payment.
    await cancel(o);
    await waitFor(async () => (await n(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1 AND refund_due IS NOT NULL`, [o.orderId])) === 1, {
      what: 'flagged',
    });
    assert.equal((await refundsOf(o.orderId)).length, 1);
  });
});

describe('sending a refund back', () => {
  it("shows the VietQR of the customer's account, the amount and HOANTIEN DH… once the account is entered", async () => {
    const o = await order(180_000);
    await transfer({
      content: `DONHANG ${o.orderNumber}`,
      transferAmount: 380_000,
      counterAccountNumber: '0123456789',
      counterAccountName: 'NGUYEN VAN A',
      counterAccountBankId: '970422',
    });
    const [owed] = await listed(o.orderId);
    assert.deepEqual(owed.senderAccount, { bankBin: '970422', bankName: 'MB Bank', accountNo: '0123456789', accountName: 'NGUYEN VAN A' });
    assert.equal(owed.qr, null);
    assert.equal(code(await svc.gql(ACCOUNT, { id: owed.id, bin: '999999', no: '0123456789', name: 'A' }, svc.staffToken)), 'VALIDATION_FAILED');
    assert.equal(code(await svc.gql(ACCOUNT, { id: owed.id, bin: '970422', no: '12ab', name: 'A' }, svc.staffToken)), 'VALIDATION_FAILED');

    const res = await svc.gql(ACCOUNT, { id: owed.id, bin: '970422', no: '0123456789', name: 'NGUYEN VAN A' }, svc.staffToken);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const r = res.data.setRefundAccount;
    assert.deepEqual([r.bankName, r.accountNo, r.accountName], ['MB Bank', '0123456789', 'NGUYEN VAN A']);
    assert.equal(r.qr.transferContent, `HOANTIEN ${o.orderNumber}`);
    assert.ok(r.qr.payload.includes('0006970422011001234567890208QRIBFTTA'), r.qr.payload);
    assert.ok(r.qr.payload.includes('5406200000'), 'amount 200.000');
    assert.ok(r.qr.payload.includes(`HOANTIEN ${o.orderNumber}`));
    assert.match(r.qr.dataUrl, /^data:image\/png;base64,/);
  });

  it('marks a refund refunded exactly once when staff press at the same moment, mails the customer and settles the transfer', async () => {
    const o = await order(180_000);
    const t = await transfer({ content: `DONHANG ${o.orderNumber}`, transferAmount: 230_000 });
    const [owed] = await listed(o.orderId);
    assert.equal(code(await svc.gql(MARK, { id: owed.id, ref: 'FT1' }, svc.staffToken)), 'REFUND_ACCOUNT_MISSING');
    await svc.gql(ACCOUNT, { id: owed.id, bin: '970436', no: '0071000123456', name: 'TRAN THI B' }, svc.staffToken);

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => svc.gql(MARK, { id: owed.id, ref: `FT26332${i}` }, i % 2 ? svc.otherStaffToken : svc.staffToken)),
    );
    const won = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    assert.equal(won.length, 1);
    assert.equal(refused.length, 7);
    for (const r of refused) {
      assert.equal(code(r), 'REFUND_ALREADY_DONE');
      assert.equal(r.errors?.[0].message, 'Khoản tiền này đã được đánh dấu đã hoàn, không thể đánh dấu lần nữa');
    }
    const done = won[0].data.markRefunded;
    assert.equal(done.status, 'refunded');
    assert.equal(done.qr, null);
    assert.equal(await n(`SELECT count(*)::int AS n FROM outbox WHERE type = 'payments.RefundCompleted' AND payload->>'refundId' = $1`, [owed.id]), 1);
    const [settled] = await q('SELECT handled_at, handled_note FROM bank_transactions WHERE id = $1', [t.id]);
    assert.ok(settled.handled_at);
    assert.equal(settled.handled_note, `Đã hoàn ${formatVnd(50_000)}, mã giao dịch ${done.bankReference}`);
    assert.equal(code(await svc.gql(MARK, { id: owed.id, ref: 'FT-again' }, svc.staffToken)), 'REFUND_ALREADY_DONE');

    const dir = path.join(process.env.VAR_DIR as string, 'mail');
    const file = await waitFor(() => (existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith(`-${o.email}.eml`)) : undefined), { what: 'refund mail' });
    const mail = plainText(readFileSync(path.join(dir, file), 'utf8'));
    assert.ok(mail.includes(`Túi Việt đã hoàn ${formatVnd(50_000)} cho đơn hàng ${o.orderNumber}.`), mail);
    assert.match(mail, new RegExp(`Mã giao dịch hoàn tiền: ${done.bankReference}`));
  });

  it('owes the refund mail once though RefundCompleted comes twice, and sends it after the commit, again later when the mail server failed', async () => {
    const mailer = svc.app.get(Mailer);
    const realSend = Mailer.prototype.send;
    let failing = true;
    mailer.send = async function (this: Mailer, mail: Mail) {
      if (failing) throw new Error('421 máy chủ thư bận, thử lại sau');
      return realSend.call(this, mail);
    };
    try {
      const o = await order(90_000);
      await transfer({ content: `DONHANG ${o.orderNumber}`, transferAmount: 100_000 });
      const [owed] = await listed(o.orderId);
      await svc.gql(ACCOUNT, { id: owed.id, bin: '970436', no: '0071000654321', name: 'LE VAN C' }, svc.staffToken);
      // Staff's "Đã hoàn tiền" is answered though the mail server fails: the mail is only owed.
      assert.equal((await svc.gql(MARK, { id: owed.id, ref: 'FT-MAIL-1' }, svc.staffToken)).data.markRefunded.status, 'refunded');
      const mailOf = async () =>
        (await q(`SELECT attempts, sent_at, last_error, next_attempt_at FROM mail_requests WHERE refund_id = $1 AND kind = 'refunded'`, [owed.id]))[0];
      await waitFor(async () => (await mailOf())?.attempts === 1, { what: 'a failed attempt recorded' });
      let row = await mailOf();
      assert.equal(row.sent_at, null);
      assert.equal(row.last_error, '421 máy chủ thư bận, thử lại sau');
      assert.ok((row.next_attempt_at as Date).getTime() > Date.now() + 20_000, 'tried again after a delay, not at once');

      // The same refund's event again, as a fresh message: nothing more is owed.
      const [{ payload }] = await q(`SELECT payload FROM outbox WHERE type = 'payments.RefundCompleted' AND payload->>'refundId' = $1`, [owed.id]);
      const again = await svc.publish('payments.RefundCompleted', payload);
      await waitFor(async () => (await n('SELECT count(*)::int AS n FROM inbox WHERE event_id = $1', [again])) === 1, { what: 'the second delivery handled' });
      assert.equal(await n('SELECT count(*)::int AS n FROM mail_requests WHERE refund_id = $1', [owed.id]), 1);

      failing = false;
      await svc.pool.query('UPDATE mail_requests SET next_attempt_at = now() WHERE refund_id = $1', [owed.id]); // the delay has passed
      await waitFor(async () => (await mailOf()).sent_at !== null, { what: 'sent on the second attempt' });
      row = await mailOf();
      assert.equal(row.attempts, 2);
      assert.equal(row.last_error, null);
      const dir = path.join(process.env.VAR_DIR as string, 'mail');
      const files = readdirSync(dir).filter((f) => f.endsWith(`-${o.email}.eml`));
      assert.equal(files.length, 1);
      const mail = plainText(readFileSync(path.join(dir, files[0]), 'utf8'));
      assert.ok(mail.includes(`Túi Việt đã hoàn ${formatVnd(10_000)} cho đơn hàng ${o.orderNumber}.`), mail);
      assert.ok(mail.includes('Mã giao dịch hoàn tiền: FT-MAIL-1'), mail);
    } finally {
      mailer.send = realSend;
    }
  });

  it("shows the order's refunds to its customer and staff, and none to anyone else", async () => {
    const o = await paidOrder(150_000);
    await cancel(o);
    await waitFor(async () => (await refundsOf(o.orderId)).length === 1, { what: 'refund owed' });
    const reps = [{ __typename: 'Order', id: o.orderId }];
    const seen = async (token?: string) => (await svc.gql(ORDER_REFUNDS, { reps }, token)).data._entities[0].refunds;
    assert.deepEqual(await seen(svc.customerToken), [{ amount: 150_000, status: 'owed', refundedAt: null }]);
    assert.equal((await seen(svc.staffToken)).length, 1);
    assert.deepEqual(await seen(svc.otherCustomerToken), []);
    assert.deepEqual(await seen(undefined), []);
  });

  it('refuses customers, sellers and anonymous callers (admin only)', async () => {
    const o = await paidOrder(120_000);
    await cancel(o);
    await waitFor(async () => (await refundsOf(o.orderId)).length === 1, { what: 'refund owed' });
    const [owed] = await listed(o.orderId);
    for (const [token, expected] of [
      [svc.customerToken, 'FORBIDDEN'],
      [svc.sellerToken, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      assert.equal(code(await svc.gql(LIST, {}, token)), expected);
      assert.equal(code(await svc.gql(ACCOUNT, { id: owed.id, bin: '970436', no: '0071000123456', name: 'X' }, token)), expected);
      assert.equal(code(await svc.gql(MARK, { id: owed.id, ref: 'FT9' }, token)), expected);
    }
    assert.equal((await refundsOf(o.orderId))[0].status, 'owed');
  });
});
