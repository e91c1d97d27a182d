import type { ProductSummary } from '../api/catalog.types';
import { ProductCard } from '../../../components/product/ProductCard';
import styles from './ProductGrid.module.css';

/** 2, 3 or 4 columns by screen width (product §2). The first row loads eagerly: it is above the fold. */
export function ProductGrid({ products, busy = false }: { products: readonly ProductSummary[]; busy?: boolean }) {
  return (
    <ul className={`${styles.grid} ${busy ? styles.busy : ''}`} aria-busy={busy}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while the first page loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton}>
          <div className={styles.skeletonImage} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  );
}
