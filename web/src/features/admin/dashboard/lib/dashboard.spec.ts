import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ORDER_STATUS_CHART_COLORS } from '../../../../lib/shop-rules.js';
import {
  bestSellerRank,
  changeLabel,
  customRangeProblem,
  dayLabel,
  periodRevenue,
  presetRange,
  rangeLabel,
  revenueSeries,
  statusSlices,
} from './dashboard.logic.js';
import { todayInVietnam } from '../../shared/vietnam-days.logic.js';

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

describe('the report period (decision 0521)', () => {
  it('takes today in Vietnam, seven hours ahead of UTC', () => {
    assert.equal(todayInVietnam(new Date('2026-11-27T16:59:59Z')), '2026-11-27');
    assert.equal(todayInVietnam(new Date('2026-11-27T17:00:00Z')), '2026-11-28');
  });

  it('ends every preset today: the day, 7 days, 30 days, the month so far', () => {
    assert.deepEqual(presetRange('today', '2026-03-02'), { from: '2026-03-02', to: '2026-03-02' });
    assert.deepEqual(presetRange('7d', '2026-03-02'), { from: '2026-02-24', to: '2026-03-02' });
    assert.deepEqual(presetRange('30d', '2026-03-02'), { from: '2026-02-01', to: '2026-03-02' });
    assert.deepEqual(presetRange('month', '2026-03-02'), { from: '2026-03-01', to: '2026-03-02' });
  });

  it('says why a custom range cannot be asked for', () => {
    assert.equal(customRangeProblem('', '2026-03-02'), 'Chọn cả ngày bắt đầu và ngày kết thúc');
    assert.equal(customRangeProblem('2026-03-03', '2026-03-02'), 'Ngày kết thúc phải sau ngày bắt đầu');
    assert.equal(customRangeProblem('2025-03-01', '2026-03-02'), 'Chọn tối đa 366 ngày');
    assert.equal(customRangeProblem('2026-03-02', '2026-03-02'), null);
  });

  it('writes periods as dd/MM/yyyy', () => {
    assert.equal(rangeLabel({ from: '2026-11-01', to: '2026-11-28' }), '01/11/2026 – 28/11/2026');
    assert.equal(rangeLabel({ from: '2026-11-28', to: '2026-11-28' }), '28/11/2026');
  });

  it('sets a figure beside the previous period', () => {
    assert.equal(changeLabel(1_125_000, 1_000_000), '▲ 12,5%');
    assert.equal(changeLabel(970, 1000), '▼ 3%');
    assert.equal(changeLabel(5, 5), 'không đổi');
    assert.equal(changeLabel(5, 0), 'mới');
  });
});

describe('revenue per day', () => {
  it('labels days dd/MM and adds up the period by delivery or by payment', () => {
    assert.equal(dayLabel('2026-11-03'), '03/11');
    assert.equal(dayLabel('garbage'), 'garbage');
    const days = [
      { date: '2026-11-22', deliveredRevenue: 0, paidRevenue: 300_000 },
      { date: '2026-11-23', deliveredRevenue: 1_250_000, paidRevenue: 0 },
    ];
    assert.deepEqual(revenueSeries(days, 'delivered'), [
      { day: '22/11', revenue: 0 },
      { day: '23/11', revenue: 1_250_000 },
    ]);
    assert.equal(periodRevenue(days, 'delivered'), 1_250_000);
    assert.equal(periodRevenue(days, 'paid'), 300_000);
  });

  it('ranks best sellers from #1', () => {
    assert.equal(bestSellerRank(0), '#1');
    assert.equal(bestSellerRank(4), '#5');
  });
});
