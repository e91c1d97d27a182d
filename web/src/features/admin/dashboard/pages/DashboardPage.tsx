import DollarOutlined from '@ant-design/icons/DollarOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import { useQuery } from '@apollo/client/react';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyRetrying } from '../../../../lib/retry-import.logic';
import { useSearchParams } from 'react-router-dom';
import { formatVnd } from '../../../../components/product/money.logic';
import { ProductImage } from '../../../../components/product/ProductImage';
import { listAnswer } from '../../../../lib/list-answer.logic';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { DASHBOARD, SALES_REPORT, type ProductSales, type SalesFigures, type StockAlert } from '../api/stats.documents';
import d from '../components/dashboard.module.css';
import { RangeControl } from '../components/RangeControl';
import {
  bestSellerRank,
  changeLabel,
  periodRevenue,
  presetRange,
  rangeLabel,
  RANGE_PRESETS,
  customRangeProblem,
  statusSlices,
  type DayRange,
  type RangePreset,
  type RevenueBasis,
} from '../lib/dashboard.logic';
import styles from '../../shared/admin-page.module.css';
import { LoadError } from '../../shared/list-parts';
import { todayInVietnam } from '../../shared/vietnam-days.logic';
import { formatCount } from '../../../../lib/shop-rules';

// The charts library is large: its own chunk, loaded after the figures are on screen.
const StatusDoughnut = lazyRetrying(() => import('../components/DashboardCharts').then((m) => ({ default: m.StatusDoughnut })));
const RevenueChart = lazyRetrying(() => import('../components/DashboardCharts').then((m) => ({ default: m.RevenueChart })));
const chartLoading = (
  <div aria-busy="true" aria-label="Đang tải biểu đồ">
    <Skeleton.Node active style={{ width: '100%', height: 240 }} />
  </div>
);

function StatCard({ label, value, icon, note, compare }: { label: string; value: string; icon: ReactNode; note: string; compare?: string }) {
  return (
    <Card size="small">
      <p className={d.statLabel}>
        {icon} {label}
      </p>
      <p className={d.statValue}>{value}</p>
      <p className={d.statNote}>{note}</p>
      {compare && <p className={d.statCompare}>{compare}</p>}
    </Card>
  );
}

const variantLine = (v: StockAlert) => (v.variantName ? `${v.productName} - ${v.variantName}` : v.productName);

function StockList({ items, label }: { items: StockAlert[]; label: string }) {
  return (
    <ul className={d.alertList} aria-label={label} tabIndex={0}>
      {items.map((v) => (
        <li key={`${v.productId}-${v.variantId ?? ''}`}>
          <span>{variantLine(v)}</span>
          <span className={d.alertCount}>{formatCount(v.stock)}</span>
        </li>
      ))}
    </ul>
  );
}

const PRESETS = new Set(RANGE_PRESETS.map((p) => p.value));

/** The period in the address (`?range=7d`, `?range=custom&from=…&to=…`): a link or the back button brings it back. */
function usePeriod(today: string) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('range') as RangePreset | null;
  const preset: RangePreset = asked && PRESETS.has(asked) ? asked : '30d';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const customValid = customRangeProblem(from, to) === null;
  const custom: DayRange = customValid ? { from, to } : presetRange('7d', today);
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const set = (next: Record<string, string>) => setParams(next, { replace: true });
  return {
    preset,
    range,
    custom,
    onPreset: (p: RangePreset) => set(p === 'custom' ? { range: p, from: custom.from, to: custom.to } : { range: p }),
    onCustom: (r: DayRange) => set({ range: 'custom', from: r.from, to: r.to }),
  };
}

function compare(previous: number, current: number, money: boolean) {
  return `Kỳ trước: ${money ? formatVnd(previous) : formatCount(previous)} · ${changeLabel(current, previous)}`;
}

