import styles from './PageSpinner.module.css';

/**
 * The loading state of a page or a lazily loaded screen. Drawn with CSS rather than antd's Spin:
 * it is on the storefront's first load, which must stay small.
 */
export function PageSpinner({ label = 'Đang tải...' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
