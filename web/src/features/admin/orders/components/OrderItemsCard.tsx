import Card from 'antd/es/card';
import { formatVnd } from '../../../../components/product/money.logic';
import { ProductImage } from '../../../../components/product/ProductImage';
import page from '../../shared/admin-page.module.css';
import type { AdminOrder } from '../api/admin-orders.documents';
import { variantText } from '../lib/admin-orders.logic';
import styles from './order-detail.module.css';

/** The order's lines and its totals, the discount with its coupon code. */
export function OrderItemsCard({ order }: { order: AdminOrder }) {
  return (
    <Card title="Sản phẩm" size="small">
      <ul className={styles.history} aria-label="Sản phẩm trong đơn">
        {order.items.map((i) => (
          <li key={i.id} className={styles.item}>
            <ProductImage url={i.image} width={160} alt="" className={styles.itemImage} />
            <div className={styles.itemText}>
              <p>{i.name}</p>
              <p className={page.sub}>{variantText(i.variant)}</p>
              <p className={page.sub}>
                {formatVnd(i.price)} × {i.quantity}
              </p>
            </div>
            <strong>{formatVnd(i.subtotal)}</strong>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Tạm tính</dt>
          <dd>{formatVnd(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Phí vận chuyển</dt>
          <dd>{formatVnd(order.shippingFee)}</dd>
        </div>
        {order.totalDiscount > 0 && (
          <div>
            <dt>Giảm giá{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
            <dd>-{formatVnd(order.totalDiscount)}</dd>
          </div>
        )}
        <div className={styles.grand}>
          <dt>Tổng cộng</dt>
          <dd>{formatVnd(order.totalAmount)}</dd>
        </div>
      </dl>
    </Card>
  );
}
