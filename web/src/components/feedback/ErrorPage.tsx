import styles from './ErrorPage.module.css';

/** product §13 "Unexpected UI error": what shows instead of a page that crashed. */
export function ErrorPage() {
  return (
    <div className={styles.page} role="alert">
      <svg aria-hidden="true" width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="#c0392b" strokeWidth="1.5">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
      </svg>
      <h1 className={styles.title}>Đã xảy ra lỗi</h1>
      <p className={styles.text}>Xin lỗi, đã có lỗi xảy ra trong ứng dụng. Vui lòng thử lại sau.</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        Tải lại trang
      </button>
    </div>
  );
}
