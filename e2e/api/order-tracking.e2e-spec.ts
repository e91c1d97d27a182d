import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import { waitFor } from '@shop/testing';
import type { ShopClient } from '../support/http';
import { orderPayload, stockedProduct, syntheticCustomer, waitForOrderPaid, type StockedProduct } from './orders-support';
import { useShop } from '../support/shop';

// Tracking an order (decisions 0610, 0615): staff move it only along the shared state machine, name
// the carrier with the tracking code, and keep notes for the team that the customer never reads;
// a payment is not a status entry, and both sides read the same history.

let product: StockedProduct;
const shop = useShop({ signIn: ['admin'] }, async () => {
  product = await stockedProduct(shop.api, shop.admin, 40, 120_000);
});

interface HistoryEntry {
  status: string;
  updatedAt: string;
  note: string | null;
  internalNote: string | null;
}

async function placeCod(buyer: ShopClient) {
  const res = await buyer.post('/api/orders', orderPayload([{ p: product, quantity: 1 }]));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data.order as { _id: string; orderNumber: string };
}

const status = (client: ShopClient, id: string, body: Record<string, unknown>) => client.put(`/api/orders/${id}/status`, body);

describe('order tracking through the REST facade', () => {
  it('moves only along the shared state machine, refusing any other move with 409, and ships with its carrier', async () => {
    const buyer = await syntheticCustomer(shop.api);
    const order = await placeCod(buyer);
    const detail = async () => (await shop.admin.get(`/api/orders/${order._id}`)).body.data.order;
    assert.deepEqual((await detail()).nextStatuses, ['confirmed', 'processing', 'shipping', 'cancelled']);
    assert.equal((await status(shop.admin, order._id, { status: 'delivered' })).status, 409);
    assert.equal((await status(shop.admin, order._id, { status: 'shipping', carrier: 'ghn', trackingNumber: 'GHNAPI1' })).status, 200);
    const shipped = await detail();
    assert.deepEqual(shipped.nextStatuses, ['delivered', 'cancelled']);
    assert.equal(shipped.carrierName, 'GHN');
    assert.equal(shipped.trackingUrl, 'https://donhang.ghn.vn/?order_code=GHNAPI1');
    const back = await status(shop.admin, order._id, { status: 'pending' });
    assert.equal(back.status, 409);
    assert.equal(back.body.message, 'Không thể chuyển đơn hàng từ trạng thái "Đang giao" sang "Chờ xác nhận"');
    assert.equal((await status(shop.admin, order._id, { status: 'delivered' })).status, 200);
    assert.deepEqual((await detail()).nextStatuses, []);
  });

  it('names the carrier and links its tracking page for the customer; refuses an unknown carrier', async () => {
    const buyer = await syntheticCustomer(shop.api);
    const order = await placeCod(buyer);
    const refused = await status(shop.admin, order._id, { status: 'shipping', carrier: 'pigeon', trackingNumber: 'X1' });
    assert.equal(refused.status, 400, JSON.stringify(refused.body));
    const shipped = await status(shop.admin, order._id, { status: 'shipping', carrier: 'jt_express', trackingNumber: 'JT 8123' });
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    const seen = (await buyer.get(`/api/orders/${order._id}`)).body.data.order;
    assert.equal(seen.carrier, 'jt_express');
    assert.equal(seen.carrierName, 'J&T Express');
    assert.equal(seen.trackingNumber, 'JT 8123');
    assert.equal(seen.trackingUrl, 'https://jtexpress.vn/vi/tracking?type=track&billcode=JT%208123');

    const other = await placeCod(buyer);
    await status(shop.admin, other._id, { status: 'shipping', carrier: 'other', trackingNumber: 'NHA-XE-7' });
    const byOther = (await buyer.get(`/api/orders/${other._id}`)).body.data.order;
    assert.equal(byOther.carrierName, 'Đơn vị khác');
    assert.equal(byOther.trackingUrl, null);
  });

  it("never shows the customer the team's notes, while staff read both, in the same order as the customer", async () => {
    const buyer = await syntheticCustomer(shop.api);
    const order = await placeCod(buyer);
    const confirmed = await status(shop.admin, order._id, {
      status: 'confirmed',
      note: 'Cửa hàng đã xác nhận đơn của bạn',
      internalNote: 'Khách khó tính, gọi trước khi giao',
    });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    await status(shop.admin, order._id, { status: 'cancelled', internalNote: 'Hết hàng màu xanh' });

    const staffView = (await shop.admin.get(`/api/orders/${order._id}`)).body.data.order.statusHistory as HistoryEntry[];
    const customerView = (await buyer.get(`/api/orders/${order._id}`)).body.data.order.statusHistory as HistoryEntry[];
    assert.deepEqual(
      staffView.map((h) => [h.status, h.note, h.internalNote]),
      [
        ['pending', 'Đặt hàng thành công', null],
        ['confirmed', 'Cửa hàng đã xác nhận đơn của bạn', 'Khách khó tính, gọi trước khi giao'],
        ['cancelled', 'Đơn hàng đã bị cửa hàng hủy', 'Hết hàng màu xanh'],
      ],
    );
    assert.deepEqual(
      customerView.map((h) => [h.status, h.note, h.internalNote]),
      staffView.map((h) => [h.status, h.note, null]),
    );
    assert.deepEqual(
      customerView.map((h) => h.updatedAt),
      staffView.map((h) => h.updatedAt),
    );
    const mine = (await buyer.get('/api/orders/my-orders')).body.data.orders.find((o: { _id: string }) => o._id === order._id);
    assert.equal(JSON.stringify(mine).includes('Khách khó tính'), false);
  });

  it("records a payment without a status entry: 'Chờ xác nhận' appears once", async () => {
    const buyer = await syntheticCustomer(shop.api);
    const order = await placeCod(buyer);
    // payments knows the order once it has heard orders' OrderPlaced
    const code = `GHN${randomInt(1e9)}`;
    await waitFor(async () => (await shop.admin.post(`/api/orders/${order._id}/confirm-payment`, { transactionId: code })).status === 200, {
      timeoutMs: 15_000,
      intervalMs: 200,
      what: 'payments to confirm the payment',
    });
    await waitForOrderPaid(buyer, order._id);
    const seen = (await buyer.get(`/api/orders/${order._id}`)).body.data.order;
    assert.deepEqual(
      seen.statusHistory.map((h: HistoryEntry) => h.status),
      ['pending'],
    );
    assert.ok(seen.paymentDetails.paidAt);
  });
});
