import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { TRANSACTIONS } from '@shop/platform';
import { useStarted, waitFor } from '@shop/testing';
import type { Transactions } from '../src/db/database';
import { PaymentSessionsService } from '../src/sessions/payment-sessions.service';
import { startPayments } from './support/payments-app';
import { sepayBody } from './support/sepay-body';

let orderSeq = 0;
const svc = useStarted(() => startPayments());

async function qrOrder(amount = 530_000): Promise<{ orderId: string; orderNumber: string }> {
  const orderId = randomUUID();
  const orderNumber = `DH${String(900_000 + process.pid * 10 + ++orderSeq).slice(-6)}`;
  await svc.openSession({ orderId, orderNumber, customerId: svc.customerId, amount });
  return { orderId, orderNumber };
}

const sepay = (over: Record<string, unknown>) => sepayBody({ content: 'khong co ma', ...over });

const count = async (sql: string, params: unknown[]) => (await svc.pool.query(sql, params)).rows[0].n as number;
const confirmedEvents = (orderId: string) =>
  count(`SELECT count(*)::int AS n FROM outbox WHERE type = 'payments.PaymentConfirmed' AND payload->>'orderId' = $1`, [orderId]);
const paymentRows = (orderId: string) => count('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [orderId]);
const outcomeOf = async (providerId: number) => {
  await waitFor(
    async () =>
      (await count('SELECT count(*)::int AS n FROM bank_transactions WHERE provider_id = $1 AND processed_at IS NOT NULL', [String(providerId)])) === 1,
    {
      what: 'transfer processed',
    },
  );
  return (await svc.pool.query('SELECT outcome, order_id FROM bank_transactions WHERE provider_id = $1', [String(providerId)])).rows[0];
};
const STATUS = `query ($id: ID!) { orderPaymentStatus(orderId: $id) { paymentStatus isPaid } }`;
const CONFIRM = `mutation ($id: ID!, $t: String!, $note: String) { confirmPayment(orderId: $id, input: { transactionId: $t, note: $note }) { isPaid paymentStatus } }`;

describe('payment sessions', () => {
  it('answers payments.openSession with the VietQR data of the order, and the same code when asked again', async () => {
    const orderId = randomUUID();
    const first = await svc.openSession({ orderId, orderNumber: 'DH000042', customerId: svc.customerId, amount: 530_000 });
    assert.equal(first.amount, 530_000);
    assert.equal(first.transferContent, 'DONHANGDH000042');
    assert.deepEqual(first.bank, { bin: '970436', name: 'Vietcombank', accountNumber: '0011004455667', accountName: 'CONG TY TNHH TUI VIET' });
    assert.ok(first.qrPayload.includes('0010A00000072701270006970436011300110044556670208QRIBFTTA'));
    assert.ok(first.qrPayload.includes('5406530000'));
    assert.ok(first.qrPayload.includes('0815DONHANGDH000042'));
    assert.ok(first.qrDataUrl.startsWith('data:image/png;base64,'));
    assert.ok(first.qrImageUrl?.startsWith('https://img.vietqr.io/image/970436-0011004455667-'));
    const lifetime = new Date(first.expiresAt).getTime() - Date.now();
    assert.ok(lifetime > 290_000 && lifetime <= 300_000, `expires in ${lifetime} ms`);
    const again = await svc.openSession({ orderId, orderNumber: 'DH000042', customerId: svc.customerId, amount: 530_000 });
    assert.equal(again.paymentId, first.paymentId);
  });

  it('makes a new code for the same order, and the older one stops counting', async () => {
    const { orderId } = await qrOrder();
    const RENEW = `mutation ($id: ID!) { renewPaymentSession(orderId: $id) { paymentId expiresAt } }`;
    const before = (await svc.gql(`query ($id: ID!) { paymentSession(orderId: $id) { paymentId } }`, { id: orderId }, svc.customerToken)).data.paymentSession
      .paymentId;
    const renewed = await svc.gql(RENEW, { id: orderId }, svc.customerToken);
    assert.notEqual(renewed.data.renewPaymentSession.paymentId, before);
    const statuses = (await svc.pool.query('SELECT id, status FROM payment_sessions WHERE order_id = $1 ORDER BY created_at', [orderId])).rows;
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['replaced', 'open'],
    );
  });

  it('shows the payment status to its owner and staff only; a foreign or unknown order is not found', async () => {
    const { orderId } = await qrOrder();
    assert.deepEqual((await svc.gql(STATUS, { id: orderId }, svc.customerToken)).data.orderPaymentStatus, { paymentStatus: 'pending', isPaid: false });
    assert.equal((await svc.gql(STATUS, { id: orderId }, svc.staffToken)).data.orderPaymentStatus.isPaid, false);
    assert.equal((await svc.gql(STATUS, { id: orderId }, svc.otherCustomerToken)).errors?.[0].extensions?.code, 'ORDER_NOT_FOUND');
    assert.equal((await svc.gql(STATUS, { id: randomUUID() }, svc.customerToken)).errors?.[0].extensions?.code, 'ORDER_NOT_FOUND');
    assert.equal((await svc.gql(STATUS, { id: orderId })).errors?.[0].extensions?.code, 'UNAUTHENTICATED');
  });

  it('lets the customer cancel the QR payment: unpaid, the code closed, one PaymentStatusChanged', async () => {
    const { orderId } = await qrOrder();
    const res = await svc.gql(`mutation ($id: ID!) { cancelQrPayment(orderId: $id) { paymentStatus isPaid } }`, { id: orderId }, svc.customerToken);
    assert.deepEqual(res.data.cancelQrPayment, { paymentStatus: 'unpaid', isPaid: false });
    assert.equal(await count(`SELECT count(*)::int AS n FROM payment_sessions WHERE order_id = $1 AND status = 'open'`, [orderId]), 0);
    const events = (await svc.pool.query(`SELECT payload FROM outbox WHERE type = 'payments.PaymentStatusChanged' AND payload->>'orderId' = $1`, [orderId]))
      .rows;
    assert.deepEqual(
      events.map((e) => [e.payload.paymentStatus, e.payload.source]),
      [['unpaid', 'customer']],
    );
  });

  it('opens the session from orders.OrderPlaced when the command was missed, and closes it on OrderCancelled', async () => {
    const orderId = randomUUID();
    const base = {
      orderId,
      orderNumber: 'DH000777',
      customerId: svc.customerId,
      customerName: 'Khách',
      customerEmail: 'k@example.com',
      subtotal: 500_000,
      shippingFee: 30_000,
      totalDiscount: 0,
    };
    await svc.publish('orders.OrderPlaced', {
      ...base,
      paymentMethod: 'qr_payment',
      paymentStatus: 'pending',
      totalAmount: 530_000,
      couponCode: null,
      lines: [],
      placedAt: new Date().toISOString(),
    });
    await waitFor(async () => (await count(`SELECT count(*)::int AS n FROM payment_sessions WHERE order_id = $1 AND status = 'open'`, [orderId])) === 1, {
      what: 'session from event',
    });
    await svc.publish('orders.OrderCancelled', {
      orderId,
      orderNumber: 'DH000777',
      customerId: svc.customerId,
      cancelledBy: 'customer',
      reason: 'Đổi ý',
      previousStatus: 'pending',
      cancelledAt: new Date().toISOString(),
    });
    await waitFor(
      async () => (await count(`SELECT count(*)::int AS n FROM order_payments WHERE order_id = $1 AND closed_reason = 'cancelled'`, [orderId])) === 1,
      { what: 'closed' },
    );
    assert.equal(await count(`SELECT count(*)::int AS n FROM payment_sessions WHERE order_id = $1 AND status = 'open'`, [orderId]), 0);
    // Money arriving afterwards is kept for staff to refund, the order is not paid.
    const late = sepay({ content: 'DONHANG DH000777', transferAmount: 530_000 });
    await svc.webhook(late);
    assert.equal((await outcomeOf(late.id)).outcome, 'refund_due');
    assert.equal(await paymentRows(orderId), 0);
  });
});

