import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatVnd } from '@shop/contracts';
import { waitFor } from '@shop/testing';
import { ShopClient } from '../support/http';
import { listedTransfer, postSepayTransfer, waitForListedTransfer } from '../support/sepay';
import { serviceUrls } from '../support/system';
import { orderPayload, staffClient, stockedProduct, syntheticCustomer, waitForOrderPaid, type StockedProduct } from './orders-support';
import { useShop } from '../support/shop';

// Bank transfers through the gateway (decision 0720): staff attach a bank transfer to an order
// (full and partial), mark one handled, the refusals, who may do it, and two staff at once.

/** A second admin session: two staff at once. */
let otherAdmin: ShopClient;
let customer: ShopClient;
let product: StockedProduct;
const shop = useShop({ signIn: ['admin', 'seller'] }, async () => {
  otherAdmin = await staffClient(shop.api);
  customer = await syntheticCustomer(shop.api);
  product = await stockedProduct(shop.api, shop.admin, 50, 150_000);
});

async function qrOrder(): Promise<{ id: string; orderNumber: string; total: number }> {
  const res = await customer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }], { paymentMethod: 'qr_payment' }));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const order = res.body.data.order;
  return { id: order._id, orderNumber: order.orderNumber, total: order.totalAmount };
}

/** An incoming transfer whose text names no order, listed for staff; returns its row id. */
async function unmatched(amount: number, text = 'chuyen tien mua tui'): Promise<{ id: string; providerId: string }> {
  const providerId = await postSepayTransfer(shop.baseUrl, text, amount);
  const listed = await waitForListedTransfer(shop.admin, providerId);
  assert.equal(listed.outcome, 'unmatched');
  return { id: listed._id, providerId };
}

const attach = (client: ShopClient, id: string, orderNumber: unknown) => client.post(`/api/payments/transactions/${id}/attach`, { orderNumber });

