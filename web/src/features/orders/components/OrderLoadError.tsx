import styles from './orders.module.css';

/** product §13: 'Không thể tải thông tin đơn hàng' as page text (the toast comes from the page). */
export function OrderLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <section className={styles.panel}>
        <div className={styles.empty} role="alert">
          <p>Không thể tải thông tin đơn hàng</p>
          <button type="button" className={styles.primary} onClick={onRetry}>
            Thử lại
          </button>
        </div>
      </section>
    </div>
  );
}