/** The OrderPlaced payload of a test order (QR or cash on delivery) of this customer. */
const orderPlaced = (o: { orderId: string; orderNumber: string; amount: number; qr: boolean }) => ({
  orderId: o.orderId,
  orderNumber: o.orderNumber,
  customerId: svc.customerId,
  customerName: 'Khách',
  customerEmail: 'k@example.com',
  paymentMethod: o.qr ? ('qr_payment' as const) : ('cod' as const),
  paymentStatus: o.qr ? ('pending' as const) : ('unpaid' as const),
  subtotal: o.amount,
  shippingFee: 0,
  totalDiscount: 0,
  totalAmount: o.amount,
  couponCode: null,
  lines: [],
  placedAt: new Date().toISOString(),
});

/** `n` test orders whose numbers no other run of this file uses (`tag` tells the tests apart). */
const testOrders = (n: number, first: number, tag: string, amount: number) =>
  Array.from({ length: n }, (_, i) => ({
    orderId: randomUUID(),
    orderNumber: `DH${String(first + (process.pid % 1000) * 150 + i).slice(-6)}${tag}`,
    amount: amount + i,
  }));

/** Why each of the calls failed; [] when none did. */
const failures = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason?.cause ?? (r as PromiseRejectedResult).reason));

describe('the order heard twice at once', () => {
  // orders asks for the QR code (payments.openSession) right after placing the order, and its
  // OrderPlaced event arrives at the same moment: whichever records the order first, the other
  // must find it, never fail on the reference key both derive from the order number (seen once
  // in 250 orders of the flash-sale bench before the fix).
  it('records each order once and opens one code when the command and the event race, 600 orders', { timeout: 120_000 }, async () => {
    const sessions = svc.app.get(PaymentSessionsService);
    const tx = svc.app.get<Transactions>(TRANSACTIONS);
    const orders = testOrders(600, 700_000, 'R', 100_000);
    const results = await Promise.allSettled(
      orders.flatMap((o) => [
        sessions.open({ ...o, customerId: svc.customerId }),
        tx.transactional(() => sessions.onOrderPlaced(orderPlaced({ ...o, qr: true }))),
      ]),
    );
    assert.deepEqual(failures(results), []);
    const ids = orders.map((o) => o.orderId);
    assert.equal(await count('SELECT count(*)::int AS n FROM order_payments WHERE order_id = ANY($1)', [ids]), 600);
    assert.equal(await count(`SELECT count(*)::int AS n FROM payment_sessions WHERE order_id = ANY($1) AND status = 'open'`, [ids]), 600);
  });

  it('records a batch of orders in one statement, each once, with a code for every QR order, racing the command', { timeout: 120_000 }, async () => {
    const sessions = svc.app.get(PaymentSessionsService);
    const tx = svc.app.get<Transactions>(TRANSACTIONS);
    const orders = testOrders(200, 500_000, 'B', 200_000).map((o, i) => ({ ...o, qr: i % 3 === 0 }));
    const batches = Array.from({ length: 20 }, (_, b) => orders.slice(b * 10, b * 10 + 10));
    const results = await Promise.allSettled([
      ...orders.filter((o) => o.qr).map((o) => sessions.open({ orderId: o.orderId, orderNumber: o.orderNumber, amount: o.amount, customerId: svc.customerId })),
      ...batches.map((batch) =>
        tx.transactional(() =>
          sessions.onOrdersPlaced(batch.map((o) => ({ payload: orderPlaced(o), envelope: {} as never, as: <T>(fn: () => Promise<T>) => fn() }))),
        ),
      ),
    ]);
    assert.deepEqual(failures(results), []);
    const ids = orders.map((o) => o.orderId);
    const rows = (await svc.pool.query(`SELECT order_id, payment_method, amount FROM order_payments WHERE order_id = ANY($1)`, [ids])).rows;
    assert.equal(rows.length, 200);
    for (const o of orders) {
      const row = rows.find((r) => r.order_id === o.orderId);
      assert.deepEqual([row?.payment_method, Number(row?.amount)], [o.qr ? 'qr_payment' : 'cod', o.amount]);
    }
    const open = (await svc.pool.query(`SELECT order_id FROM payment_sessions WHERE order_id = ANY($1) AND status = 'open'`, [ids])).rows.map(
      (r) => r.order_id,
    );
    assert.deepEqual(
      open.sort(),
      orders
        .filter((o) => o.qr)
        .map((o) => o.orderId)
        .sort(),
    );
  });
});

