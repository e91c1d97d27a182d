import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { useStarted } from '@shop/testing';
import { OrdersService } from '../src/orders/orders.service';
import { PlaceOrderService } from '../src/orders/place-order.service';
import { PaymentEventsConsumer } from '../src/payments/payment-events.consumer';
import { StatsResolver } from '../src/stats/stats.resolver';
import { customer, orderInput, startOrdersApp } from './support/orders-app';

// Decision 0521: the dashboard's sales report, exact, over orders made here and then set on known
// days (Vietnam time is UTC+7) on a database of this file's own.

let placement: PlaceOrderService;
let orders: OrdersService;
let payments: PaymentEventsConsumer;
let stats: StatsResolver;
const t = useStarted(
  () => startOrdersApp('sales'),
  async () => {
    placement = t.app.get(PlaceOrderService);
    orders = t.app.get(OrdersService);
    payments = t.app.get(PaymentEventsConsumer);
    stats = t.app.get(StatsResolver);
  },
);

async function place(lines: { productId: string; variantId: string }[], quantities: number[], paymentMethod = 'cod') {
  const { order } = await placement.place(
    customer(),
    orderInput(
      lines.map((l, i) => ({ ...l, quantity: quantities[i] })),
      { paymentMethod },
    ),
  );
  return order;
}
/** Moves an order's placement, and every history entry of a status, to an instant. */
async function at(id: string, placed: string, delivered?: string) {
  await t.pool.query(`UPDATE orders SET created_at = $2 WHERE id = $1`, [id, placed]);
  if (delivered) {
    await t.pool.query(
      `UPDATE orders SET status_history = (SELECT jsonb_agg(CASE WHEN e->>'status' = 'delivered' THEN jsonb_set(e, '{updatedAt}', to_jsonb($2::text)) ELSE e END)
         FROM jsonb_array_elements(status_history) e) WHERE id = $1`,
      [id, delivered],
    );
  }
}
async function deliver(id: string) {
  await orders.updateStatus(id, { status: 'shipping' as never, trackingNumber: 'GHN-9' });
  await orders.updateStatus(id, { status: 'delivered' as never });
}
const pay = (id: string, amount: number, paidAt: string) =>
  payments.confirmed({ orderId: id, paymentId: randomUUID(), amount, source: 'sepay', transactionId: `FT${Date.now()}`, note: null, paidAt });
const report = (from: string, to: string) => stats.salesReport({ from, to });
const sum = (days: { [k: string]: unknown }[], key: string) => days.reduce((s, d) => s + (d[key] as number), 0);

