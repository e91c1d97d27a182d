import page from '../pages/ProductDetailPage.module.css';
import styles from './ProductDetailSkeleton.module.css';

/** The product page's shape while the product loads: the photo's square and three lines. */
export function ProductDetailSkeleton() {
  return (
    <div className={page.page} aria-busy="true" aria-label="Đang tải sản phẩm">
      <div className={page.top}>
        <div className={`${styles.skeleton} ${styles.skeletonImage}`} />
        <div>
          <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
          <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '60%' }} />
          <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '40%' }} />
        </div>
      </div>
    </div>
  );
}
