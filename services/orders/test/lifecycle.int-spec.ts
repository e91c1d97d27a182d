import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import amqp from 'amqplib';
import { rabbitmqUrl } from '@shop/config';
import { eventsExchange } from '@shop/messaging';
import type { DomainError } from '@shop/platform';
import { plainText, useStarted, waitFor } from '@shop/testing';
import { CartService } from '../src/cart/cart.service';
import { CouponsService } from '../src/coupons/coupons.service';
import { DeliveredOrderService } from '../src/orders/order-reviews.service';
import { OrdersService } from '../src/orders/orders.service';
import { PlaceOrderService } from '../src/orders/place-order.service';
import { couponValidToday, customer, orderInput, staff, startOrdersApp } from './support/orders-app';

let placement: PlaceOrderService;
let orders: OrdersService;
let delivered: DeliveredOrderService;
let cart: CartService;
let connection: amqp.ChannelModel;
let channel: amqp.ConfirmChannel;
const t = useStarted(
  () => startOrdersApp('lifecycle'),
  async () => {
    placement = t.app.get(PlaceOrderService);
    orders = t.app.get(OrdersService);
    delivered = t.app.get(DeliveredOrderService);
    cart = t.app.get(CartService);
    await t.app.get(CouponsService).create(
      couponValidToday({
        code: 'VUI50',
        discountType: 'fixed',
        discountValue: 50_000,
        usageLimit: 10,
      }),
    );
    connection = await amqp.connect(rabbitmqUrl());
    channel = await connection.createConfirmChannel();
  },
);

after(async () => {
  await connection?.close();
});

async function publish(type: string, payload: Record<string, unknown>, id = randomUUID()): Promise<string> {
  const envelope = { id, type, version: 1, occurredAt: new Date().toISOString(), correlationId: `int-${id}`, causationId: null, producer: 'payments', payload };
  channel.publish(eventsExchange(), type, Buffer.from(JSON.stringify(envelope)), { persistent: true, messageId: id });
  await channel.waitForConfirms();
  return id;
}
const handled = (eventId: string) =>
  waitFor(async () => (await t.pool.query('SELECT 1 FROM inbox WHERE event_id = $1', [eventId])).rowCount === 1, { what: `event ${eventId} handled` });
const row = async (id: string) => (await t.pool.query('SELECT * FROM orders WHERE id = $1', [id])).rows[0];
const usedCount = async () => (await t.pool.query(`SELECT used_count FROM coupons WHERE code = 'VUI50'`)).rows[0].used_count as number;
const outboxCount = async (type: string, orderId: string) =>
  Number((await t.pool.query(`SELECT count(*) AS n FROM outbox WHERE type = $1 AND payload->>'orderId' = $2`, [type, orderId])).rows[0].n);

async function place(extra: Record<string, unknown> = {}, buyer = customer()) {
  const p = t.catalog.product(10, 200_000);
  const { order } = await placement.place(buyer, orderInput([{ ...p, quantity: 1 }], extra));
  return { order, buyer, p };
}

describe('cancelling (product §6.3)', () => {
  it('cancels once under two parallel cancels: one OrderCancelled, the coupon use given back once', async () => {
    const { order, buyer } = await place({ couponCode: 'VUI50' });
    const before = await usedCount();
    const results = await Promise.allSettled([orders.cancelByCustomer(buyer, order.id, 'Đổi ý'), orders.cancelByCustomer(buyer, order.id, 'Đổi ý')]);
    assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    assert.equal((refused.reason as DomainError).code, 'ORDER_NOT_CANCELLABLE');
    assert.equal(await usedCount(), before - 1);
    assert.equal(await outboxCount('orders.OrderCancelled', order.id), 1);
    const r = await row(order.id);
    assert.equal(r.status, 'cancelled');
    assert.equal(r.cancel_reason, 'Đổi ý');
    assert.equal(r.cancelled_by, 'customer');
    assert.ok(r.cancelled_at);
    assert.deepEqual(
      r.status_history.map((h: { status: string }) => h.status),
      ['pending', 'cancelled'],
    );
  });

  it('answers 404 for another customer’s order, never its data', async () => {
    const { order } = await place();
    await assert.rejects(orders.cancelByCustomer(customer(), order.id, 'x'), (err: DomainError) => err.status === 404);
    assert.equal(await orders.detail(customer(), order.id), null);
    assert.equal((await orders.detail(staff(), order.id))?.id, order.id);
  });

  it('refuses a customer cancel once the order ships', async () => {
    const { order, buyer } = await place();
    await orders.updateStatus(order.id, { status: 'shipping' as never, trackingNumber: 'GHN123' });
    await assert.rejects(orders.cancelByCustomer(buyer, order.id, 'x'), (err: DomainError) => err.status === 409 && err.code === 'ORDER_NOT_CANCELLABLE');
  });
});

