import { discountPercent, formatVnd } from './money.logic';
import styles from './Price.module.css';

interface PriceProps {
  price: number;
  originalPrice?: number | null;
  size?: 'default' | 'large';
  /** Show the '-N%' badge next to the struck original price. */
  showBadge?: boolean;
}

/** A selling price with the original price struck through when it is higher (product §4.1). */
export function Price({ price, originalPrice, size = 'default', showBadge = false }: PriceProps) {
  const percent = discountPercent(price, originalPrice);
  return (
    <span className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      <span className={styles.current}>{formatVnd(price)}</span>
      {percent > 0 && originalPrice ? (
        <>
          <del className={styles.original}>
            <span className={styles.srOnly}>Giá gốc </span>
            {formatVnd(originalPrice)}
          </del>
          {showBadge && <span className={styles.badge}>-{percent}%</span>}
        </>
      ) : null}
    </span>
  );
}