describe('attaching a transfer to an order', () => {
  it('pays the order with the full amount: 200, the order paid in orders, the transfer off the to-check list', async () => {
    const order = await qrOrder();
    const t = await unmatched(order.total);
    const res = await attach(shop.admin, t.id, order.orderNumber.toLowerCase());
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, `Đã ghép giao dịch vào đơn hàng ${order.orderNumber}, đơn hàng đã được thanh toán`);
    assert.deepEqual([res.body.data.paid, res.body.data.missingAmount, res.body.data.orderId], [true, 0, order.id]);
    assert.equal(res.body.data.transfer._id, t.id);
    await waitForOrderPaid(customer, order.id);
    assert.equal((await customer.get(`/api/orders/${order.id}/payment-status`)).body.data.isPaid, true);
    assert.equal(await listedTransfer(shop.admin, t.providerId), undefined);
    assert.equal((await listedTransfer(shop.admin, t.providerId, 'attached'))?.orderNumber, order.orderNumber);
  });

  it('keeps a partial amount partial, saying how much is missing, and pays once the rest is attached', async () => {
    const order = await qrOrder();
    const first = await unmatched(100_000);
    const short = await attach(otherAdmin, first.id, order.orderNumber);
    assert.equal(short.status, 200, JSON.stringify(short.body));
    const missing = order.total - 100_000;
    assert.equal(short.body.message, `Đã ghép giao dịch vào đơn hàng ${order.orderNumber}, còn thiếu ${formatVnd(missing)}`);
    assert.deepEqual([short.body.data.paid, short.body.data.missingAmount, short.body.data.transfer.outcome], [false, missing, 'partial']);
    assert.equal((await listedTransfer(shop.admin, first.providerId))?.missingAmount, missing, 'still to check, with the missing amount');
    assert.equal((await customer.get(`/api/orders/${order.id}/payment-status`)).body.data.isPaid, false);

    const rest = await unmatched(missing);
    const done = await attach(shop.admin, rest.id, order.orderNumber);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual([done.body.data.paid, done.body.data.coveredAmount], [true, order.total]);
    await waitForOrderPaid(customer, order.id);
    assert.equal(await listedTransfer(shop.admin, first.providerId), undefined);
  });

  it('refuses a paid or cancelled order, an unknown or blank number, an attached transfer, with clear messages', async () => {
    const paid = await qrOrder();
    const t0 = await unmatched(paid.total);
    assert.equal((await attach(shop.admin, t0.id, paid.orderNumber)).status, 200);
    const cancelled = await qrOrder();
    assert.equal((await customer.put(`/api/orders/${cancelled.id}/cancel`, { reason: 'Đổi ý, không muốn mua nữa' })).status, 200);

    const t = await unmatched(150_000);
    const refusal = async (orderNumber: unknown, id = t.id) => {
      const res = await attach(shop.admin, id, orderNumber);
      return [res.status, res.body.message];
    };
    assert.deepEqual(await refusal(paid.orderNumber), [409, 'Đơn hàng đã được thanh toán']);
    // payments hears orders.OrderCancelled a moment after the cancel answers: it then closes the
    // order's open QR code. Waited for before attaching: an attach in that moment would succeed.
    await waitFor(
      async () => {
        const session = await customer.get(`/api/orders/${cancelled.id}/payment-session`);
        return session.status !== 200 || session.body.data.paymentData === null;
      },
      { timeoutMs: 15_000, intervalMs: 200, what: "payments to close the cancelled order's QR code" },
    );
    assert.deepEqual(await refusal(cancelled.orderNumber), [409, 'Đơn hàng đã bị hủy, không thể thanh toán']);
    assert.deepEqual(await refusal('DH999999999'), [404, 'Không tìm thấy đơn hàng']);
    assert.deepEqual(await refusal('  '), [400, 'Vui lòng nhập mã đơn hàng']);
    assert.deepEqual(await refusal(undefined), [400, 'Vui lòng nhập mã đơn hàng']);
    assert.deepEqual(await refusal(paid.orderNumber, t0.id), [409, `Giao dịch đã được ghép vào đơn hàng ${paid.orderNumber}`]);
    assert.deepEqual(await refusal(paid.orderNumber, '00000000-0000-4000-8000-000000000000'), [404, 'Không tìm thấy giao dịch']);
    assert.equal((await listedTransfer(shop.admin, t.providerId))?.outcome, 'unmatched', 'the refused transfer is still to check');
  });
});

describe('transfers reconciliation does not simply apply (decision 0703)', () => {
  it('an overpaid transfer pays its order in orders and is listed with the amount to return', async () => {
    const order = await qrOrder();
    const providerId = await postSepayTransfer(shop.baseUrl, `DONHANG ${order.orderNumber}`, order.total + 1_000_000);
    const listed = await waitForListedTransfer(shop.admin, providerId);
    assert.deepEqual([listed.outcome, listed.orderId, listed.refundAmount], ['overpaid', order.id, 1_000_000]);
    await waitForOrderPaid(customer, order.id);
    const handled = await shop.admin.post(`/api/payments/transactions/${listed._id}/handled`, { note: 'Đã hoàn 1.000.000₫ cho khách' });
    assert.equal(handled.status, 200, JSON.stringify(handled.body));
    assert.equal(await listedTransfer(shop.admin, providerId), undefined);
    assert.equal((await listedTransfer(shop.admin, providerId, 'handled'))?.refundAmount, 1_000_000, 'the amount owed stays on record');
  });

  it('a transfer naming two orders pays neither and is listed with the reason, for staff to attach to one', async () => {
    const [a, b] = [await qrOrder(), await qrOrder()];
    const providerId = await postSepayTransfer(shop.baseUrl, `DONHANG ${b.orderNumber} DONHANG ${a.orderNumber}`, a.total);
    const listed = await waitForListedTransfer(shop.admin, providerId);
    assert.deepEqual(
      [listed.outcome, listed.orderId, listed.reason],
      ['ambiguous', null, `Nội dung chuyển khoản ghi nhiều đơn hàng: ${b.orderNumber}, ${a.orderNumber}`],
    );
    for (const o of [a, b]) assert.equal((await customer.get(`/api/orders/${o.id}/payment-status`)).body.data.isPaid, false);
    const res = await attach(shop.admin, listed._id, a.orderNumber);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    await waitForOrderPaid(customer, a.id);
    assert.equal((await customer.get(`/api/orders/${b.id}/payment-status`)).body.data.isPaid, false);
  });
});