describe('SePay reconciliation', () => {
  it('refuses unsigned and forged notifications with 401 and records nothing', async () => {
    const { orderId, orderNumber } = await qrOrder();
    const body = sepay({ content: `DONHANG${orderNumber}`, transferAmount: 530_000 });
    for (const auth of ['', 'Apikey wrong-key', 'Bearer test-sepay-key-0123456789', 'Apikey test-sepay-key-012345678']) {
      const res = await svc.webhook(body, auth);
      assert.equal(res.status, 401, auth);
      assert.equal(res.body.success, false);
    }
    assert.equal(await count('SELECT count(*)::int AS n FROM bank_transactions WHERE provider_id = $1', [String(body.id)]), 0);
    assert.equal((await svc.gql(STATUS, { id: orderId }, svc.customerToken)).data.orderPaymentStatus.isPaid, false);
  });

  it('applies the same notification sent 8 times in parallel once: one payment, one event', async () => {
    const { orderId, orderNumber } = await qrOrder();
    const body = sepay({ content: `MBVCB.5561.donhang-${orderNumber.slice(0, 4)} ${orderNumber.slice(4)}.CT tu 0011`, transferAmount: 530_000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => svc.webhook(body)));
    assert.deepEqual(
      answers.map((a) => [a.status, a.body]),
      Array.from({ length: 8 }, () => [200, { success: true }]),
    );
    assert.equal((await outcomeOf(body.id)).outcome, 'paid');
    assert.equal(await count('SELECT count(*)::int AS n FROM bank_transactions WHERE provider_id = $1', [String(body.id)]), 1);
    assert.equal(await paymentRows(orderId), 1);
    assert.equal(await confirmedEvents(orderId), 1);
    assert.deepEqual((await svc.gql(STATUS, { id: orderId }, svc.customerToken)).data.orderPaymentStatus, { paymentStatus: 'paid', isPaid: true });
  });

  it('keeps a shorter transfer as partial (order unpaid) and an unknown text as unmatched, both listed for staff', async () => {
    const { orderId, orderNumber } = await qrOrder();
    const short = sepay({ content: `DONHANG${orderNumber}`, transferAmount: 529_999 });
    const unknown = sepay({ content: 'chuyen tien an trua', transferAmount: 50_000 });
    await svc.webhook(short);
    await svc.webhook(unknown);
    assert.deepEqual(await outcomeOf(short.id), { outcome: 'partial', order_id: orderId });
    assert.deepEqual(await outcomeOf(unknown.id), { outcome: 'unmatched', order_id: null });
    assert.equal((await svc.gql(STATUS, { id: orderId }, svc.customerToken)).data.orderPaymentStatus.isPaid, false);
    const LIST = `{ bankTransfers(limit: 100) { transactions { providerId outcome } pagination { total } } }`;
    const list = await svc.gql(LIST, {}, svc.staffToken);
    const ids = list.data.bankTransfers.transactions.map((t: { providerId: string }) => t.providerId);
    assert.ok(ids.includes(String(short.id)) && ids.includes(String(unknown.id)));
    assert.equal((await svc.gql(LIST, {}, svc.customerToken)).errors?.[0].extensions?.code, 'FORBIDDEN');
  });
});

