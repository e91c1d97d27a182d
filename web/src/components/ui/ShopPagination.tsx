import { pageItems } from '../../lib/pagination.logic';
import styles from './ShopPagination.module.css';

interface ShopPaginationProps {
  page: number;
  pages: number;
  onChange(page: number): void;
}

/** Product §14 pagination: a 5-page window, first/last with ellipses, hidden with a single page. */
export function ShopPagination({ page, pages, onChange }: ShopPaginationProps) {
  const items = pageItems(page, pages);
  if (items.length === 0) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pages && target !== page) onChange(target);
  };
  return (
    <nav aria-label="Phân trang" className={styles.nav}>
      <button type="button" className={styles.button} onClick={() => go(page - 1)} disabled={page <= 1} aria-label="Trang trước">
        ‹
      </button>
      {items.map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={`gap-${item.side}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={`${styles.button} ${item.page === page ? styles.current : ''}`}
            onClick={() => go(item.page)}
            aria-label={`Trang ${item.page}`}
            aria-current={item.page === page ? 'page' : undefined}
          >
            {item.page}
          </button>
        ),
      )}
      <button type="button" className={styles.button} onClick={() => go(page + 1)} disabled={page >= pages} aria-label="Trang sau">
        ›
      </button>
    </nav>
  );
}
