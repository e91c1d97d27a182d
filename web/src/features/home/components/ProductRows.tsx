import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ProductCard } from '../../../components/product/ProductCard';
import { HOME_ROW_DEFS, HOME_ROWS, ROW_SIZE } from '../api/home-rows.query';
import styles from './ProductRows.module.css';

/**
 * Rows of real products under the banner: featured, new arrivals, best sellers,
 * each linking to its filtered list. They sit below the fold on a phone, so every image is lazy;
 * cards ask for the 320/640 px renditions the grid shows (`ProductCard`).
 */
export function ProductRows() {
  const { data, loading, error } = useQuery(HOME_ROWS, { variables: { limit: ROW_SIZE } });
  // The rows are extras of the home page: when the catalog cannot answer, the page goes on without them.
  if (error && !data) return null;
  return (
    <>
      {HOME_ROW_DEFS.map((row) => {
        const products = data?.[row.key].products ?? [];
        if (!loading && products.length === 0) return null;
        const titleId = `home-row-${row.key}`;
        return (
          <section key={row.key} className={styles.row} aria-labelledby={titleId} aria-busy={loading && !data}>
            <div className={styles.head}>
              <h2 id={titleId} className={styles.title}>
                {row.title}
              </h2>
              <Link to={row.to} className={styles.more}>
                Xem tất cả<span className="visually-hidden"> {row.more}</span>
              </Link>
            </div>
            <ul className={styles.grid}>
              {data
                ? products.map((p) => (
                    <li key={p.id}>
                      <ProductCard product={p} sizes="(min-width: 1200px) 280px, (min-width: 768px) 25vw, 50vw" />
                    </li>
                  ))
                : Array.from({ length: ROW_SIZE }, (_, i) => <li key={i} className={styles.placeholder} aria-hidden="true" />)}
            </ul>
          </section>
        );
      })}
    </>
  );
}
