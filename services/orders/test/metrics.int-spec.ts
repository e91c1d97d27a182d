import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import amqp from 'amqplib';
import { rabbitmqUrl } from '@shop/config';
import { eventsExchange } from '@shop/messaging';
import { MetricsProbe, waitFor } from '@shop/testing';
import { OrdersService } from '../src/orders/orders.service';
import { PlaceOrderService } from '../src/orders/place-order.service';
import { customer, orderInput, startOrdersApp, type OrdersTestApp } from './support/orders-app';

// Before any instrument is used: what the process's OpenTelemetry SDK does at boot.
const probe = MetricsProbe.install();

let t: OrdersTestApp;
let placement: PlaceOrderService;
let orders: OrdersService;
let connection: amqp.ChannelModel;
let channel: amqp.ConfirmChannel;

before(async () => {
  t = await startOrdersApp('metrics');
  placement = t.app.get(PlaceOrderService);
  orders = t.app.get(OrdersService);
  connection = await amqp.connect(rabbitmqUrl());
  channel = await connection.createConfirmChannel();
});
after(async () => {
  await connection?.close();
  await t?.close();
});

async function place(paymentMethod: 'cod' | 'qr_payment', quantity = 1, stock = 10) {
  const p = t.catalog.product(stock, 150_000);
  const buyer = customer();
  const { order } = await placement.place(buyer, orderInput([{ ...p, quantity }], { paymentMethod }));
  return { order, buyer };
}

const placed = (method: string) => probe.value('shop_orders_placed_total', { payment_method: method });
const revenue = (method: string) => probe.value('shop_order_revenue_vnd_total', { payment_method: method });
const cancelled = (by: string) => probe.value('shop_orders_cancelled_total', { by });

describe('order metrics', () => {
  it('counts each placed order and its total by payment method', async () => {
    const [cod, qr, codTotal] = [await placed('cod'), await placed('qr_payment'), await revenue('cod')];
    const { order } = await place('cod', 2);
    await place('qr_payment');
    assert.equal(await placed('cod'), cod + 1);
    assert.equal(await placed('qr_payment'), qr + 1);
    assert.equal(await revenue('cod'), codTotal + order.totalAmount);
    assert.ok(order.totalAmount > 300_000, 'two bags and the shipping fee');
  });

  it('counts nothing for an order refused for stock', async () => {
    const before = await placed('cod');
    await assert.rejects(place('cod', 3, 2));
    assert.equal(await placed('cod'), before);
  });

  it('counts cancellations by the customer and by staff, once each', async () => {
    const [byCustomer, byStaff] = [await cancelled('customer'), await cancelled('staff')];
    const mine = await place('cod');
    await orders.cancelByCustomer(mine.buyer, mine.order.id, 'Đặt nhầm');
    await assert.rejects(orders.cancelByCustomer(mine.buyer, mine.order.id, 'Đặt nhầm'));
    const theirs = await place('cod');
    await orders.updateStatus(theirs.order.id, { status: 'cancelled' as never, note: 'Hết hàng tại kho' });
    assert.equal(await cancelled('customer'), byCustomer + 1);
    assert.equal(await cancelled('staff'), byStaff + 1);
  });

  it('counts an unpaid QR order cancelled when its payment hold runs out as an expiry', async () => {
    const before = await cancelled('expiry');
    const { order } = await place('qr_payment');
    const id = randomUUID();
    const payload = { orderId: order.id, paymentId: randomUUID(), expiredAt: new Date().toISOString(), reason: 'hết giờ' };
    const envelope = {
      id,
      type: 'payments.PaymentExpired',
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: `int-${id}`,
      causationId: null,
      producer: 'payments',
      payload,
    };
    channel.publish(eventsExchange(), envelope.type, Buffer.from(JSON.stringify(envelope)), { persistent: true, messageId: id });
    await channel.waitForConfirms();
    await waitFor(async () => (await cancelled('expiry')) === before + 1, { what: 'the expiry counted' });
    assert.equal((await t.pool.query('SELECT cancelled_by FROM orders WHERE id = $1', [order.id])).rows[0].cancelled_by, 'system');
  });
});
