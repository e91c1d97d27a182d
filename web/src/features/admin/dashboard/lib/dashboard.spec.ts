import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ORDER_STATUS_CHART_COLORS } from '../../../../lib/shop-rules.js';
import { bestSellerRank, dayLabel, periodRevenue, revenueSeries, statusSlices } from './dashboard.logic.js';

describe('order-status doughnut (product §2)', () => {
  it('keeps the order of the road and a fixed colour per status, whatever the order of the answer', () => {
    const slices = statusSlices([
      { status: 'delivered', count: 4 },
      { status: 'pending', count: 2 },
      { status: 'cancelled', count: 1 },
    ]);
    assert.deepEqual(
      slices.map((s) => [s.status, s.label, s.count, s.color]),
      [
        ['pending', 'Chờ xác nhận', 2, ORDER_STATUS_CHART_COLORS.pending],
        ['delivered', 'Đã giao', 4, ORDER_STATUS_CHART_COLORS.delivered],
        ['cancelled', 'Đã hủy', 1, ORDER_STATUS_CHART_COLORS.cancelled],
      ],
    );
    assert.equal(statusSlices([{ status: 'delivered', count: 9 }])[0].color, ORDER_STATUS_CHART_COLORS.delivered);
  });

  it('is empty (Chưa có dữ liệu) without orders, and ignores zeros and unknown statuses', () => {
    assert.deepEqual(statusSlices([]), []);
    assert.deepEqual(
      statusSlices([
        { status: 'pending', count: 0 },
        { status: 'lost', count: 3 },
        { status: 'toString', count: 1 },
      ]),
      [],
    );
  });
});

describe('revenue per day', () => {
  it('labels days dd/MM and adds up the period', () => {
    assert.equal(dayLabel('2026-11-03'), '03/11');
    assert.equal(dayLabel('garbage'), 'garbage');
    const days = [
      { date: '2026-11-22', revenue: 0, orders: 0 },
      { date: '2026-11-23', revenue: 1_250_000, orders: 2 },
    ];
    assert.deepEqual(revenueSeries(days), [
      { day: '22/11', revenue: 0 },
      { day: '23/11', revenue: 1_250_000 },
    ]);
    assert.equal(periodRevenue(days), 1_250_000);
  });

  it('ranks best sellers from #1', () => {
    assert.equal(bestSellerRank(0), '#1');
    assert.equal(bestSellerRank(4), '#5');
  });
});