describe('transfers that do not simply pay one order', () => {
  const LIST = `{ bankTransfers(limit: 100) { transactions { providerId outcome orderId refundAmount reason } } }`;
  const listed = async (providerId: number) =>
    (await svc.gql(LIST, {}, svc.staffToken)).data.bankTransfers.transactions.find((t: { providerId: string }) => t.providerId === String(providerId));
  const refundOf = async (providerId: number) =>
    (await svc.pool.query('SELECT refund_amount FROM bank_transactions WHERE provider_id = $1', [String(providerId)])).rows[0].refund_amount;

  it('pays an overpaid order its total once, even sent 8 times at once, and lists the excess for staff to return', async () => {
    const { orderId, orderNumber } = await qrOrder(180_000);
    const body = sepay({ content: `DONHANG ${orderNumber}`, transferAmount: 1_180_000 });
    await Promise.all(Array.from({ length: 8 }, () => svc.webhook(body)));
    assert.deepEqual(await outcomeOf(body.id), { outcome: 'overpaid', order_id: orderId });
    assert.equal(await paymentRows(orderId), 1);
    assert.equal(await confirmedEvents(orderId), 1);
    const paid = (await svc.pool.query('SELECT amount FROM payments WHERE order_id = $1', [orderId])).rows[0];
    assert.equal(paid.amount, 180_000);
    assert.deepEqual((await svc.gql(STATUS, { id: orderId }, svc.customerToken)).data.orderPaymentStatus, { paymentStatus: 'paid', isPaid: true });
    assert.deepEqual(await listed(body.id), { providerId: String(body.id), outcome: 'overpaid', orderId, refundAmount: 1_000_000, reason: null });

    // A second transfer for the paid order is owed back whole.
    const again = sepay({ content: `DONHANG ${orderNumber}`, transferAmount: 180_000 });
    await svc.webhook(again);
    assert.deepEqual(await outcomeOf(again.id), { outcome: 'already_paid', order_id: orderId });
    assert.equal((await listed(again.id)).refundAmount, 180_000);
    assert.equal(await paymentRows(orderId), 1);

    // Exactly the total: nothing owed back, nothing listed.
    const exact = await qrOrder(180_000);
    const fit = sepay({ content: `DONHANG ${exact.orderNumber}`, transferAmount: 180_000 });
    await svc.webhook(fit);
    assert.deepEqual(await outcomeOf(fit.id), { outcome: 'paid', order_id: exact.orderId });
    assert.equal(await refundOf(fit.id), null);
    assert.equal(await listed(fit.id), undefined);
  });

  it('pays none of the orders a transfer names when it names two or more and lists it for staff with the reason; one order named twice is paid', async () => {
    const [a, b, c] = [await qrOrder(180_000), await qrOrder(180_000), await qrOrder(180_000)];
    const two = sepay({ content: `DONHANG ${b.orderNumber} DONHANG ${a.orderNumber}`, transferAmount: 180_000 });
    const three = sepay({
      content: 'chuyen tien',
      description: `MBVCB donhang-${a.orderNumber}.donhang ${b.orderNumber}.DONHANG${c.orderNumber}`,
      transferAmount: 540_000,
    });
    await Promise.all([svc.webhook(two), svc.webhook(three)]);
    assert.deepEqual(await outcomeOf(two.id), { outcome: 'ambiguous', order_id: null });
    assert.deepEqual(await outcomeOf(three.id), { outcome: 'ambiguous', order_id: null });
    for (const { orderId } of [a, b, c]) {
      assert.equal(await paymentRows(orderId), 0);
      assert.equal(await confirmedEvents(orderId), 0);
    }
    assert.deepEqual(await listed(two.id), {
      providerId: String(two.id),
      outcome: 'ambiguous',
      orderId: null,
      refundAmount: null,
      reason: `Nội dung chuyển khoản ghi nhiều đơn hàng: ${b.orderNumber}, ${a.orderNumber}`,
    });
    assert.equal((await listed(three.id)).reason, `Nội dung chuyển khoản ghi nhiều đơn hàng: ${a.orderNumber}, ${b.orderNumber}, ${c.orderNumber}`);

    // The same order named twice is one order: it is paid.
    const twice = sepay({ content: `DONHANG ${a.orderNumber} DONHANG-${a.orderNumber.toLowerCase()}`, transferAmount: 180_000 });
    await svc.webhook(twice);
    assert.deepEqual(await outcomeOf(twice.id), { outcome: 'paid', order_id: a.orderId });
    assert.equal(await paymentRows(a.orderId), 1);
  });
});