describe('staff status workflow (decision 0610)', () => {
  it('walks an order to delivered with history, tracking number and the events', async () => {
    const { order } = await place();
    await orders.updateStatus(order.id, { status: 'confirmed' as never, note: 'Đã gọi khách' });
    await orders.updateStatus(order.id, { status: 'shipping' as never, trackingNumber: 'GHN-998' });
    const done = await orders.updateStatus(order.id, { status: 'delivered' as never });
    assert.equal(done.status, 'delivered');
    assert.equal(done.trackingNumber, 'GHN-998');
    assert.deepEqual(
      done.statusHistory.map((h) => h.status),
      ['pending', 'confirmed', 'shipping', 'delivered'],
    );
    assert.equal(done.statusHistory[1].note, 'Đã gọi khách');
    assert.equal(await outboxCount('orders.OrderStatusChanged', order.id), 3);
    assert.equal(await outboxCount('orders.OrderDelivered', order.id), 1);
  });

  it('refuses going back or leaving a final status with 409 and a Vietnamese message', async () => {
    const { order } = await place();
    await orders.updateStatus(order.id, { status: 'processing' as never });
    await assert.rejects(orders.updateStatus(order.id, { status: 'confirmed' as never }), (err: DomainError) => {
      assert.equal(err.status, 409);
      assert.equal(err.message, 'Không thể chuyển đơn hàng từ trạng thái "Đang xử lý" sang "Đã xác nhận"');
      return true;
    });
    await assert.rejects(orders.updateStatus(order.id, { status: 'delivered' as never }), (err: DomainError) => err.status === 409);
    await orders.updateStatus(order.id, { status: 'cancelled' as never, note: 'Hết hàng tại kho' });
    await assert.rejects(orders.updateStatus(order.id, { status: 'shipping' as never }), (err: DomainError) => err.status === 409);
    const r = await row(order.id);
    assert.equal(r.cancelled_by, 'staff');
    assert.equal(r.cancel_reason, 'Hết hàng tại kho');
    assert.equal(await outboxCount('orders.OrderCancelled', order.id), 1);
  });
});

describe('payment events', () => {
  it('marks an order paid once, even when PaymentConfirmed comes twice, and never downgrades it', async () => {
    const { order } = await place({ paymentMethod: 'qr_payment' });
    const payload = {
      orderId: order.id,
      paymentId: randomUUID(),
      amount: order.totalAmount,
      source: 'webhook',
      transactionId: 'FT2611',
      note: null,
      paidAt: new Date().toISOString(),
    };
    await handled(await publish('payments.PaymentConfirmed', payload));
    await handled(await publish('payments.PaymentConfirmed', payload));
    let r = await row(order.id);
    assert.equal(r.payment_status, 'paid');
    assert.equal(r.payment_details.transactionId, 'FT2611');
    assert.equal(r.status_history.length, 1, 'a payment adds no status entry (decision 0615)');
    await handled(
      await publish('payments.PaymentStatusChanged', { orderId: order.id, paymentStatus: 'unpaid', source: 'customer', changedAt: new Date().toISOString() }),
    );
    await handled(
      await publish('payments.PaymentExpired', { orderId: order.id, paymentId: randomUUID(), expiredAt: new Date().toISOString(), reason: 'hết giờ' }),
    );
    r = await row(order.id);
    assert.equal(r.payment_status, 'paid');
    assert.equal(r.status, 'pending');
  });

  it('follows PaymentStatusChanged to unpaid and back to pending', async () => {
    const { order } = await place({ paymentMethod: 'qr_payment' });
    await handled(
      await publish('payments.PaymentStatusChanged', { orderId: order.id, paymentStatus: 'unpaid', source: 'customer', changedAt: new Date().toISOString() }),
    );
    assert.equal((await row(order.id)).payment_status, 'unpaid');
    await handled(
      await publish('payments.PaymentStatusChanged', { orderId: order.id, paymentStatus: 'pending', source: 'session', changedAt: new Date().toISOString() }),
    );
    assert.equal((await row(order.id)).payment_status, 'pending');
  });

  it('cancels an unpaid QR order when its payment expires: by the system, coupon given back', async () => {
    const { order } = await place({ paymentMethod: 'qr_payment', couponCode: 'VUI50' });
    const before = await usedCount();
    await handled(
      await publish('payments.PaymentExpired', { orderId: order.id, paymentId: randomUUID(), expiredAt: new Date().toISOString(), reason: 'hết giờ' }),
    );
    const r = await row(order.id);
    assert.equal(r.status, 'cancelled');
    assert.equal(r.cancelled_by, 'system');
    assert.match(r.cancel_reason, /quá thời gian thanh toán/);
    assert.equal(await usedCount(), before - 1);
    assert.equal(await outboxCount('orders.OrderCancelled', order.id), 1);
  });
});