describe('marking a transfer handled', () => {
  it('needs a note, then leaves the to-check list and shows under the handled filter', async () => {
    const t = await unmatched(42_000, 'tien khong ro nguon');
    const blank = await shop.admin.post(`/api/payments/transactions/${t.id}/handled`, { note: ' ' });
    assert.deepEqual([blank.status, blank.body.message], [400, 'Vui lòng nhập ghi chú xử lý']);
    const ok = await otherAdmin.post(`/api/payments/transactions/${t.id}/handled`, { note: 'Không phải tiền của shop, đã báo ngân hàng' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.message, 'Đã đánh dấu giao dịch đã xử lý');
    assert.equal(ok.body.data.handledNote, 'Không phải tiền của shop, đã báo ngân hàng');
    assert.equal(await listedTransfer(shop.admin, t.providerId), undefined);
    assert.equal((await listedTransfer(shop.admin, t.providerId, 'handled'))?.handledNote, 'Không phải tiền của shop, đã báo ngân hàng');
    const again = await shop.admin.post(`/api/payments/transactions/${t.id}/handled`, { note: 'Lần nữa' });
    assert.deepEqual([again.status, again.body.message], [409, 'Giao dịch đã được đánh dấu đã xử lý']);
    const order = await qrOrder();
    assert.deepEqual(
      [(await attach(shop.admin, t.id, order.orderNumber)).status, (await attach(shop.admin, t.id, order.orderNumber)).body.message],
      [409, 'Giao dịch đã được đánh dấu đã xử lý'],
    );
  });
});

describe('who may do it', () => {
  it('answers a customer and a shop.seller 403 and a visitor 401 on every transfer route, and changes nothing', async () => {
    const order = await qrOrder();
    const t = await unmatched(order.total);
    const visitor = new ShopClient(shop.baseUrl);
    for (const [client, status] of [
      [customer, 403],
      [shop.seller, 403],
      [visitor, 401],
    ] as const) {
      assert.equal((await client.get('/api/payments/transactions')).status, status);
      assert.equal((await attach(client, t.id, order.orderNumber)).status, status);
      assert.equal((await client.post(`/api/payments/transactions/${t.id}/handled`, { note: 'x' })).status, status);
    }
    // straight to the payments service, past the gateway: still refused
    const direct = await fetch(`${(await serviceUrls()).payments}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ query: `mutation { attachBankTransfer(id: "${t.id}", input: { orderNumber: "${order.orderNumber}" }) { paid } }` }),
    });
    assert.equal(((await direct.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.equal((await listedTransfer(shop.admin, t.providerId))?.outcome, 'unmatched');
    assert.equal((await customer.get(`/api/orders/${order.id}/payment-status`)).body.data.isPaid, false);
  });
});

describe('two staff at once', () => {
  it('attaching one transfer to two orders at the same moment: exactly one 200, one 409, one order paid', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await qrOrder();
      const b = await qrOrder();
      const t = await unmatched(a.total, `hai nguoi ${round}`);
      const [ra, rb] = await Promise.all([attach(shop.admin, t.id, a.orderNumber), attach(otherAdmin, t.id, b.orderNumber)]);
      assert.deepEqual([ra.status, rb.status].sort(), [200, 409], JSON.stringify([ra.body, rb.body]));
      const [winner, loser, lost] = ra.status === 200 ? [a, b, rb] : [b, a, ra];
      assert.equal(lost.body.message, `Giao dịch đã được ghép vào đơn hàng ${winner.orderNumber}`);
      await waitForOrderPaid(customer, winner.id);
      assert.equal((await customer.get(`/api/orders/${loser.id}/payment-status`)).body.data.isPaid, false);
      assert.equal((await listedTransfer(shop.admin, t.providerId, 'attached'))?.orderId, winner.id);
    }
  });
});
