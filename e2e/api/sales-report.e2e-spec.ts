import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import { ShopClient } from '../support/http';
import { registerCustomer } from '../support/identity';
import { orderPayload, stockedProduct, syntheticCustomer, waitForOrderPaid, type StockedProduct } from './orders-support';
import { useShop } from '../support/shop';

// Decision 0521: the dashboard's sales report through the gateway, against orders made here, for
// every period the dashboard offers. api files run one at a time, so the changes seen are ours.

interface Figures {
  placedOrders: number;
  cancelledOrders: number;
  keptOrders: number;
  deliveredOrders: number;
  deliveredRevenue: number;
  averageOrderValue: number;
  paidOrders: number;
  paidRevenue: number;
}
interface Report {
  range: { from: string; to: string };
  previousRange: { from: string; to: string };
  current: Figures;
  previous: Figures;
  days: (Omit<Figures, 'keptOrders' | 'averageOrderValue'> & { date: string })[];
  byStatus: { status: string; count: number }[];
  topByRevenue: { productId: string; name: string; units: number; revenue: number }[];
  topByUnits: { productId: string; name: string; units: number; revenue: number }[];
}

const DAY = 86_400_000;
const vnDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
const today = () => vnDay(Date.now());
const minus = (day: string, n: number) => vnDay(Date.parse(`${day}T00:00:00+07:00`) - n * DAY);
/** The dashboard's presets (web dashboard.logic.ts), and a period before today that nothing here may change. */
const ranges = (t: string): Record<string, { from: string; to: string }> => ({
  today: { from: t, to: t },
  '7 days': { from: minus(t, 6), to: t },
  '30 days': { from: minus(t, 29), to: t },
  'this month': { from: `${t.slice(0, 8)}01`, to: t },
  'custom, before today': { from: minus(t, 40), to: minus(t, 1) },
});

let customer: ShopClient;
let pricey: StockedProduct;
let cheap: StockedProduct;
let other: StockedProduct;
const shop = useShop({ signIn: ['admin', 'seller'] }, async () => {
  customer = (await registerCustomer(shop.api, { name: 'Lê Thu Hà' })).client;
  pricey = await stockedProduct(shop.api, shop.admin, 10, 8_000_000);
  cheap = await stockedProduct(shop.api, shop.admin, 1000, 1_000);
  other = await stockedProduct(shop.api, shop.admin, 50, 77_000);
});

const report = async (client: ShopClient, r: { from: string; to: string }): Promise<Report> => {
  const res = await client.get(`/api/stats/sales?from=${r.from}&to=${r.to}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as Report;
};
const sum = <T>(rows: T[], key: keyof T) => rows.reduce((s, r) => s + (r[key] as number), 0);

/** Cards (current), chart (days) and doughnut (byStatus) tell one story. */
function assertAgrees(r: Report, label: string) {
  const length = (Date.parse(r.range.to) - Date.parse(r.range.from)) / DAY + 1;
  assert.equal(r.days.length, length, `${label}: a row for every day`);
  assert.equal(r.days[0].date, r.range.from);
  assert.equal(r.days.at(-1)!.date, r.range.to);
  for (const key of ['placedOrders', 'cancelledOrders', 'deliveredOrders', 'deliveredRevenue', 'paidOrders', 'paidRevenue'] as const) {
    assert.equal(sum(r.days, key), r.current[key], `${label}: ${key} of the days adds up to the card`);
  }
  assert.equal(r.byStatus.length, 6);
  assert.equal(sum(r.byStatus, 'count'), r.current.placedOrders, `${label}: the doughnut counts the orders placed`);
  assert.equal(r.byStatus.find((s) => s.status === 'cancelled')!.count, r.current.cancelledOrders);
  assert.equal(r.current.keptOrders, r.current.placedOrders - r.current.cancelledOrders);
  const aov = r.current.deliveredOrders === 0 ? 0 : Math.round(r.current.deliveredRevenue / r.current.deliveredOrders);
  assert.equal(r.current.averageOrderValue, aov);
  const previousLength = (Date.parse(r.previousRange.to) - Date.parse(r.previousRange.from)) / DAY + 1;
  assert.equal(previousLength, length, `${label}: the previous period is as long`);
  assert.equal(r.previousRange.to, minus(r.range.from, 1));
}

describe('who may read the sales report', () => {
  it('answers 401 to a guest and 403 to a customer, the report to admin and seller', async () => {
    const path = `/api/stats/sales?from=${today()}&to=${today()}`;
    assert.equal((await shop.api.get(path)).status, 401);
    const denied = await customer.get(path);
    assert.equal(denied.status, 403);
    assert.equal(denied.body.code, 'FORBIDDEN');
    assert.equal((await shop.admin.get(path)).status, 200);
    assert.equal((await shop.seller.get(path)).status, 200);
  });

  it('refuses a period that is missing, reversed, too long or not made of days with 400', async () => {
    const t = today();
    for (const query of [
      '',
      `from=${t}`,
      `from=hôm%20qua&to=${t}`,
      `from=${t}&to=${minus(t, 1)}`,
      `from=${minus(t, 366)}&to=${t}`,
      `from=2026-02-30&to=2026-03-01`,
    ]) {
      const res = await shop.admin.get(`/api/stats/sales?${query}`);
      assert.equal(res.status, 400, `${query}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.success, false);
    }
  });
});