describe('cart merge on sign-in (product §5)', () => {
  it('merges a local cart once, however many times the same mergeId arrives in parallel', async () => {
    const buyer = customer();
    const a = t.catalog.product(20);
    const b = t.catalog.product(20);
    await cart.add(buyer.id, { productId: a.productId, variantId: a.variantId, quantity: 2 });
    const mergeId = randomUUID();
    const local = [
      { productId: a.productId, variantId: a.variantId, quantity: 3 },
      { productId: b.productId, variantId: b.variantId, quantity: 1 },
    ];
    await Promise.all(Array.from({ length: 5 }, () => cart.merge(buyer.id, { mergeId, items: local })));
    const view = await cart.view(buyer.id);
    assert.deepEqual(
      view.items.map((i) => [i.product.id, i.quantity]),
      [
        [a.productId, 5],
        [b.productId, 1],
      ],
    );
    assert.equal(view.items[0].variant?.id, a.variantId);
    assert.equal(view.totalQuantity, 6);
  });

  it('refuses more than the stock with the product §12 message', async () => {
    const p = t.catalog.product(3);
    await assert.rejects(
      cart.add(customer().id, { productId: p.productId, variantId: p.variantId, quantity: 4 }),
      (err: DomainError) => err.message === 'Chỉ còn 3 sản phẩm có sẵn',
    );
  });

  it('answers 404 for an unknown product', async () => {
    await assert.rejects(cart.add(customer().id, { productId: randomUUID(), variantId: null, quantity: 1 }), (err: DomainError) => err.status === 404);
  });
});

describe('buy now', () => {
  const lines = async (userId: string) => (await cart.view(userId)).items.map((i) => [i.product.id, i.variant?.id ?? null, i.quantity, i.selected] as const);

  it('adds the line and makes it the only selected one, the other lines staying unselected', async () => {
    const buyer = customer();
    const [a, b, c] = [t.catalog.product(20), t.catalog.product(20), t.catalog.product(20)];
    await cart.add(buyer.id, { productId: a.productId, variantId: a.variantId, quantity: 1 });
    await cart.add(buyer.id, { productId: b.productId, variantId: b.variantId, quantity: 2 });
    const view = await cart.buyNow(buyer.id, { productId: c.productId, variantId: c.variantId, quantity: 3 });
    assert.deepEqual(await lines(buyer.id), [
      [a.productId, a.variantId, 1, false],
      [b.productId, b.variantId, 2, false],
      [c.productId, c.variantId, 3, true],
    ]);
    assert.equal(view.selectedSubtotal, 3 * view.items[2].product.price);
  });

  it('keeps a line already in the cart, raising its quantity to the chosen one but never lowering or doubling it', async () => {
    const buyer = customer();
    const [a, b] = [t.catalog.product(20), t.catalog.product(4)];
    await cart.add(buyer.id, { productId: a.productId, variantId: a.variantId, quantity: 1 });
    await cart.add(buyer.id, { productId: b.productId, variantId: b.variantId, quantity: 2 });
    await cart.update(buyer.id, { productId: b.productId, variantId: b.variantId, selected: false });
    await cart.buyNow(buyer.id, { productId: b.productId, variantId: b.variantId, quantity: 3 });
    assert.deepEqual(await lines(buyer.id), [
      [a.productId, a.variantId, 1, false],
      [b.productId, b.variantId, 3, true],
    ]);
    // A second click (or a retry) changes nothing; a smaller quantity does not lower the line.
    await cart.buyNow(buyer.id, { productId: b.productId, variantId: b.variantId, quantity: 3 });
    await cart.buyNow(buyer.id, { productId: b.productId, variantId: b.variantId, quantity: 1 });
    assert.deepEqual(await lines(buyer.id), [
      [a.productId, a.variantId, 1, false],
      [b.productId, b.variantId, 3, true],
    ]);
    await assert.rejects(
      cart.buyNow(buyer.id, { productId: b.productId, variantId: b.variantId, quantity: 5 }),
      (err: DomainError) => err.status === 409 && err.message === 'Chỉ còn 4 sản phẩm có sẵn',
    );
    await assert.rejects(cart.buyNow(buyer.id, { productId: randomUUID(), variantId: null, quantity: 1 }), (err: DomainError) => err.status === 404);
    assert.deepEqual(await lines(buyer.id), [
      [a.productId, a.variantId, 1, false],
      [b.productId, b.variantId, 3, true],
    ]);
  });

  it("touches only the buyer's own cart", async () => {
    const [buyer, other] = [customer(), customer()];
    const [p, q] = [t.catalog.product(20), t.catalog.product(20)];
    await cart.add(other.id, { productId: p.productId, variantId: p.variantId, quantity: 1 });
    await cart.buyNow(buyer.id, { productId: q.productId, variantId: q.variantId, quantity: 1 });
    assert.deepEqual(await lines(other.id), [[p.productId, p.variantId, 1, true]]);
  });
});

