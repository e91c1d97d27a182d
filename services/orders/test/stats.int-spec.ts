import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useStarted } from '@shop/testing';
import { OrdersService } from '../src/orders/orders.service';
import { PlaceOrderService } from '../src/orders/place-order.service';
import { StatsRepository } from '../src/stats/stats.repository';
import { StatsResolver } from '../src/stats/stats.resolver';
import { customer, orderInput, startOrdersApp } from './support/orders-app';

// Decision 0520: the orders' figures of the dashboard, exact, on a database of this file's own.

let placement: PlaceOrderService;
let orders: OrdersService;
let stats: StatsResolver;
let repo: StatsRepository;
const t = useStarted(
  () => startOrdersApp('stats'),
  async () => {
    placement = t.app.get(PlaceOrderService);
    orders = t.app.get(OrdersService);
    stats = t.app.get(StatsResolver);
    repo = t.app.get(StatsRepository);
  },
);

async function place(price: number, quantity = 1) {
  const p = t.catalog.product(50, price);
  const { order } = await placement.place(customer(), orderInput([{ ...p, quantity }]));
  return order;
}
async function deliver(id: string) {
  await orders.updateStatus(id, { status: 'shipping' as never, trackingNumber: 'GHN-1' });
  await orders.updateStatus(id, { status: 'delivered' as never });
}
const byStatus = async () => Object.fromEntries((await stats.ordersByStatus()).map((s) => [s.status, s.count]));

describe('order statistics (decision 0520)', () => {
  it('answers zeros on an empty shop, every status listed', async () => {
    assert.deepEqual(await stats.orderStats({}), { revenue: 0, totalOrders: 0, pendingOrders: 0 });
    assert.deepEqual(await byStatus(), { pending: 0, confirmed: 0, processing: 0, shipping: 0, delivered: 0, cancelled: 0 });
  });

  it('counts delivered orders in revenue, every order but cancelled ones in totalOrders, pending ones in pendingOrders', async () => {
    const a = await place(200_000, 2); // delivered
    const b = await place(150_000); // delivered
    await place(90_000); // stays pending
    const d = await place(310_000); // shipping: not revenue yet
    const e = await place(500_000); // cancelled: changes nothing
    await deliver(a.id);
    await deliver(b.id);
    await orders.updateStatus(d.id, { status: 'shipping' as never, trackingNumber: 'GHN-2' });
    const before = await stats.orderStats({});
    await orders.updateStatus(e.id, { status: 'cancelled' as never, note: 'Khách đổi ý' });
    const after = await stats.orderStats({});
    const revenue = a.totalAmount + b.totalAmount;
    assert.equal(a.totalAmount, 400_000 + a.shippingFee);
    assert.deepEqual(after, { revenue, totalOrders: 4, pendingOrders: 1 });
    assert.deepEqual(before, { revenue, totalOrders: 5, pendingOrders: 2 });
    assert.deepEqual(await byStatus(), { pending: 1, confirmed: 0, processing: 0, shipping: 1, delivered: 2, cancelled: 1 });
  });

  it('limits revenue and totalOrders to the period asked for, pendingOrders staying the current count', async () => {
    const now = Date.now();
    assert.deepEqual(await stats.orderStats({ from: new Date(now + 60_000) }), { revenue: 0, totalOrders: 0, pendingOrders: 1 });
    assert.deepEqual(await stats.orderStats({ to: new Date(now - 3_600_000) }), { revenue: 0, totalOrders: 0, pendingOrders: 1 });
    const all = await stats.orderStats({ from: new Date(now - 3_600_000), to: new Date(now + 60_000) });
    assert.deepEqual(all, await stats.orderStats({}));
  });

  it('gives revenue per day in Vietnam time over the last days, days without orders as zero', async () => {
    // an order placed at 23:30 UTC is on the next day in Vietnam (UTC+7)
    const late = await place(70_000);
    await deliver(late.id);
    await t.pool.query(`UPDATE orders SET created_at = '2026-03-09T23:30:00Z' WHERE id = $1`, [late.id]);
    const days = await repo.revenueByDay(3, new Date('2026-03-10T10:00:00Z'));
    assert.deepEqual(days, [
      { date: '2026-03-08', revenue: 0, orders: 0 },
      { date: '2026-03-09', revenue: 0, orders: 0 },
      { date: '2026-03-10', revenue: late.totalAmount, orders: 1 },
    ]);
    const month = await stats.revenueByDay({ days: 30 });
    assert.equal(month.length, 30);
    const total = await stats.orderStats({ from: new Date(Date.now() - 29 * 24 * 3600 * 1000 - 24 * 3600 * 1000) });
    // the moved order is long before these 30 days: the chart adds up to the period's revenue
    assert.equal(
      month.reduce((s, d) => s + d.revenue, 0),
      total.revenue,
    );
  });
});
