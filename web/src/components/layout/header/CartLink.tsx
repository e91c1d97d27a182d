import { Link } from 'react-router-dom';
import { useCart } from '../../../lib/cart';
import styles from './Header.module.css';

/** The cart icon with the sum of quantities as a badge (shown above 0; product §5). */
export function CartLink() {
  const { count } = useCart();
  return (
    <Link to="/cart" className={styles.iconButton} aria-label={count > 0 ? `Giỏ hàng, ${count} sản phẩm` : 'Giỏ hàng'}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7">
        <path d="M5 8h14l-1.2 12H6.2z" strokeLinejoin="round" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
