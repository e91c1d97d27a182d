import type { Review } from '../api/catalog.types';
import styles from './ProductReviews.module.css';
import { Stars } from './Stars';

/** Reviews with the reviewer's name, stars and comment (product §4.3); verified purchases are marked. */
export function ProductReviews({ reviews }: { reviews: readonly Review[] }) {
  return (
    <section className={styles.section} aria-labelledby="product-reviews">
      <h2 id="product-reviews" className={styles.title}>
        Đánh giá sản phẩm ({reviews.length})
      </h2>
      {reviews.length === 0 ? (
        <p className={styles.empty}>Chưa có đánh giá nào cho sản phẩm này.</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((r) => (
            <li key={r.id} className={styles.review}>
              <p className={styles.name}>
                {r.name}
                {r.verifiedPurchase && (
                  <span className={styles.verified} title="Người đánh giá đã mua và nhận sản phẩm này">
                    ✓ Đã mua hàng
                  </span>
                )}
              </p>
              <Stars value={r.rating} size={14} />
              {r.comment && <p className={styles.comment}>{r.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