describe('the sales report (decision 0521)', () => {
  let hit: { productId: string; variantId: string };
  let small: { productId: string; variantId: string };

  it('counts placements, deliveries and payments each on its own day, the previous period beside', async () => {
    hit = t.catalog.product(50, 120_000);
    small = t.catalog.product(50, 45_000);
    // COD placed 2 March, delivered (and so paid) 4 March
    const cod = await place([hit, small], [2, 1]);
    await deliver(cod.id);
    await at(cod.id, '2026-03-02T03:00:00Z', '2026-03-04T05:00:00Z');
    // transfer placed 6 March, paid 6 March at 23:30 in Vietnam, not delivered
    const qr = await place([small], [3], 'qr_payment');
    await pay(qr.id, qr.totalAmount, '2026-03-06T16:30:00Z');
    await at(qr.id, '2026-03-06T02:00:00Z');
    // placed 3 March, cancelled
    const gone = await place([hit], [1]);
    await orders.updateStatus(gone.id, { status: 'cancelled' as never, note: 'Khách đổi ý' });
    await at(gone.id, '2026-03-03T02:00:00Z');
    // a transfer paid, then cancelled: the money goes back, it is not the shop's
    const refunded = await place([small], [1], 'qr_payment');
    await pay(refunded.id, refunded.totalAmount, '2026-03-05T02:00:00Z');
    await orders.updateStatus(refunded.id, { status: 'cancelled' as never, note: 'Hết hàng' });
    await at(refunded.id, '2026-03-05T01:00:00Z');
    // placed in the previous period (25 February), delivered 1 March
    const late = await place([hit], [1]);
    await deliver(late.id);
    await at(late.id, '2026-02-25T02:00:00Z', '2026-03-01T02:00:00Z');
    // placed and delivered in the previous period
    const early = await place([small], [4]);
    await deliver(early.id);
    await at(early.id, '2026-02-26T02:00:00Z', '2026-02-27T02:00:00Z');
    // 8 March 00:30 in Vietnam: after the range
    const after = await place([hit], [5]);
    await at(after.id, '2026-03-07T17:30:00Z');

    const r = await report('2026-03-01', '2026-03-07');
    assert.deepEqual(r.range, { from: '2026-03-01', to: '2026-03-07' });
    assert.deepEqual(r.previousRange, { from: '2026-02-22', to: '2026-02-28' });
    assert.deepEqual(r.current, {
      placedOrders: 4, // cod, qr, gone, refunded
      cancelledOrders: 2,
      keptOrders: 2,
      deliveredOrders: 2, // cod, late
      deliveredRevenue: cod.totalAmount + late.totalAmount,
      averageOrderValue: Math.round((cod.totalAmount + late.totalAmount) / 2),
      paidOrders: 3, // cod at delivery, qr, late at delivery
      paidRevenue: cod.totalAmount + qr.totalAmount + late.totalAmount,
    });
    assert.deepEqual(r.previous, {
      placedOrders: 2,
      cancelledOrders: 0,
      keptOrders: 2,
      deliveredOrders: 1,
      deliveredRevenue: early.totalAmount,
      averageOrderValue: early.totalAmount,
      paidOrders: 1,
      paidRevenue: early.totalAmount,
    });
    const day = (date: string) => r.days.find((d) => d.date === date)!;
    assert.deepEqual(
      r.days.map((d) => d.date),
      ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'],
    );
    assert.equal(day('2026-03-01').deliveredRevenue, late.totalAmount);
    assert.equal(day('2026-03-04').deliveredRevenue, cod.totalAmount);
    assert.equal(day('2026-03-06').paidRevenue, qr.totalAmount, 'paid at 16:30 UTC: 23:30 on 6 March in Vietnam');
    assert.equal(day('2026-03-07').paidRevenue, 0);
    assert.deepEqual(day('2026-03-07').placedOrders, 0, 'an order placed at 00:30 on 8 March in Vietnam is not in the range');
  });

  it('makes the cards the sums of the chart days and the doughnut add up to the orders placed', async () => {
    for (const [from, to] of [
      ['2026-03-01', '2026-03-07'],
      ['2026-02-01', '2026-03-31'],
      ['2026-03-04', '2026-03-04'],
    ]) {
      const r = await report(from, to);
      for (const key of ['placedOrders', 'cancelledOrders', 'deliveredOrders', 'deliveredRevenue', 'paidOrders', 'paidRevenue'] as const) {
        assert.equal(sum(r.days as never, key), r.current[key], `${from}..${to} ${key}`);
      }
      const statuses = Object.fromEntries(r.byStatus.map((s) => [s.status, s.count]));
      assert.equal(r.byStatus.length, 6);
      assert.equal(sum(r.byStatus as never, 'count'), r.current.placedOrders);
      assert.equal(statuses.cancelled, r.current.cancelledOrders);
    }
    const march = await report('2026-03-01', '2026-03-31');
    assert.deepEqual(Object.fromEntries(march.byStatus.map((s) => [s.status, s.count])), {
      pending: 2, // after, and qr waiting for confirmation
      confirmed: 0,
      processing: 0,
      shipping: 0,
      delivered: 1,
      cancelled: 2,
    });
  });

  it('ranks the products of the orders delivered in the period by revenue and by units', async () => {
    const r = await report('2026-03-01', '2026-03-07');
    // delivered: cod (2 bags, 1 wallet) and late (1 bag)
    assert.deepEqual(
      r.topByRevenue.map((p) => [p.productId, p.units, p.revenue]),
      [
        [hit.productId, 3, 360_000],
        [small.productId, 1, 45_000],
      ],
    );
    const all = await report('2026-02-22', '2026-03-07');
    // with early (4 wallets): bags lead by revenue, wallets by units
    assert.deepEqual(
      all.topByRevenue.map((p) => p.productId),
      [hit.productId, small.productId],
    );
    assert.deepEqual(
      all.topByUnits.map((p) => [p.productId, p.units, p.revenue]),
      [
        [small.productId, 5, 225_000],
        [hit.productId, 3, 360_000],
      ],
    );
  });

  it('refuses a range that is reversed, longer than a year and a day, or not made of real days', async () => {
    for (const [from, to] of [
      ['2026-03-07', '2026-03-01'],
      ['2025-01-01', '2026-01-02'],
      ['2026-02-30', '2026-03-01'],
      ['hôm qua', '2026-03-01'],
    ]) {
      await assert.rejects(report(from, to), (e: { code?: string; status?: number }) => e.code === 'INVALID_PERIOD' && e.status === 400, `${from}..${to}`);
    }
  });
});