function TopProducts({ products, by }: { products: ProductSales[]; by: 'revenue' | 'units' }) {
  if (products.length === 0) return <p className={d.empty}>Chưa có đơn đã giao trong kỳ</p>;
  return (
    <ol className={d.best} aria-label={by === 'revenue' ? 'Sản phẩm bán chạy theo doanh thu' : 'Sản phẩm bán chạy theo số lượng'}>
      {products.map((p, i) => (
        <li key={p.productId}>
          <span className={d.rank}>{bestSellerRank(i)}</span>
          <ProductImage url={p.image ?? undefined} width={160} alt="" className={d.bestImage} />
          <div className={d.bestText}>
            <p className={d.bestName}>{p.name}</p>
            <p className={d.bestMeta}>
              Đã bán {formatCount(p.units)} · {formatVnd(p.revenue)}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** /admin "Tổng quan" (product §2 "Admin dashboard", decision 0521): the period's figures beside the previous period's, alerts and charts. */
export function DashboardPage() {
  useDocumentTitle('Tổng quan');
  const [today] = useState(() => todayInVietnam(new Date()));
  const period = usePeriod(today);
  const [basis, setBasis] = useState<RevenueBasis>('delivered');
  const [topBy, setTopBy] = useState<'revenue' | 'units'>('revenue');
  const shop = useQuery(DASHBOARD, { fetchPolicy: 'cache-and-network' });
  const sales = useQuery(SALES_REPORT, { variables: period.range, fetchPolicy: 'cache-and-network' });
  // The previous period's figures stay while the next period's load (decision 0922), not once that
  // load failed: then the error below, not the previous period's figures under the new dates.
  const report = listAnswer(sales).shown?.salesReport;
  const control = <RangeControl key={period.preset} {...period} />;

  if (!shop.data || !report) {
    const failed = (shop.error && !shop.loading) || (sales.error && !sales.loading);
    return (
      <>
        <h1 className={styles.title}>Tổng quan</h1>
        {control}
        {failed ? (
          <LoadError
            title="Không thể tải số liệu tổng quan"
            onRetry={() => {
              void shop.refetch();
              void sales.refetch();
            }}
          />
        ) : (
          <div aria-busy="true" aria-label="Đang tải số liệu">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        )}
      </>
    );
  }

  const { orderStats, customerStats, catalogStats } = shop.data;
  const { current, previous }: { current: SalesFigures; previous: SalesFigures } = report;
  const slices = statusSlices(report.byStatus);
  const basisLabel = basis === 'delivered' ? 'đơn đã giao, theo ngày giao' : 'tiền đã thu, theo ngày thanh toán';
  return (
    <>
      <h1 className={styles.title}>Tổng quan</h1>
      {control}
      <p className={d.period} aria-live="polite" aria-busy={sales.loading}>
        Kỳ này: <strong>{rangeLabel(report.range)}</strong> · so với kỳ trước: {rangeLabel(report.previousRange)}
      </p>
      <section className={d.stats} aria-label="Số liệu chính">
        <StatCard
          label="Doanh thu (theo ngày giao)"
          value={formatVnd(current.deliveredRevenue)}
          icon={<DollarOutlined aria-hidden="true" />}
          note={`${formatCount(current.deliveredOrders)} đơn đã giao trong kỳ`}
          compare={compare(previous.deliveredRevenue, current.deliveredRevenue, true)}
        />
        <StatCard
          label="Tiền đã thu (theo ngày thanh toán)"
          value={formatVnd(current.paidRevenue)}
          icon={<WalletOutlined aria-hidden="true" />}
          note={`${formatCount(current.paidOrders)} đơn: chuyển khoản khi nhận tiền, COD khi giao; không tính đơn đã hủy`}
          compare={compare(previous.paidRevenue, current.paidRevenue, true)}
        />
        <StatCard
          label="Đơn hàng"
          value={formatCount(current.keptOrders)}
          icon={<ShoppingCartOutlined aria-hidden="true" />}
          note={`Đặt trong kỳ: ${formatCount(current.placedOrders)} đơn, không tính ${formatCount(current.cancelledOrders)} đơn đã hủy`}
          compare={compare(previous.keptOrders, current.keptOrders, false)}
        />
        <StatCard
          label="Giá trị trung bình đơn"
          value={formatVnd(current.averageOrderValue)}
          icon={<LineChartOutlined aria-hidden="true" />}
          note={`Doanh thu theo ngày giao ÷ ${formatCount(current.deliveredOrders)} đơn đã giao`}
          compare={compare(previous.averageOrderValue, current.averageOrderValue, true)}
        />
        <StatCard
          label="Khách hàng"
          value={formatCount(customerStats.totalCustomers)}
          icon={<TeamOutlined aria-hidden="true" />}
          note="Tất cả tài khoản khách hàng"
        />
        <StatCard
          label="Sản phẩm"
          value={formatCount(catalogStats.totalProducts)}
          icon={<ShoppingOutlined aria-hidden="true" />}
          note="Tất cả sản phẩm, kể cả đang ẩn"
        />
      </section>

      <section className={d.alerts} aria-label="Cảnh báo">
        <Alert
          type={orderStats.pendingOrders > 0 ? 'warning' : 'success'}
          showIcon
          title="Đơn hàng chờ xác nhận"
          description={
            orderStats.pendingOrders > 0 ? `Có ${formatCount(orderStats.pendingOrders)} đơn hàng cần xác nhận` : 'Không có đơn hàng nào chờ xác nhận'
          }
        />
        <Alert
          type={catalogStats.lowStockVariants.length > 0 ? 'warning' : 'success'}
          showIcon
          title={`Sắp hết hàng (${formatCount(catalogStats.lowStockVariants.length)})`}
          description={
            catalogStats.lowStockVariants.length > 0 ? (
              <StockList items={catalogStats.lowStockVariants} label="Sản phẩm sắp hết hàng" />
            ) : (
              'Không có sản phẩm sắp hết hàng'
            )
          }
        />
        <Alert
          type={catalogStats.outOfStockVariants.length > 0 ? 'error' : 'success'}
          showIcon
          title={`Hết hàng (${formatCount(catalogStats.outOfStockVariants.length)})`}
          description={
            catalogStats.outOfStockVariants.length > 0 ? (
              <StockList items={catalogStats.outOfStockVariants} label="Sản phẩm hết hàng" />
            ) : (
              'Không có sản phẩm hết hàng'
            )
          }
        />
      </section>

      <section className={d.panels}>
        <Card title={<h2 className={d.cardTitle}>Đơn đặt trong kỳ theo trạng thái</h2>}>
          <p className={d.caption}>
            {formatCount(current.placedOrders)} đơn đặt trong kỳ, gồm {formatCount(current.cancelledOrders)} đơn đã hủy (thẻ “Đơn hàng” không tính đơn đã hủy)
          </p>
          {slices.length === 0 ? (
            <p className={d.empty}>Chưa có dữ liệu</p>
          ) : (
            <Suspense fallback={chartLoading}>
              <StatusDoughnut slices={slices} />
            </Suspense>
          )}
        </Card>
        <Card title={<h2 className={d.cardTitle}>Sản phẩm bán chạy</h2>}>
          <Radio.Group
            aria-label="Xếp hạng sản phẩm"
            optionType="button"
            size="small"
            value={topBy}
            options={[
              { value: 'revenue', label: 'Theo doanh thu' },
              { value: 'units', label: 'Theo số lượng' },
            ]}
            onChange={(e) => setTopBy(e.target.value as 'revenue' | 'units')}
          />
          <p className={d.caption}>Đơn đã giao trong kỳ; doanh thu là giá bán × số lượng, trước giảm giá và phí vận chuyển</p>
          <TopProducts products={topBy === 'revenue' ? report.topByRevenue : report.topByUnits} by={topBy} />
        </Card>
      </section>

      <Card title={<h2 className={d.cardTitle}>Doanh thu theo ngày</h2>}>
        <Radio.Group
          aria-label="Tính doanh thu theo"
          optionType="button"
          size="small"
          value={basis}
          options={[
            { value: 'delivered', label: 'Theo ngày giao' },
            { value: 'paid', label: 'Theo ngày thanh toán' },
          ]}
          onChange={(e) => setBasis(e.target.value as RevenueBasis)}
        />
        <p className={d.caption}>
          Tổng: {formatVnd(periodRevenue(report.days, basis))} ({basisLabel})
        </p>
        <Suspense fallback={chartLoading}>
          <RevenueChart days={report.days} basis={basis} />
        </Suspense>
      </Card>
    </>
  );
}

export default DashboardPage;
