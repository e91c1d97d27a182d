import { Column, Pie } from '@ant-design/charts';
import { formatVnd } from '../../../../components/product/money.logic';
import { revenueSeries, type RevenueBasis, type SalesDay, type StatusSlice } from '../lib/dashboard.logic';
import styles from './dashboard.module.css';

// The charts of the dashboard. @ant-design/charts is imported from this file only, which only the
// admin's lazily loaded dashboard imports: the storefront's bundle never carries it.

/** product §2: the order-status doughnut, legend at the bottom, colours fixed per status. */
export function StatusDoughnut({ slices }: { slices: StatusSlice[] }) {
  if (slices.length === 0) return <p className={styles.empty}>Chưa có dữ liệu</p>;
  const total = slices.reduce((s, x) => s + x.count, 0);
  return (
    <figure className={styles.figure}>
      <div role="img" aria-label={`Đơn hàng theo trạng thái: ${slices.map((s) => `${s.label} ${s.count.toLocaleString('vi-VN')}`).join(', ')}`}>
        <Pie
          data={slices}
          angleField="count"
          colorField="label"
          innerRadius={0.6}
          height={280}
          autoFit
          scale={{ color: { domain: slices.map((s) => s.label), range: slices.map((s) => s.color) } }}
          legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
          label={false}
          tooltip={{ title: 'label', items: [{ channel: 'y', name: 'Số đơn' }] }}
          annotations={[
            {
              type: 'text',
              style: { text: `${total.toLocaleString('vi-VN')}\nđơn hàng`, x: '50%', y: '50%', textAlign: 'center', fontSize: 18, fontWeight: 600 },
            },
          ]}
        />
      </div>
    </figure>
  );
}

/** Revenue per day of the period, by delivery or by payment date (decision 0521). */
export function RevenueChart({ days, basis }: { days: SalesDay[]; basis: RevenueBasis }) {
  const data = revenueSeries(days, basis);
  const by = basis === 'delivered' ? 'theo ngày giao' : 'theo ngày thanh toán';
  return (
    <div role="img" aria-label={`Doanh thu ${by}, từ ${data[0]?.day ?? ''} đến ${data.at(-1)?.day ?? ''}`}>
      <Column
        data={data}
        xField="day"
        yField="revenue"
        height={260}
        autoFit
        style={{ fill: '#1677ff' }}
        axis={{ y: { labelFormatter: (v: number) => (v >= 1_000_000 ? `${v / 1_000_000}tr` : v >= 1000 ? `${v / 1000}k` : `${v}`) } }}
        tooltip={{ title: 'day', items: [{ channel: 'y', name: 'Doanh thu', valueFormatter: (v: number) => formatVnd(v) }] }}
      />
    </div>
  );
}
