import { formatVnd } from '../../../components/product/money.logic';
import styles from './orders.module.css';
import figureStyles from './OrderFigures.module.css';

interface OrderFiguresProps {
  subtotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  /** e.g. "Tạm tính (3 sản phẩm)". */
  subtotalLabel?: string;
  couponCode?: string | null;
}

/** Subtotal, shipping fee, discount (when any) and total (product §2, §7). */
export function OrderFigures({ subtotal, shippingFee, discount, total, subtotalLabel = 'Tạm tính', couponCode }: OrderFiguresProps) {
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{subtotalLabel}</dt>
        <dd data-testid="order-subtotal">{formatVnd(subtotal)}</dd>
      </div>
      <div>
        <dt>Phí vận chuyển</dt>
        <dd data-testid="order-shipping-fee">{formatVnd(shippingFee)}</dd>
      </div>
      {discount > 0 && (
        <div className={figureStyles.discount}>
          <dt>Giảm giá{couponCode ? ` (${couponCode})` : ''}</dt>
          <dd data-testid="order-discount">−{formatVnd(discount)}</dd>
        </div>
      )}
      <div className={figureStyles.grand}>
        <dt>Tổng cộng</dt>
        <dd data-testid="order-total">{formatVnd(total)}</dd>
      </div>
    </dl>
  );
}
