import Checkbox from 'antd/es/checkbox';
import Tag from 'antd/es/tag';
import { Link } from 'react-router-dom';
import { formatVnd } from '../../../../components/product/money.logic';
import { formatDateTime } from '../../../../lib/date-time.logic';
import page from '../../shared/admin-page.module.css';
import type { AdminOrder } from '../api/admin-orders.documents';
import { orderStatusOption, paymentMethodLabel, paymentStatusOption } from '../lib/admin-orders.logic';
import styles from './OrderCards.module.css';

/** The orders list on a phone: one card per order with its total and status in view, and a box to tick it. */
export function OrderCards({
  orders,
  loading,
  failed,
  selected,
  onToggle,
}: {
  orders: readonly AdminOrder[];
  /** No answer for the filter on screen yet: neither its orders nor 'none' can be said. */
  loading: boolean;
  /** The load for the filter on screen failed: the error above speaks, and 'none' would be untrue. */
  failed: boolean;
  selected: ReadonlySet<string>;
  onToggle: (order: AdminOrder, on: boolean) => void;
}) {
  if (failed) return null;
  if (loading)
    return (
      <p className={page.empty} role="status">
        Đang tải danh sách đơn hàng...
      </p>
    );
  if (orders.length === 0) return <p className={page.empty}>Không có đơn hàng nào</p>;
  return (
    <ul className={styles.cards} aria-label="Danh sách đơn hàng">
      {orders.map((o) => {
        const status = orderStatusOption(o.status);
        const pay = paymentStatusOption(o.paymentStatus);
        return (
          <li key={o.id} className={styles.card}>
            <div className={styles.head}>
              <Checkbox checked={selected.has(o.id)} onChange={(e) => onToggle(o, e.target.checked)} aria-label={`Chọn đơn ${o.orderNumber}`} />
              <Link to={`/admin/orders/${o.id}`} className={styles.number} aria-label={`Xem đơn ${o.orderNumber}`}>
                {o.orderNumber}
              </Link>
              <Tag color={status.color}>{status.label}</Tag>
            </div>
            <p>
              {o.customerInfo.name} · {o.customerInfo.phone}
            </p>
            <p className={page.sub}>{formatDateTime(o.createdAt)}</p>
            <div className={styles.foot}>
              <strong>{formatVnd(o.totalAmount)}</strong>
              <span>
                {paymentMethodLabel(o.paymentMethod)} <Tag color={pay.color}>{pay.label}</Tag>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
