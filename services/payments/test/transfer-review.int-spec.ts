import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { useStarted, waitFor } from '@shop/testing';
import { startPayments, type PaymentsUnderTest } from './support/payments-app';
import { sepayBody } from './support/sepay-body';

// Decision 0720: staff attach a transfer to an order, or mark it handled.

let orderSeq = 0;
const svc = useStarted(() => startPayments());

async function order(amount = 530_000): Promise<{ orderId: string; orderNumber: string }> {
  const orderId = randomUUID();
  const orderNumber = `DH${String(700_000 + ((process.pid * 100 + ++orderSeq) % 300_000)).padStart(6, '0')}`;
  await svc.openSession({ orderId, orderNumber, customerId: svc.customerId, amount });
  return { orderId, orderNumber };
}

const q = async (sql: string, params: unknown[]) => (await svc.pool.query(sql, params)).rows;
const n = async (sql: string, params: unknown[]) => (await q(sql, params))[0].n as number;
const paymentRows = (orderId: string) => n('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [orderId]);
const confirmedEvents = (orderId: string) =>
  n(`SELECT count(*)::int AS n FROM outbox WHERE type = 'payments.PaymentConfirmed' AND payload->>'orderId' = $1`, [orderId]);
const paymentStatus = async (orderId: string) => (await q('SELECT payment_status FROM order_payments WHERE order_id = $1', [orderId]))[0].payment_status;

/** Posts a transfer through the webhook and returns its row id once reconciliation processed it. */
async function transfer(over: Record<string, unknown>): Promise<{ id: string; providerId: number; outcome: string }> {
  const body = sepayBody(over);
  assert.equal((await svc.webhook(body)).status, 200);
  await waitFor(
    async () => (await n('SELECT count(*)::int AS n FROM bank_transactions WHERE provider_id = $1 AND processed_at IS NOT NULL', [String(body.id)])) === 1,
    { what: 'transfer processed' },
  );
  const [row] = await q('SELECT id, outcome FROM bank_transactions WHERE provider_id = $1', [String(body.id)]);
  return { id: row.id, providerId: body.id, outcome: row.outcome };
}

const FIELDS =
  'id providerId outcome orderId orderNumber orderAmount missingAmount refundAmount reason attachedAt attachedByName handledAt handledByName handledNote';
const ATTACH = `mutation ($id: ID!, $n: String!) { attachBankTransfer(id: $id, input: { orderNumber: $n }) {
  transfer { ${FIELDS} } orderId orderNumber orderAmount coveredAmount missingAmount paid message } }`;
const HANDLE = `mutation ($id: ID!, $note: String!) { markBankTransferHandled(id: $id, input: { note: $note }) { ${FIELDS} } }`;
const LIST = `query ($view: String) { bankTransfers(view: $view, limit: 100) { transactions { ${FIELDS} } pagination { total } } }`;

type Gql = Awaited<ReturnType<PaymentsUnderTest['gql']>>;
const code = (res: Gql) => res.errors?.[0]?.extensions?.code;
const listed = async (view: string | null, id: string) =>
  (await svc.gql(LIST, view ? { view } : {}, svc.staffToken)).data.bankTransfers.transactions.find((t: { id: string }) => t.id === id);

describe('attaching a transfer to an order', () => {
  it('pays the order from an unmatched transfer, found by its number typed loosely, once, through PaymentConfirmed', async () => {
    const { orderId, orderNumber } = await order(530_000);
    const t = await transfer({ content: 'CK tien tui', transferAmount: 530_000 });
    assert.equal(t.outcome, 'unmatched');
    assert.ok(await listed(null, t.id), 'listed to check');

    const typed = ` ${orderNumber.slice(0, 2).toLowerCase()} ${orderNumber.slice(2)} `;
    const res = await svc.gql(ATTACH, { id: t.id, n: typed }, svc.staffToken);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const r = res.data.attachBankTransfer;
    assert.deepEqual(
      { ...r, transfer: undefined },
      {
        transfer: undefined,
        orderId,
        orderNumber,
        orderAmount: 530_000,
        coveredAmount: 530_000,
        missingAmount: 0,
        paid: true,
        message: `Đã ghép giao dịch vào đơn hàng ${orderNumber}, đơn hàng đã được thanh toán`,
      },
    );
    assert.equal(r.transfer.outcome, 'paid');
    assert.equal(r.transfer.orderNumber, orderNumber);
    assert.equal(r.transfer.attachedByName, 'admin');
    assert.equal(await paymentStatus(orderId), 'paid');
    assert.equal(await paymentRows(orderId), 1);
    assert.equal(await confirmedEvents(orderId), 1);
    const [event] = await q(`SELECT payload FROM outbox WHERE type = 'payments.PaymentConfirmed' AND payload->>'orderId' = $1`, [orderId]);
    assert.equal(event.payload.source, 'staff');
    assert.equal(event.payload.transactionId, `SEPAY-${t.providerId}`);
    assert.equal(event.payload.amount, 530_000);
    assert.equal(await listed(null, t.id), undefined, 'left the to-check list');
    assert.equal((await listed('attached', t.id)).orderNumber, orderNumber);

    // Once attached, never again: not to the same order, not to another.
    const again = await svc.gql(ATTACH, { id: t.id, n: orderNumber }, svc.staffToken);
    assert.equal(code(again), 'TRANSFER_ALREADY_ATTACHED');
    assert.equal(again.errors?.[0].message, `Giao dịch đã được ghép vào đơn hàng ${orderNumber}`);
    const other = await order();
    assert.equal(code(await svc.gql(ATTACH, { id: t.id, n: other.orderNumber }, svc.staffToken)), 'TRANSFER_ALREADY_ATTACHED');
    assert.equal(await paymentRows(other.orderId), 0);
    assert.equal(await confirmedEvents(orderId), 1);
  });

  it('keeps a short amount partial and says what is missing; the transfer completing it pays the order, counting the earlier ones', async () => {
    const { orderId, orderNumber } = await order(530_000);
    // the bank notification names the order but is short: partial, matched by reconciliation
    const first = await transfer({ content: `DONHANG${orderNumber}`, transferAmount: 200_000 });
    assert.equal(first.outcome, 'partial');
    assert.equal((await listed(null, first.id)).missingAmount, 330_000);

    const second = await transfer({ content: 'chuyen them', transferAmount: 100_000 });
    const short = await svc.gql(ATTACH, { id: second.id, n: orderNumber }, svc.otherStaffToken);
    const s = short.data.attachBankTransfer;
    assert.deepEqual(
      [s.paid, s.coveredAmount, s.missingAmount, s.message],
      [false, 300_000, 230_000, `Đã ghép giao dịch vào đơn hàng ${orderNumber}, còn thiếu 230.000\u00a0₫`],
    );
    assert.deepEqual([s.transfer.outcome, s.transfer.orderId, s.transfer.missingAmount, s.transfer.attachedByName], ['partial', orderId, 230_000, 'admin 2']);
    assert.equal(await paymentStatus(orderId), 'pending');
    assert.equal(await paymentRows(orderId), 0);
    assert.equal(await confirmedEvents(orderId), 0);
    // both still to check, both saying how much is missing
    assert.equal((await listed(null, first.id)).missingAmount, 230_000);
    assert.equal((await listed(null, second.id)).missingAmount, 230_000);

    const third = await transfer({ content: 'phan con lai', transferAmount: 250_000 });
    const done = (await svc.gql(ATTACH, { id: third.id, n: orderNumber }, svc.staffToken)).data.attachBankTransfer;
    assert.deepEqual([done.paid, done.coveredAmount, done.missingAmount], [true, 550_000, 0]);
    assert.equal(await paymentStatus(orderId), 'paid');
    assert.equal(await paymentRows(orderId), 1);
    assert.equal(await confirmedEvents(orderId), 1);
    const outcomes = await q('SELECT id, outcome, order_id, refund_amount FROM bank_transactions WHERE id = ANY($1)', [[first.id, second.id, third.id]]);
    const byId = new Map(outcomes.map((o) => [o.id, [o.outcome, o.order_id, o.refund_amount === null ? null : Number(o.refund_amount)]]));
    assert.deepEqual(
      [first, second, third].map((t) => byId.get(t.id)),
      [
        ['paid', orderId, null],
        ['paid', orderId, null],
        // 550.000₫ for a 530.000₫ order: the last transfer carries the 20.000₫ owed back.
        ['overpaid', orderId, 20_000],
      ],
    );
    for (const t of [first, second]) assert.equal(await listed(null, t.id), undefined);
    const owed = await listed(null, third.id);
    assert.deepEqual([owed.outcome, owed.refundAmount, owed.attachedByName], ['overpaid', 20_000, 'admin'], 'to check: the excess to return');
    assert.equal(code(await svc.gql(ATTACH, { id: third.id, n: orderNumber }, svc.staffToken)), 'TRANSFER_ALREADY_ATTACHED');
  });

  it('pays the order staff pick for a transfer that named several, once', async () => {
    const a = await order(180_000);
    const b = await order(180_000);
    const t = await transfer({ content: `DONHANG ${a.orderNumber} DONHANG ${b.orderNumber}`, transferAmount: 180_000 });
    assert.equal(t.outcome, 'ambiguous');
    assert.equal((await listed(null, t.id)).reason, `Nội dung chuyển khoản ghi nhiều đơn hàng: ${a.orderNumber}, ${b.orderNumber}`);
    const res = await svc.gql(ATTACH, { id: t.id, n: b.orderNumber }, svc.staffToken);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.deepEqual([res.data.attachBankTransfer.paid, res.data.attachBankTransfer.transfer.outcome], [true, 'paid']);
    assert.deepEqual([await paymentStatus(a.orderId), await paymentStatus(b.orderId)], ['pending', 'paid']);
    assert.deepEqual([await confirmedEvents(a.orderId), await confirmedEvents(b.orderId)], [0, 1]);
    assert.equal(await listed(null, t.id), undefined);
  });

  it('refuses a cancelled or paid order, an unknown number or transfer, a blank number, a handled transfer, and customers', async () => {
    const cancelled = await order();
    await svc.publish('orders.OrderCancelled', {
      orderId: cancelled.orderId,
      orderNumber: cancelled.orderNumber,
      customerId: svc.customerId,
      cancelledBy: 'customer',
      reason: 'Đổi ý',
      previousStatus: 'pending',
      cancelledAt: new Date().toISOString(),
    });
    await waitFor(
      async () => (await n(`SELECT count(*)::int AS n FROM order_payments WHERE order_id = $1 AND closed_reason IS NOT NULL`, [cancelled.orderId])) === 1,
      {
        what: 'order closed',
      },
    );
    const paid = await order();
    assert.equal((await transfer({ content: `DONHANG ${paid.orderNumber}`, transferAmount: 530_000 })).outcome, 'paid');
    const t = await transfer({ content: 'khong ro', transferAmount: 530_000 });

    const refusal = async (n: string, token = svc.staffToken, id = t.id) => {
      const res = await svc.gql(ATTACH, { id, n }, token);
      return [code(res), res.errors?.[0].message];
    };
    assert.deepEqual(await refusal(cancelled.orderNumber), ['PAYMENT_CLOSED', 'Đơn hàng đã bị hủy, không thể thanh toán']);
    assert.deepEqual(await refusal(paid.orderNumber), ['ALREADY_PAID', 'Đơn hàng đã được thanh toán']);
    assert.deepEqual(await refusal('DH999999999'), ['ORDER_NOT_FOUND', 'Không tìm thấy đơn hàng']);
    assert.deepEqual(await refusal('   '), ['VALIDATION_FAILED', 'Vui lòng nhập mã đơn hàng']);
    assert.deepEqual(await refusal(paid.orderNumber, svc.staffToken, randomUUID()), ['TRANSFER_NOT_FOUND', 'Không tìm thấy giao dịch']);
    assert.deepEqual(await refusal(paid.orderNumber, svc.staffToken, 'not-a-uuid'), ['TRANSFER_NOT_FOUND', 'Không tìm thấy giao dịch']);
    assert.equal((await refusal(paid.orderNumber, svc.customerToken))[0], 'FORBIDDEN');
    assert.deepEqual(
      await refusal(paid.orderNumber, svc.sellerToken),
      ['FORBIDDEN', 'Bạn không có quyền thực hiện thao tác này'],
      "money is the admin's (decision 0430)",
    );
    assert.equal((await refusal(paid.orderNumber, ''))[0], 'UNAUTHENTICATED');
    // nothing changed: still unmatched, still to check, no payment for the cancelled order
    assert.deepEqual((await q('SELECT outcome, order_id, attached_at FROM bank_transactions WHERE id = $1', [t.id]))[0], {
      outcome: 'unmatched',
      order_id: null,
      attached_at: null,
    });
    assert.equal(await paymentRows(cancelled.orderId), 0);
    assert.equal(await paymentRows(paid.orderId), 1);

    const open = await order();
    await svc.gql(HANDLE, { id: t.id, note: 'Khách chuyển nhầm, đã hoàn tiền' }, svc.staffToken);
    assert.deepEqual(await refusal(open.orderNumber), ['TRANSFER_HANDLED', 'Giao dịch đã được đánh dấu đã xử lý']);
    assert.equal(await paymentRows(open.orderId), 0);
  });
});

describe('marking a transfer handled', () => {
  it('needs a note, leaves the to-check list, shows under the handled filter, and happens once', async () => {
    const t = await transfer({ content: 'tien ai do', transferAmount: 75_000 });
    const blank = await svc.gql(HANDLE, { id: t.id, note: '  ' }, svc.staffToken);
    assert.equal(blank.errors?.[0].message, 'Vui lòng nhập ghi chú xử lý');
    assert.equal(code(await svc.gql(HANDLE, { id: t.id, note: 'x' }, svc.customerToken)), 'FORBIDDEN');
    assert.equal(code(await svc.gql(HANDLE, { id: t.id, note: 'x' }, svc.sellerToken)), 'FORBIDDEN');
    assert.equal((await q('SELECT handled_at FROM bank_transactions WHERE id = $1', [t.id]))[0].handled_at, null);

    const res = await svc.gql(HANDLE, { id: t.id, note: '  Không phải tiền của shop, đã báo ngân hàng  ' }, svc.otherStaffToken);
    const h = res.data.markBankTransferHandled;
    assert.deepEqual([h.handledNote, h.handledByName, h.outcome], ['Không phải tiền của shop, đã báo ngân hàng', 'admin 2', 'unmatched']);
    assert.ok(h.handledAt);
    assert.equal(await listed(null, t.id), undefined);
    assert.equal((await listed('handled', t.id)).handledNote, 'Không phải tiền của shop, đã báo ngân hàng');
    assert.ok(await listed('all', t.id));

    const again = await svc.gql(HANDLE, { id: t.id, note: 'lần hai' }, svc.staffToken);
    assert.deepEqual([code(again), again.errors?.[0].message], ['TRANSFER_HANDLED', 'Giao dịch đã được đánh dấu đã xử lý']);
    assert.equal((await q('SELECT handled_note FROM bank_transactions WHERE id = $1', [t.id]))[0].handled_note, 'Không phải tiền của shop, đã báo ngân hàng');
  });

  it('refuses a transfer that paid its order, and a handled partial transfer no longer counts towards its order', async () => {
    const paid = await order();
    const full = await transfer({ content: `DONHANG${paid.orderNumber}`, transferAmount: 530_000 });
    assert.equal(code(await svc.gql(HANDLE, { id: full.id, note: 'thử' }, svc.staffToken)), 'TRANSFER_NOT_TO_CHECK');

    const { orderId, orderNumber } = await order(530_000);
    const refunded = await transfer({ content: `DONHANG${orderNumber}`, transferAmount: 300_000 });
    await svc.gql(HANDLE, { id: refunded.id, note: 'Đã hoàn lại cho khách' }, svc.staffToken);
    const rest = await transfer({ content: 'chuyen lai', transferAmount: 230_000 });
    const r = (await svc.gql(ATTACH, { id: rest.id, n: orderNumber }, svc.staffToken)).data.attachBankTransfer;
    assert.deepEqual([r.paid, r.coveredAmount, r.missingAmount], [false, 230_000, 300_000]);
    assert.equal(await paymentRows(orderId), 0);
  });

  it('lists to the admin only, and refuses an unknown filter', async () => {
    assert.equal(code(await svc.gql(LIST, {}, svc.customerToken)), 'FORBIDDEN');
    assert.equal(code(await svc.gql(LIST, {}, svc.sellerToken)), 'FORBIDDEN');
    assert.equal(code(await svc.gql(LIST, {})), 'UNAUTHENTICATED');
    const bad = await svc.gql(LIST, { view: 'everything' }, svc.staffToken);
    assert.deepEqual([code(bad), bad.errors?.[0].message], ['VALIDATION_FAILED', 'Bộ lọc giao dịch không hợp lệ']);
  });
});

describe('staff at the same moment', () => {
  it('two staff attaching one transfer to two orders: exactly one wins, one payment, one event', async () => {
    for (let round = 0; round < 6; round++) {
      const a = await order();
      const b = await order();
      const t = await transfer({ content: `round ${round}`, transferAmount: 530_000 });
      const [ra, rb] = await Promise.all([
        svc.gql(ATTACH, { id: t.id, n: a.orderNumber }, svc.staffToken),
        svc.gql(ATTACH, { id: t.id, n: b.orderNumber }, svc.otherStaffToken),
      ]);
      const wins = [ra, rb].filter((r) => r.data?.attachBankTransfer?.paid === true);
      const losses = [ra, rb].filter((r) => code(r) === 'TRANSFER_ALREADY_ATTACHED');
      assert.equal(wins.length, 1, JSON.stringify([ra, rb]));
      assert.equal(losses.length, 1, JSON.stringify([ra, rb]));
      const winner = wins[0] === ra ? a : b;
      const loser = winner === a ? b : a;
      assert.equal(losses[0].errors?.[0].message, `Giao dịch đã được ghép vào đơn hàng ${winner.orderNumber}`);
      assert.deepEqual(
        [await paymentRows(winner.orderId), await confirmedEvents(winner.orderId), await paymentRows(loser.orderId), await confirmedEvents(loser.orderId)],
        [1, 1, 0, 0],
      );
      assert.deepEqual((await q('SELECT outcome, order_id FROM bank_transactions WHERE id = $1', [t.id]))[0], { outcome: 'paid', order_id: winner.orderId });
    }
  });

  it('two staff attaching one transfer to the same order, or attaching while another marks it handled: exactly one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const o = await order();
      const t = await transfer({ content: `same ${round}`, transferAmount: 530_000 });
      const results = await Promise.all([
        svc.gql(ATTACH, { id: t.id, n: o.orderNumber }, svc.staffToken),
        svc.gql(ATTACH, { id: t.id, n: o.orderNumber }, svc.otherStaffToken),
      ]);
      assert.deepEqual(results.map((r) => (r.data?.attachBankTransfer ? 'paid' : code(r))).sort(), ['TRANSFER_ALREADY_ATTACHED', 'paid']);
      assert.deepEqual([await paymentRows(o.orderId), await confirmedEvents(o.orderId)], [1, 1]);

      const o2 = await order();
      const t2 = await transfer({ content: `handle ${round}`, transferAmount: 530_000 });
      const [attach, handle] = await Promise.all([
        svc.gql(ATTACH, { id: t2.id, n: o2.orderNumber }, svc.staffToken),
        svc.gql(HANDLE, { id: t2.id, note: 'Hoàn tiền ngoài hệ thống' }, svc.otherStaffToken),
      ]);
      const row = (await q('SELECT outcome, handled_at, attached_at FROM bank_transactions WHERE id = $1', [t2.id]))[0];
      if (attach.data?.attachBankTransfer) {
        assert.equal(code(handle), 'TRANSFER_NOT_TO_CHECK');
        assert.deepEqual([row.outcome, row.handled_at, await paymentRows(o2.orderId)], ['paid', null, 1]);
      } else {
        assert.equal(code(attach), 'TRANSFER_HANDLED');
        assert.ok(handle.data?.markBankTransferHandled?.handledAt);
        assert.deepEqual([row.outcome, row.attached_at, await paymentRows(o2.orderId)], ['unmatched', null, 0]);
      }
    }
  });

  it('two partial transfers attached to one order at once: the second counts the first, the order is paid once', async () => {
    for (let round = 0; round < 4; round++) {
      const o = await order(530_000);
      const t1 = await transfer({ content: `nua dau ${round}`, transferAmount: 265_000 });
      const t2 = await transfer({ content: `nua sau ${round}`, transferAmount: 265_000 });
      const results = await Promise.all([
        svc.gql(ATTACH, { id: t1.id, n: o.orderNumber }, svc.staffToken),
        svc.gql(ATTACH, { id: t2.id, n: o.orderNumber }, svc.otherStaffToken),
      ]);
      assert.deepEqual(results.map((r) => [r.data.attachBankTransfer.paid, r.data.attachBankTransfer.missingAmount]).sort(), [
        [false, 265_000],
        [true, 0],
      ]);
      assert.deepEqual([await paymentRows(o.orderId), await confirmedEvents(o.orderId), await paymentStatus(o.orderId)], [1, 1, 'paid']);
    }
  });
});
