import DollarOutlined from '@ant-design/icons/DollarOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { useQuery } from '@apollo/client/react';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, type ReactNode } from 'react';
import { formatVnd } from '../../../../components/product/money.logic';
import { ProductImage } from '../../../../components/product/ProductImage';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { DASHBOARD, type StockAlert } from '../api/stats.documents';
import d from '../components/dashboard.module.css';
import { bestSellerRank, periodRevenue, statusSlices } from '../lib/dashboard.logic';
import styles from '../../shared/admin-page.module.css';
import { LoadError } from '../../shared/list-parts';
import { formatCount } from '../../../../lib/shop-rules';

// The charts library is large: its own chunk, loaded after the figures are on screen.
const StatusDoughnut = lazy(() => import('../components/DashboardCharts').then((m) => ({ default: m.StatusDoughnut })));
const RevenueChart = lazy(() => import('../components/DashboardCharts').then((m) => ({ default: m.RevenueChart })));
const chartLoading = (
  <div aria-busy="true" aria-label="Đang tải biểu đồ">
    <Skeleton.Node active style={{ width: '100%', height: 240 }} />
  </div>
);

function StatCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card size="small">
      <p className={d.statLabel}>
        {icon} {label}
      </p>
      <p className={d.statValue}>{value}</p>
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
          <span className={d.alertCount}>{v.stock}</span>
        </li>
      ))}
    </ul>
  );
}

/** /admin "Tổng quan" (product §2 "Admin dashboard"): the shop's figures, its alerts and charts. */
export function DashboardPage() {
  useDocumentTitle('Tổng quan');
  const { data, loading, error, refetch } = useQuery(DASHBOARD, { fetchPolicy: 'cache-and-network' });

  if (!data) {
    return (
      <>
        <h1 className={styles.title}>Tổng quan</h1>
        {error && !loading ? (
          <LoadError title="Không thể tải số liệu tổng quan" onRetry={() => void refetch()} />
        ) : (
          <div aria-busy="true" aria-label="Đang tải số liệu">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        )}
      </>
    );
  }

  const { orderStats, customerStats, catalogStats, ordersByStatus, bestSellers, revenueByDay } = data;
  const slices = statusSlices(ordersByStatus);
  return (
    <>
      <h1 className={styles.title}>Tổng quan</h1>
      <section className={d.stats} aria-label="Số liệu chính">
        <StatCard label="Doanh thu" value={formatVnd(orderStats.revenue)} icon={<DollarOutlined />} />
        <StatCard label="Đơn hàng" value={formatCount(orderStats.totalOrders)} icon={<ShoppingCartOutlined />} />
        <StatCard label="Khách hàng" value={formatCount(customerStats.totalCustomers)} icon={<TeamOutlined />} />
        <StatCard label="Sản phẩm" value={formatCount(catalogStats.totalProducts)} icon={<ShoppingOutlined />} />
      </section>

      <section className={d.alerts} aria-label="Cảnh báo">
        <Alert
          type={orderStats.pendingOrders > 0 ? 'warning' : 'success'}
          showIcon
          title="Đơn hàng chờ xác nhận"
          description={orderStats.pendingOrders > 0 ? `Có ${orderStats.pendingOrders} đơn hàng cần xác nhận` : 'Không có đơn hàng nào chờ xác nhận'}
        />
        <Alert
          type={catalogStats.lowStockVariants.length > 0 ? 'warning' : 'success'}
          showIcon
          title={`Sắp hết hàng (${catalogStats.lowStockVariants.length})`}
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
          title={`Hết hàng (${catalogStats.outOfStockVariants.length})`}
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
        <Card title={<h2 className={d.cardTitle}>Đơn hàng theo trạng thái</h2>}>
          {slices.length === 0 ? (
            <p className={d.empty}>Chưa có dữ liệu</p>
          ) : (
            <Suspense fallback={chartLoading}>
              <StatusDoughnut slices={slices} />
            </Suspense>
          )}
        </Card>
        <Card title={<h2 className={d.cardTitle}>Sản phẩm bán chạy</h2>}>
          {bestSellers.length === 0 ? (
            <p className={d.empty}>Chưa có dữ liệu</p>
          ) : (
            <ol className={d.best} aria-label="Sản phẩm bán chạy">
              {bestSellers.map((p, i) => (
                <li key={p.id}>
                  <span className={d.rank}>{bestSellerRank(i)}</span>
                  <ProductImage url={p.images[0]?.url} width={160} alt="" className={d.bestImage} />
                  <div className={d.bestText}>
                    <p className={d.bestName}>{p.name}</p>
                    <p className={d.bestMeta}>
                      Đã bán {formatCount(p.soldCount)} · {formatVnd(p.price)}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </section>

      <Card title={<h2 className={d.cardTitle}>Doanh thu 30 ngày gần nhất</h2>}>
        <p className={d.caption}>Tổng: {formatVnd(periodRevenue(revenueByDay))} (đơn đã giao, theo ngày đặt hàng)</p>
        <Suspense fallback={chartLoading}>
          <RevenueChart days={revenueByDay} />
        </Suspense>
      </Card>
    </>
  );
}

export default DashboardPage;