describe('the sales report (decision 0521)', () => {
  it('counts orders placed, cancelled, delivered and paid today in every period that holds today, the cards, chart and doughnut agreeing', async () => {
    const t = today();
    const before = Object.fromEntries(await Promise.all(Object.entries(ranges(t)).map(async ([k, r]) => [k, await report(shop.admin, r)] as const)));

    const buyer = await syntheticCustomer(shop.api);
    const place = async (lines: { p: StockedProduct; quantity: number }[], extra: Record<string, unknown> = {}) => {
      const res = await buyer.post('/api/orders', orderPayload(lines, extra));
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.data.order as { _id: string; totalAmount: number };
    };
    const deliver = async (id: string) => {
      assert.equal((await shop.admin.put(`/api/orders/${id}/status`, { status: 'shipping', trackingNumber: 'GHN-SALES' })).status, 200);
      assert.equal((await shop.admin.put(`/api/orders/${id}/status`, { status: 'delivered' })).status, 200);
    };
    const delivered = [
      await place([
        { p: pricey, quantity: 1 },
        { p: cheap, quantity: 99 },
      ]),
      await place([
        { p: pricey, quantity: 1 },
        { p: cheap, quantity: 99 },
      ]),
      await place([{ p: cheap, quantity: 99 }]),
      await place([{ p: cheap, quantity: 99 }]),
      await place([{ p: cheap, quantity: 99 }]),
    ];
    for (const o of delivered) await deliver(o._id);
    const transfer = await place([{ p: other, quantity: 2 }], { paymentMethod: 'qr_payment' });
    const confirmed = await shop.admin.post(`/api/orders/${transfer._id}/confirm-payment`, { transactionId: `FT${randomInt(1e9)}`, note: 'Đã nhận' });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    await waitForOrderPaid(shop.admin, transfer._id);
    const cancelled = await place([{ p: other, quantity: 1 }]);
    assert.equal((await shop.admin.put(`/api/orders/${cancelled._id}/status`, { status: 'cancelled', note: 'Khách đổi ý' })).status, 200);
    await place([{ p: other, quantity: 1 }]); // waits for confirmation

    const deliveredRevenue = sum(delivered, 'totalAmount');
    const counted = ({ averageOrderValue: _aov, ...rest }: Figures) => rest;
    const grown = (b: Figures) => ({
      placedOrders: b.placedOrders + 8,
      cancelledOrders: b.cancelledOrders + 1,
      keptOrders: b.keptOrders + 7,
      deliveredOrders: b.deliveredOrders + 5,
      deliveredRevenue: b.deliveredRevenue + deliveredRevenue,
      paidOrders: b.paidOrders + 6, // five COD at delivery, the transfer when confirmed
      paidRevenue: b.paidRevenue + deliveredRevenue + transfer.totalAmount,
    });
    for (const [label, r] of Object.entries(ranges(t))) {
      const after = await report(shop.admin, r);
      const was = before[label].current;
      assert.deepEqual(counted(after.current), label === 'custom, before today' ? counted(was) : grown(was), label);
      assert.deepEqual(after.previous, before[label].previous, `${label}: the previous period is untouched`);
      assertAgrees(after, label);
      assert.deepEqual(after, await report(shop.seller, r), `${label}: the seller sees the same report`);
    }

    // the chart puts today's orders on today's bar
    const day = (await report(shop.admin, ranges(t)['7 days'])).days.at(-1)!;
    const dayBefore = before['7 days'].days.at(-1)!;
    assert.equal(day.date, t);
    assert.equal(day.deliveredRevenue, dayBefore.deliveredRevenue + deliveredRevenue);
    assert.equal(day.placedOrders, dayBefore.placedOrders + 8);

    // top products: by revenue the two 8.000.000 ₫ bags, by units the 495 cheap ones
    const todays = await report(shop.admin, ranges(t).today);
    assert.deepEqual(
      todays.topByRevenue.slice(0, 1).map((p) => [p.productId, p.units, p.revenue]),
      [[pricey.productId, 2, 16_000_000]],
    );
    assert.deepEqual(
      todays.topByUnits.slice(0, 1).map((p) => [p.productId, p.units, p.revenue]),
      [[cheap.productId, 495, 495_000]],
    );
    assert.ok(todays.topByRevenue.length <= 5 && todays.topByUnits.length <= 5);
    assert.equal(
      todays.topByRevenue.some((p) => p.productId === other.productId),
      false,
      'nothing of an order not delivered',
    );
    for (let i = 1; i < todays.topByUnits.length; i++) assert.ok(todays.topByUnits[i - 1].units >= todays.topByUnits[i].units);
  });
});
