import { useId } from 'react';
import styles from './Stars.module.css';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Read-only stars for a rating out of 5 (fractions drawn partly); announced as "4,5 trên 5 sao". */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  // An id fit for `url(#…)` as it is (no CSS.escape: the gateway draws this page in Node, decision 0904).
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '_');
  const rating = Math.max(0, Math.min(5, value));
  const label = `${rating.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} trên 5 sao`;
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
            <defs>
              <clipPath id={`${id}-${i}`}>
                <rect width={20 * fill} height="20" />
              </clipPath>
            </defs>
            <path d={STAR} fill="#e0dcd3" />
            {fill > 0 && <path d={STAR} fill="#f5a623" clipPath={`url(#${id}-${i})`} />}
          </svg>
        );
      })}
    </span>
  );
}
