import { Link } from 'react-router-dom';
import { SHOP_NAME } from '../../../lib/shop-info';
import styles from './Header.module.css';

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label={`${SHOP_NAME} – Trang chủ`}>
      <svg aria-hidden="true" width="34" height="34" viewBox="0 0 64 64">
        <rect width="64" height="64" rx="14" fill="#1f6f5c" />
        <path d="M18 26h28l-3 26H21z" fill="#faf9f7" />
        <path d="M25 26v-4a7 7 0 0 1 14 0v4" fill="none" stroke="#faf9f7" strokeWidth="4" strokeLinecap="round" />
        <path d="M32 33l2 4.2 4.6.6-3.3 3.2.8 4.6L32 43.4l-4.1 2.2.8-4.6-3.3-3.2 4.6-.6z" fill="#c0392b" />
      </svg>
      <span className={styles.logoText}>{SHOP_NAME}</span>
    </Link>
  );
}