describe('delivered orders: rate product and buy again', () => {
  it('rates each product once per order, and marks the line as rated', async () => {
    const { order, buyer, p } = await place();
    await assert.rejects(delivered.rate(buyer, order.id, { productId: p.productId, rating: 5 }), (err: DomainError) => err.code === 'ORDER_NOT_DELIVERED');
    await orders.updateStatus(order.id, { status: 'shipping' as never });
    await orders.updateStatus(order.id, { status: 'delivered' as never });
    const results = await Promise.allSettled([1, 2].map(() => delivered.rate(buyer, order.id, { productId: p.productId, rating: 4, comment: 'Túi đẹp' })));
    assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
    assert.equal(await outboxCount('orders.ProductReviewed', order.id), 1);
    assert.equal((await orders.detail(buyer, order.id))?.items[0].reviewed, true);
  });

  it('puts the lines still on sale into the cart and names the others', async () => {
    const buyer = customer();
    const p = t.catalog.product(10, 150_000);
    const gone = t.catalog.product(10);
    const { order } = await placement.place(
      buyer,
      orderInput([
        { ...p, quantity: 2 },
        { ...gone, quantity: 1 },
      ]),
    );
    await orders.updateStatus(order.id, { status: 'shipping' as never });
    await orders.updateStatus(order.id, { status: 'delivered' as never });
    t.catalog.hidden.add(gone.productId);
    const result = await delivered.buyAgain(buyer, order.id);
    assert.equal(result.added, 1);
    assert.deepEqual(
      result.skipped.map((s) => [s.productId, s.reason]),
      [[gone.productId, 'Sản phẩm đã ngừng bán']],
    );
    assert.deepEqual(
      result.cart.items.map((i) => [i.product.id, i.quantity, i.product.price]),
      [[p.productId, 2, 150_000]],
    );
  });
});

describe('mails to the customer', () => {
  it('confirms an order, announces shipping with the carrier, tracking code and tracking page, and the cancellation', async () => {
    const buyer = customer();
    const { order, p } = await place({ customerInfo: { name: 'Lê Thị Mai', email: 'mai.le@example.com', phone: '0987654321' } }, buyer);
    await orders.updateStatus(order.id, { status: 'shipping' as never, trackingNumber: 'GHN-777', carrier: 'ghn' as never });
    await orders.updateStatus(order.id, { status: 'cancelled' as never, note: 'Khách không nhận hàng' });
    const mails = () => {
      try {
        return readdirSync(t.mailDir).filter((f) => f.endsWith('mai.le@example.com.eml'));
      } catch {
        return [];
      }
    };
    await waitFor(() => mails().length === 3, { what: 'three mails', timeoutMs: 15_000 });
    const texts = mails().map((f) => plainText(readFileSync(path.join(t.mailDir, f), 'utf8')));
    const placed = texts.find((x) => x.includes('đã được ghi nhận'));
    assert.ok(placed?.includes(order.orderNumber));
    assert.ok(placed?.includes('Tổng cộng: 230.000\u00a0₫'));
    assert.ok(placed?.includes('12 Tràng Tiền'));
    assert.ok(placed?.includes(`- Túi ${p.productId.slice(0, 4)} (Xanh, Xanh, Canvas) × 1: 200.000\u00a0₫`), placed);
    assert.ok(placed?.includes('Thanh toán khi nhận hàng (COD)'));
    const shipped = texts.find((x) => x.includes('Mã vận đơn: GHN-777'));
    assert.ok(shipped?.includes('Đơn vị vận chuyển: GHN'), shipped);
    assert.ok(shipped?.includes('https://donhang.ghn.vn/?order_code=GHN-777'), shipped);
    assert.ok(texts.some((x) => x.includes('Lý do: Khách không nhận hàng')));
  });
});
