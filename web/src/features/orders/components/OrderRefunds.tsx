import { formatVnd } from '../../../lib/shop-rules';
import type { Order } from '../api/orders.types';
import styles from './orders.module.css';

/**
 * Money the shop returns for the order (payments' `Order.refunds`, decision 0730): 'Đã hoàn tiền'
 * with the amount once staff sent it, 'Đang hoàn tiền' while it is owed.
 */
export function OrderRefunds({ refunds }: { refunds: Order['refunds'] }) {
  if (!refunds.length) return null;
  return (
    <ul className={styles.refunds} aria-label="Hoàn tiền">
      {refunds.map((r) => (
        <li key={r.id}>
          {r.status === 'refunded' ? 'Đã hoàn tiền' : 'Đang hoàn tiền'}: <strong>{formatVnd(r.amount)}</strong>
        </li>
      ))}
    </ul>
  );
}
