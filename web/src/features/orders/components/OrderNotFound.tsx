import { Link } from 'react-router-dom';
import styles from './orders.module.css';

/** product §2, §13: a missing order, or another customer's (never shown), reads as not found. */
export function OrderNotFound() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <section className={styles.panel} aria-labelledby="order-not-found">
        <div className={styles.empty}>
          <h1 id="order-not-found" className={styles.panelTitle}>
            Không tìm thấy đơn hàng
          </h1>
          <p>Đơn hàng không tồn tại hoặc bạn không có quyền truy cập.</p>
          <div className={styles.actions}>
            <Link to="/my-orders" className={styles.primary}>
              Đơn hàng của tôi
            </Link>
            <Link to="/" className={styles.secondary}>
              Về trang chủ
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
