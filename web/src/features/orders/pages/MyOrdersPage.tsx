import Tabs from 'antd/es/tabs';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './MyOrdersPage.module.css';

/** spec §2 "My orders": filter tabs all, pending, shipping, delivered, cancelled. */
const FILTERS = [
  { key: 'all', label: 'Tất cả' },
  { key: 'pending', label: 'Chờ xác nhận' },
  { key: 'shipping', label: 'Đang giao' },
  { key: 'delivered', label: 'Đã giao' },
  { key: 'cancelled', label: 'Đã hủy' },
] as const;

/**
 * /my-orders. Online ordering does not exist yet (the orders API comes with checkout), so no
 * customer can have an order and the list is truthfully empty: the spec's empty state, with the
 * way to the products.
 */
export function MyOrdersPage() {
  useDocumentTitle('Đơn hàng của tôi');
  const [params, setParams] = useSearchParams();
  const active = FILTERS.find((f) => f.key === params.get('status'))?.key ?? 'all';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Đơn hàng của tôi</h1>
      <div className={styles.panel}>
        <Tabs
          activeKey={active}
          onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
          items={FILTERS.map((f) => ({ key: f.key, label: f.label }))}
        />
        <div className={styles.empty} role="status">
          <svg aria-hidden="true" width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="#b8b1a4" strokeWidth="1.3">
            <rect x="4" y="3" width="16" height="18" rx="2" />
            <path d="M8 8h8M8 12h8M8 16h5" strokeLinecap="round" />
          </svg>
          <p>{active === 'all' ? 'Bạn chưa có đơn hàng nào' : 'Không có đơn hàng nào ở trạng thái này'}</p>
          <Link to="/products" className={styles.primary}>
            Mua sắm ngay
          </Link>
        </div>
      </div>
    </div>
  );
}

export default MyOrdersPage;
