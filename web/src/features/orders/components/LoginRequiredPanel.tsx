import { Link } from 'react-router-dom';
import type { CartItem } from '../../../lib/cart';
import { describeLine } from '../lib/lines';
import { checkoutTotals, INITIAL_SHIPPING_FEE } from '../lib/checkout.logic';
import { OrderFigures } from './OrderFigures';
import { OrderLines } from './OrderLines';
import styles from './orders.module.css';

const BACK = encodeURIComponent('/checkout');

/** product §5 "Checkout", guest: the cart they chose and the ways to sign in (they come back here after). */
export function LoginRequiredPanel({ items }: { items: readonly CartItem[] }) {
  const subtotal = items.reduce((sum, i) => sum + i.product.price * i.quantity, 0);
  const totals = checkoutTotals(subtotal, INITIAL_SHIPPING_FEE, 0);
  return (
    <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="login-required">
      <h2 id="login-required" className={styles.panelTitle}>
        Vui lòng đăng nhập để thanh toán
      </h2>
      <p className={styles.lead}>Bạn cần đăng nhập hoặc đăng ký tài khoản để đặt hàng. Giỏ hàng của bạn vẫn được giữ nguyên và sẽ được gộp vào tài khoản.</p>
      <OrderLines lines={items.map(describeLine)} label="Sản phẩm đã chọn" />
      <OrderFigures {...totals} />
      <div className={styles.actions}>
        <Link to={`/login?redirect=${BACK}`} className={styles.primary}>
          Đăng nhập
        </Link>
        <Link to={`/register?redirect=${BACK}`} className={styles.secondary}>
          Đăng ký
        </Link>
        <Link to="/cart" className={styles.link}>
          ← Quay lại giỏ hàng
        </Link>
      </div>
    </section>
  );
}