describe('staff confirmation', () => {
  it('needs a transaction code and pays once; the same transaction cannot pay a second order', async () => {
    const a = await qrOrder();
    const b = await qrOrder();
    const blank = await svc.gql(CONFIRM, { id: a.orderId, t: '   ' }, svc.staffToken);
    assert.equal(blank.errors?.[0].message, 'Vui lòng nhập mã giao dịch');
    assert.equal((await svc.gql(CONFIRM, { id: a.orderId, t: 'FT1' }, svc.customerToken)).errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.equal(
      (await svc.gql(CONFIRM, { id: a.orderId, t: 'FT1' }, svc.sellerToken)).errors?.[0].extensions?.code,
      'FORBIDDEN',
      'a seller does not confirm payments (decision 0430)',
    );
    const ok = await svc.gql(CONFIRM, { id: a.orderId, t: ' FT26327001 ', note: 'Khách chuyển khoản' }, svc.staffToken);
    assert.deepEqual(ok.data.confirmPayment, { isPaid: true, paymentStatus: 'paid' });
    assert.equal((await svc.gql(CONFIRM, { id: a.orderId, t: 'FT26327002' }, svc.staffToken)).errors?.[0].extensions?.code, 'ALREADY_PAID');
    assert.equal((await svc.gql(CONFIRM, { id: b.orderId, t: 'FT26327001' }, svc.staffToken)).errors?.[0].extensions?.code, 'TRANSACTION_ALREADY_USED');
    assert.equal(await paymentRows(b.orderId), 0);
    const event = (await svc.pool.query(`SELECT payload FROM outbox WHERE type = 'payments.PaymentConfirmed' AND payload->>'orderId' = $1`, [a.orderId])).rows;
    assert.equal(event.length, 1);
    assert.equal(event[0].payload.transactionId, 'FT26327001');
    assert.equal(event[0].payload.source, 'staff');
  });

  it('pays an order once when the bank notification and staff confirm at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const { orderId, orderNumber } = await qrOrder();
      const body = sepay({ content: `DONHANG ${orderNumber}`, transferAmount: 530_000 });
      const [hook, staff] = await Promise.all([svc.webhook(body), svc.gql(CONFIRM, { id: orderId, t: `FT-race-${round}-${orderNumber}` }, svc.staffToken)]);
      assert.equal(hook.status, 200);
      const outcome = (await outcomeOf(body.id)).outcome;
      assert.equal(await paymentRows(orderId), 1);
      assert.equal(await confirmedEvents(orderId), 1);
      // Whoever came second learns it: the staff member by ALREADY_PAID, the transfer as already_paid (to refund).
      if (staff.data?.confirmPayment) assert.equal(outcome, 'already_paid');
      else {
        assert.equal(staff.errors?.[0].extensions?.code, 'ALREADY_PAID');
        assert.equal(outcome, 'paid');
      }
    }
  });
});
